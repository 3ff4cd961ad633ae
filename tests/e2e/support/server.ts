import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../../scripts/server-entry.mjs';

/**
 * How a server of a test's own is started: the browser tests run the compiled server, built just
 * before them as `npm start` runs it; the server's own suites (vitest) run before any build, so
 * they start its sources through tsx.
 */
const SERVER_ARGS = [...SERVER_NODE_FLAGS, ...(process.env.VITEST ? ['--import', 'tsx', 'server/index.ts'] : [SERVER_ENTRY])];

/** A loopback port nothing listens on. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
  /** Starts it again on the same port and data (after stop()). */
  restart: () => Promise<void>;
  /** Sends a signal (SIGTERM: a service manager stopping it) and resolves with the exit code once it has ended. */
  signal: (name: NodeJS.Signals) => Promise<number | null>;
}

/**
 * A production server of the test's own, for tests that stop it, restart it or need a database
 * no other test writes to. Most tests use the shared one of playwright.config.ts.
 */
export async function startServer({
  env = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-e2e-own-')),
}: { env?: Record<string, string>; dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const launch = async () => {
    child = spawn(process.execPath, SERVER_ARGS, {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    // A start loads the page renderer too (the server build and jsdom): slow on a busy machine.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${url}/api/products`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server on ${url} did not start`);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };

  const signal = async (name: NodeJS.Signals) => {
    const running = child;
    if (!running || running.exitCode !== null) return running?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill(name);
    const code = await exited;
    child = null;
    return code;
  };

  await launch();
  return { url, dataDir, stop, restart: launch, signal };
}
