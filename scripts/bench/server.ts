// The server under load: GET /api/products over a generated catalogue of 1,000 products with
// autocannon on loopback (bounded in time), then one 35 MB RMA upload while the server's
// resident memory is sampled from /proc; and a 100 MB one streamed to an S3-compatible bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createCatalogue } from '../../server/catalogue/repository';
import { migrate, openDatabase } from '../../server/db/connection';
import { INVOICE_PDF, rmaForm } from '../../server/testing/rma-form';
import { startS3Server } from '../../server/testing/s3';
import { rmaRequest } from '../../src/schemas/rma';

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
 * autocannon's threads for the page: one thread reading fifty 40 KB answers is slower than the
 * server writing them, so with one the figure measured the load generator (decision 201).
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
  page: { path: string; requestsPerSecond: number; p99Ms: number; responseBytes: number; failures: number };
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
  const responseBytes = (await first.arrayBuffer()).byteLength;
  await autocannon({ url, headers, connections: PAGE_CONNECTIONS, workers: PAGE_LOAD_THREADS, duration: 2 });
  const result = await autocannon({ url, headers, connections: PAGE_CONNECTIONS, workers: PAGE_LOAD_THREADS, duration: PAGE_SECONDS });
  return {
    path: new URL(url).pathname,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    responseBytes,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
