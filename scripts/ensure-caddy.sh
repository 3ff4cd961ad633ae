#!/usr/bin/env bash
# Makes sure Debian's caddy is installed, for the tests that put the README's proxy in front of
# the instances (npm run test:instances). CI machines start clean and run this as root.
set -euo pipefail

command -v caddy >/dev/null && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Caddy is not installed: apt-get install caddy" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
# The package starts a caddy service of its own on port 80; the tests run their own.
if command -v systemctl >/dev/null && systemctl is-active --quiet caddy 2>/dev/null; then systemctl disable --now caddy >/dev/null 2>&1 || true; fi
