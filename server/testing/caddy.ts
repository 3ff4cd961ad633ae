import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { freePort } from '../../tests/e2e/support/server';

/**
 * The Caddy block of the README's "Running several instances", as printed there: the tests run
 * the proxy configuration operators are told to use, not one of their own.
 */
export function readmeCaddyBlock() {
  const readme = fs.readFileSync(path.join(ROOT_DIR, 'README.md'), 'utf8');
  const block = /```\n(shop\.example\.com \{\n[\s\S]*?\n\})\n```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no Caddy block for shop.example.com');
  return block;
}

export interface RunningCaddy {
  url: string;
  /** Everything Caddy logged, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Debian's caddy (scripts/ensure-caddy.sh) on a free loopback port with the README's block, its
 * upstreams replaced by `upstreams` (host:port), over plain HTTP and with no admin endpoint.
 */
export async function startCaddy(upstreams: readonly string[]): Promise<RunningCaddy> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-caddy-'));
  const site = readmeCaddyBlock()
    .replace('shop.example.com', `http://127.0.0.1:${port}`)
    .replace(/reverse_proxy [^{]+\{/, `reverse_proxy ${upstreams.join(' ')} {`);
  fs.writeFileSync(path.join(dir, 'Caddyfile'), `{\n\tadmin off\n}\n\n${site}\n`);
  let output = '';
  const child: ChildProcess = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited: ${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`caddy on ${url} did not pass a request through: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
