// The server under load: GET /api/products over a generated catalogue of 1,000 products with
// autocannon on loopback (bounded in time), then one 35 MB RMA upload while the server's
// resident memory is sampled from /proc; and a 100 MB one streamed to an S3-compatible bucket.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { createCatalogue } from '../../server/catalogue/repository';
import { migrate, openDatabase } from '../../server/db/connection';
import { INVOICE_PDF, rmaForm } from '../../server/testing/rma-form';
import { startS3Server } from '../../server/testing/s3';
import { rmaRequest } from '../../src/shared/schemas/rma';

const RMA_ENDPOINT = rmaRequest.path;
import { startAppServer, type AppServer } from './app-server';
import { generateCatalogue } from './generate-catalogue';

const LOAD_PRODUCTS = 1_000;
export const LOAD_SECONDS = 10;
export const LOAD_CONNECTIONS = 10;
const UPLOAD_MB = 35;
/** The largest return the server takes (MAX_UPLOAD_BYTES is 100 MB for the whole body, fields included). */
const S3_UPLOAD_MB = 99;
/** Just under the 20 MB a video may weigh. */
const VIDEO_BYTES_MAX = 19.9 * 1024 * 1024;
/** A product page rendered by the server: as many connections as a busy day's browsers. */
export const PAGE_CONNECTIONS = 50;
export const PAGE_SECONDS = 15;
/**
 * The load generator's threads for the page. The page is read with wrk where it is installed
 * (`apt-get install wrk`): autocannon's threads, reading every answer in JavaScript on the same
 * two cores as the server, set the figure rather than the server did (decisions 201, 202).
 */
export const PAGE_LOAD_THREADS = 2;

export interface ServerFigure {
  products: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Compressed size of one answer, as a browser (Accept-Encoding: br) gets it. */
  responseBytes: number;
  failures: number;
  uploadStatus: number;
  uploadMb: number;
  rssGrowthMb: number;
  /** The same upload, larger, streamed to a bucket (UPLOADS_URL). */
  s3Upload: UploadFigure;
  /** The rendered HTML of one product page, as a browser asks for it. */
  page: { path: string; requestsPerSecond: number; p99Ms: number; responseBytes: number; failures: number; loadGenerator: 'wrk' | 'autocannon' };
}

const rssOf = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
};

export interface UploadFigure {
  status: number;
  megabytes: number;
  rssGrowthMb: number;
}

/** A valid RMA with as many video files as make up the size: the largest kind the form accepts. */
function rmaOfSize(totalBytes: number) {
  const count = Math.ceil((totalBytes - INVOICE_PDF.length) / VIDEO_BYTES_MAX);
  const videoBytes = Math.floor((totalBytes - INVOICE_PDF.length) / count);
  const video = (name: string) => {
    const data = Buffer.alloc(videoBytes, 7);
    data.write('\0\0\0\x18ftypmp42', 0, 'latin1');
    return { data, type: 'video/mp4', name };
  };
  return rmaForm(Array.from({ length: count }, (_, i) => video(`bench-${i + 1}.mp4`)));
}

/** One RMA upload of this size while the server's resident memory is sampled: how much it grew at most. */
async function measureUpload(server: AppServer, megabytes: number): Promise<UploadFigure> {
  const form = rmaOfSize(megabytes * 1024 * 1024);
  const baseline = rssOf(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 5);
  const upload = await fetch(`${server.url}${RMA_ENDPOINT}`, { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID() }, body: form });
  await upload.arrayBuffer();
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(server.pid));
  return { status: upload.status, megabytes, rssGrowthMb: (peak - baseline) / (1024 * 1024) };
}

/**
 * The largest return streamed to a bucket of s3rver running in this process: the server's
 * memory is what counts, and the server holds no more than a few 5 MB parts at once.
 */
export async function benchS3Upload(distDir: string): Promise<UploadFigure> {
  const s3 = await startS3Server();
  try {
    const server = await startAppServer({ distDir, env: s3.env });
    try {
      // One small return first: the SDK's code loaded on first use is not the upload's memory.
      await measureUpload(server, 6);
      return await measureUpload(server, S3_UPLOAD_MB);
    } finally {
      await server.stop();
    }
  } finally {
    await s3.close();
  }
}

export async function benchServer(distDir: string): Promise<ServerFigure> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-load-'));
  const db = openDatabase(dataDir);
  await migrate(db);
  await createCatalogue(db).upsertProducts(generateCatalogue(LOAD_PRODUCTS));
  await db.destroy();

  const server = await startAppServer({ distDir, dataDir });
  try {
    const url = `${server.url}/api/products`;
    const headers = { 'accept-encoding': 'br, gzip' };
    const first = await fetch(url, { headers });
    const responseBytes = Number(first.headers.get('content-length'));
    const { items } = (await first.json()) as { items: { sku: string }[] };
    const count = items.length;
    const firstSku = items[0]!.sku;
    if (count !== LOAD_PRODUCTS) throw new Error(`Expected ${LOAD_PRODUCTS} products, the server lists ${count}`);

    // Warm up the JIT and the connection pool before the measured run.
    await autocannon({ url, headers, connections: LOAD_CONNECTIONS, duration: 2 });
    const result = await autocannon({ url, headers, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });

    const page = await benchRenderedPage(`${server.url}/product/${encodeURIComponent(firstSku)}`);

    const upload = await measureUpload(server, UPLOAD_MB);

    return {
      products: count,
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      responseBytes,
      failures: result.errors + result.timeouts + result.non2xx,
      uploadStatus: upload.status,
      uploadMb: upload.megabytes,
      rssGrowthMb: upload.rssGrowthMb,
      s3Upload: await benchS3Upload(distDir),
      page,
    };
  } finally {
    await server.stop();
  }
}

/**
 * A product page's HTML, rendered on the server, with a browser's headers: the first answer
 * renders it, every later one is the server's HTML cache (until the catalogue changes).
 */
async function benchRenderedPage(url: string): Promise<ServerFigure['page']> {
  const headers = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
  const first = await fetch(url, { headers });
  if (!first.ok || !(first.headers.get('content-type') ?? '').startsWith('text/html')) throw new Error(`${url} answered ${first.status}`);
  // What goes over the wire: fetch hands back the body decompressed.
  const responseBytes = Number(first.headers.get('content-length'));
  await first.arrayBuffer();
  const load = (await hasWrk()) ? wrk : autocannonLoad;
  await load(url, headers, 2);
  return { path: new URL(url).pathname, responseBytes, ...(await load(url, headers, PAGE_SECONDS)) };
}

type PageLoad = Pick<ServerFigure['page'], 'requestsPerSecond' | 'p99Ms' | 'failures' | 'loadGenerator'>;

async function autocannonLoad(url: string, headers: Record<string, string>, seconds: number): Promise<PageLoad> {
  const result = await autocannon({ url, headers, connections: PAGE_CONNECTIONS, workers: PAGE_LOAD_THREADS, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    loadGenerator: 'autocannon',
  };
}

const run = promisify(execFile);
// `wrk --version` exits with 1 after printing its version: only a missing program is an absence.
const hasWrk = () => run('wrk', ['--version']).then(() => true, (error: NodeJS.ErrnoException) => error.code !== 'ENOENT');

/** wrk prints latencies as 812.00us, 10.21ms or 1.02s. */
const WRK_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

async function wrk(url: string, headers: Record<string, string>, seconds: number): Promise<PageLoad> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await run('wrk', [`-t${PAGE_LOAD_THREADS}`, `-c${PAGE_CONNECTIONS}`, `-d${seconds}s`, '--latency', ...headerArgs, url]);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)$/m.exec(stdout);
  const rate = /^Requests\/sec:\s+([\d.]+)$/m.exec(stdout);
  if (!p99 || !rate) throw new Error(`Unexpected wrk output:\n${stdout}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)?.slice(1) ?? [];
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  return {
    requestsPerSecond: Number(rate[1]),
    p99Ms: Number(p99[1]) * WRK_UNITS[p99[2]!]!,
    failures: non2xx + socketErrors.reduce((sum, count) => sum + Number(count), 0),
    loadGenerator: 'wrk',
  };
}
