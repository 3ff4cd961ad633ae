// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../testing/s3';

/** Starts the real server with the preload of loaded-packages.ts and returns the packages it has loaded once listening. */
async function packagesLoadedBy(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-loading-'));
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './server/testing/loaded-packages.ts', 'server/index.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    let output = '';
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Verdant listening') && !output.includes('loaded-packages:')) child.kill('SIGUSR2');
        const found = /loaded-packages: (.*)\n/.exec(output);
        if (found) resolve(found[1]!);
      });
      child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it said what it loaded: ${output}`)));
    });
    return JSON.parse(line) as string[];
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('the AWS SDK is loaded only for a bucket', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('is not loaded by a server keeping uploads on its own disk', async () => {
    const loaded = await packagesLoadedBy({ DATABASE_URL: '', UPLOADS_URL: '' });
    // The preload sees packages: pg, which a server on SQLite loads too, shows it does.
    expect(loaded).toContain('pg');
    expect(loaded.filter((name) => name.startsWith('@aws-sdk/'))).toEqual([]);
  }, 90_000);

  it('is loaded by a server keeping uploads in a bucket', async () => {
    const loaded = await packagesLoadedBy({ DATABASE_URL: '', ...s3.env });
    expect(loaded).toContain('@aws-sdk/client-s3');
  }, 90_000);
});
