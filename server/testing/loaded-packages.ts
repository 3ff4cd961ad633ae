import { createRequire } from 'node:module';

/**
 * Preloaded (`node --import tsx --import ./server/testing/loaded-packages.ts server/index.ts`)
 * by tests that check what a server process loads: on SIGUSR2 it prints one line,
 * `loaded-packages: ["@aws-sdk/client-s3", …]`, naming each package of node_modules that has a
 * module loaded (CommonJS ones, which is how these packages load from ESM too).
 */
const cache = createRequire(import.meta.url).cache;

process.on('SIGUSR2', () => {
  const packages = new Set<string>();
  for (const file of Object.keys(cache)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
    if (match) packages.add(match[1]!);
  }
  console.log(`loaded-packages: ${JSON.stringify([...packages].sort())}`);
});
