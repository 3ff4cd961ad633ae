// `npm start`: builds the app and the server when either is missing or older than the sources,
// then runs the one server process that serves the app and /api.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from './server-entry.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = [path.join(root, 'dist', 'index.html'), SERVER_ENTRY];

const newestSource = (dir) => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
};

const sourcesTime = Math.max(
  ...['src', 'sw', 'public', 'server'].map((dir) => newestSource(path.join(root, dir))),
  ...['index.html', 'vite.config.ts', 'package.json'].map((file) => fs.statSync(path.join(root, file)).mtimeMs),
);
if (built.some((file) => !fs.existsSync(file) || fs.statSync(file).mtimeMs < sourcesTime)) {
  console.log('Building the app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this same process: one process to start, stop and signal.
await import(pathToFileURL(SERVER_ENTRY).href);
