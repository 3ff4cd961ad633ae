import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../server/config';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../server-entry.mjs';

export interface AppServer {
  url: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * The production server exactly as `npm start` runs it, on a free loopback port with a
 * throwaway DATA_DIR (or the one given, already filled), `env` added to its environment. Its log
 * goes to a file, not the table. `fromSources` runs server/index.ts through tsx instead of the
 * compiled server, for a figure of the server alone without building first (the same code, only
 * compiled at its start).
 */
export async function startAppServer({
  distDir,
  dataDir,
  env = {},
  fromSources = false,
}: {
  distDir: string;
  dataDir?: string;
  env?: Record<string, string>;
  fromSources?: boolean;
}): Promise<AppServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-'));
  const port = await freePort();
  const log = fs.openSync(path.join(dir, 'server.log'), 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(fromSources ? ['--import', 'tsx', 'server/index.ts'] : [SERVER_ENTRY])], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DIST_DIR: distDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  let stopping: Promise<void> | undefined;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}: see ${path.join(dir, 'server.log')}`);
    try {
      if ((await fetch(`${url}/api/products`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    dataDir: dir,
    stop() {
      stopping ??= (async () => {
        child.kill('SIGTERM');
        await exited(child);
        fs.closeSync(log);
        fs.rmSync(dir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}
