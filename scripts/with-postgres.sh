#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL on loopback, reachable through TEST_DATABASE_URL:
#   scripts/with-postgres.sh npx vitest run server
# The cluster lives in a temporary folder and is stopped and deleted when the command ends.
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

# Debian's server package when it is missing (CI machines start clean; the script runs as root there).
if [ -z "$(pg_bin)" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "PostgreSQL is not installed: apt-get install postgresql" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
bin="$(pg_bin)"

# PostgreSQL refuses to run as root: as root it runs as the postgres user the package created.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

dir="$(mktemp -d /tmp/verdant-pg.XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"

stop() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
# Durability is not under test here: without fsync the throwaway cluster is much faster.
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
# What a test needs to restart the cluster as an operator would (pg_ctl restart), run as its owner.
export TEST_PG_CTL="$bin/pg_ctl" TEST_PG_DATA="$dir/data" TEST_PG_LOG="$dir/server.log"
[ "$(id -u)" = 0 ] && export TEST_PG_OWNER=postgres
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
