// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitRmaFiles } from '../testing/rma-rows';
import { createTestDatabase } from '../testing/test-database';
import { incomingDirOf, sweepUploads, uploadsDirOf } from './storage';

describe('sweepUploads at start', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let uploadsDir: string;
  const put = (dir: string, name: string) => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), `bytes of ${name}`);
  };
  const filesIn = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name).sort();

  const commitRma = (...storedNames: string[]) => commitRmaFiles(t.db, ...storedNames);

  beforeEach(async () => {
    t = await createTestDatabase();
    uploadsDir = uploadsDirOf(t.dataDir);
  });
  afterEach(() => t.close());

  it('moves committed files left in incoming/ into place and removes every file no row names', async () => {
    await commitRma('committed-not-moved.png', 'committed-and-moved.png');
    put(incomingDirOf(uploadsDir), 'committed-not-moved.png');
    put(incomingDirOf(uploadsDir), 'never-committed.mp4');
    put(uploadsDir, 'committed-and-moved.png');
    put(uploadsDir, 'orphan-of-an-older-crash.jpg');

    expect(await sweepUploads(t.db, uploadsDir)).toEqual({ moved: 1, removed: 2 });

    expect(filesIn(uploadsDir)).toEqual(['committed-and-moved.png', 'committed-not-moved.png']);
    expect(fs.readFileSync(path.join(uploadsDir, 'committed-not-moved.png'), 'utf8')).toBe('bytes of committed-not-moved.png');
    expect(filesIn(incomingDirOf(uploadsDir))).toEqual([]);
  });

  it('creates the folders on a first start and finds nothing to do', async () => {
    expect(await sweepUploads(t.db, uploadsDir)).toEqual({ moved: 0, removed: 0 });
    expect(fs.existsSync(incomingDirOf(uploadsDir))).toBe(true);
  });
});
