// Writes .br and .gz beside every compressible file of dist/, so the server never compresses
// per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml)$/;

let count = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The server build (dist/server) is read from disk by the server, never sent.
    if (entry.isDirectory() && full === path.join(dist, 'server')) continue;
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name)) {
      const source = fs.readFileSync(full);
      if (source.length < 512) continue;
      fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(source, { level: 9 }));
      count += 1;
    }
  }
};
walk(dist);
console.log(`compressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}`);
