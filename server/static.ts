import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { preferredEncoding } from './lib/content-encoding';
import { allowInlineScripts } from './lib/security-headers';
import { readInlineScriptSources } from './pages/inline-scripts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

interface StaticFile {
  type: string;
  /** Paths of the identity, br and gzip variants that exist on disk. */
  variants: { identity: string; br?: string; gzip?: string };
  cacheControl: string;
  /** CSP sources for the inline scripts of an HTML file (the shell's capture of early taps), as the build wrote them. */
  inlineScripts?: string[];
}

/** Where `vite build --ssr` puts the server half of the app, inside the built app's folder. */
export const SERVER_BUILD_DIR = (distDir: string) => path.join(distDir, 'server');

/** Vite puts content-hashed files under assets/; they never change, so they are cached for a year. */
function cacheControlFor(relative: string) {
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relative === 'sw.js' || relative === 'index.html' || relative.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built app from dist/, as listed at start: each file's precompressed .br and
 * .gz siblings (written at build time) are chosen by Accept-Encoding, never compressed per request.
 */
export function createStaticFiles(distDir: string) {
  const inlineScripts = readInlineScriptSources(distDir);
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // The app's server build renders pages here; it is not for browsers.
      if (full === SERVER_BUILD_DIR(distDir)) continue;
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name)) {
        const relative = path.relative(distDir, full).split(path.sep).join('/');
        files.set(`/${relative}`, {
          type: TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
          variants: {
            identity: full,
            br: fs.existsSync(`${full}.br`) ? `${full}.br` : undefined,
            gzip: fs.existsSync(`${full}.gz`) ? `${full}.gz` : undefined,
          },
          cacheControl: cacheControlFor(relative),
          inlineScripts: entry.name.endsWith('.html') ? inlineScripts : undefined,
        });
      }
    }
  };
  walk(distDir);

  // Built files are small and never change while the process runs: read each once.
  const bodies = new Map<string, Buffer>();
  const read = (filePath: string) => {
    let body = bodies.get(filePath);
    if (!body) {
      body = fs.readFileSync(filePath);
      if (body.length < 4 * 1024 * 1024) bodies.set(filePath, body);
    }
    return body;
  };

  function serve(c: Context, urlPath: string): Response | null {
    const file = files.get(urlPath);
    if (!file) return null;
    const encoding = preferredEncoding(c.req.header('accept-encoding'), file.variants);
    const body = read(encoding ? file.variants[encoding]! : file.variants.identity);
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': file.cacheControl,
      vary: 'accept-encoding',
      'content-length': String(body.length),
    };
    if (encoding) headers['content-encoding'] = encoding;
    if (file.inlineScripts) allowInlineScripts(c, file.inlineScripts);
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers });
  }

  return {
    hasApp: files.has('/index.html'),
    serve,
    /** App routes without a file of their own get the shell; the client router takes over. */
    serveShell: (c: Context) => serve(c, '/index.html'),
  };
}
