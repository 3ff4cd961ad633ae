// The staff inbox at INBOX_LEADS leads: a generated inbox (scripts/bench/generate-leads.ts) in a
// throwaway DATA_DIR (SQLite), or a throwaway database on the PostgreSQL server DATABASE_URL
// names; the server started on it, then the inbox's first page, its filters and its searches
// timed over HTTP, and the whole CSV export read while /healthz is asked every 20 ms and the
// server's resident memory is sampled from /proc.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { setAdminPassword } from '../../server/admin/password';
import { migrate, openDatabase } from '../../server/db/connection';
import { insertGeneratedLeads } from '../../server/testing/generated-leads';
import { signInAsStaff, TEST_PASSWORD } from '../../server/testing/staff';
import { throwawayPostgresDatabase } from '../../server/testing/test-database';
import { startAppServer } from './app-server';
import { median } from './median';

export const INBOX_LEADS = 200_000;
/** Each list request is timed this many times; the figure is the median. */
const RUNS = 7;

/** The inbox's own queries: the first page as the inbox opens it, and what staff narrow it by. */
export const INBOX_FILTERS = ['kind=retailers&status=all', 'status=open', 'status=handled', 'kind=catalog&status=handled'];
/** A surname, the first letters of a name, a name and a surname, a company; and (added when run) the start of one lead's address. */
export const INBOX_SEARCHES = ['garcia', 'gar', 'dana garc', 'hydro haven'];

export interface InboxFigure {
  leads: number;
  database: 'SQLite' | 'PostgreSQL';
  /** Generating and storing the leads, index included. */
  generateSeconds: number;
  firstPageMs: number;
  /** The 200th page of 500 (leads 99,501–100,000): what a cursor far down costs. */
  deepPageMs: number;
  filters: { query: string; ms: number; total: number }[];
  searches: { query: string; ms: number; total: number }[];
  csvFirstByteMs: number;
  csvSeconds: number;
  csvMegabytes: number;
  csvRows: number;
  rssGrowthMb: number;
  /** The server's resident memory just before the export, for the growth's scale. */
  rssBeforeMb: number;
  /** The growth of the anonymous part alone (heap and native allocations, no mapped files). */
  anonGrowthMb: number;
  healthzP99Ms: number;
  healthzChecks: number;
}

/** Asks /healthz again 20 ms after each answer until told to stop, then posts every answer's time. */
const HEALTH_CHECKER = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
const times = [];
parentPort.once('message', () => (running = false));
(async () => {
  while (running) {
    const started = performance.now();
    await (await fetch(workerData.url)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(times);
})();
`;

const statusField = (pid: number, name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const rssOf = (pid: number) => statusField(pid, 'VmRSS');
/** The anonymous part of the resident memory: the heap and what native code allocates, without mapped files. */
const anonOf = (pid: number) => statusField(pid, 'RssAnon');
const p99 = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;

export async function benchInbox({
  distDir,
  leads = INBOX_LEADS,
  fromSources = false,
  progress = () => {},
}: {
  distDir: string;
  leads?: number;
  fromSources?: boolean;
  progress?: (line: string) => void;
}): Promise<InboxFigure> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-inbox-'));
  const postgres = process.env.DATABASE_URL ? await throwawayPostgresDatabase(process.env.DATABASE_URL, 'verdant_bench_inbox') : undefined;
  try {
    const db = openDatabase(dataDir, postgres?.url);
    const generated = performance.now();
    try {
      await migrate(db);
      await insertGeneratedLeads(db, leads);
      await setAdminPassword(db, TEST_PASSWORD);
    } finally {
      await db.destroy();
    }
    const generateSeconds = (performance.now() - generated) / 1000;
    progress(`  ${leads.toLocaleString('en-US')} leads stored in ${generateSeconds.toFixed(1)} s`);

    const server = await startAppServer({ distDir, dataDir, fromSources, env: postgres ? { DATABASE_URL: postgres.url } : {} });
    try {
      const staff = await signInAsStaff((url, init) => fetch(`${server.url}${url}`, init));
      const timed = async (query: string) => {
        const times: number[] = [];
        let total = 0;
        for (let run = 0; run < RUNS; run++) {
          const started = performance.now();
          const response = await staff.request(`/leads?${query}`);
          if (response.status !== 200) throw new Error(`GET /leads?${query}: ${response.status} ${await response.text()}`);
          total = ((await response.json()) as { total: number }).total;
          times.push(performance.now() - started);
        }
        return { query, ms: median(times), total };
      };
      // One request first, as the inbox's opening is rarely the server's first query.
      await staff.request('/leads?status=open');
      const firstPageMs = (await timed('status=all')).ms;
      const filters = [];
      for (const query of INBOX_FILTERS) filters.push(await timed(query));
      // The address of a lead far down the list, typed up to its domain's first letters.
      const { items } = (await (await staff.request('/leads?status=all&q=rossi&limit=500')).json()) as { items: { email: string }[] };
      const address = items.at(-1)!.email;
      const searches = [];
      for (const q of [...INBOX_SEARCHES, address.slice(0, address.indexOf('@') + 3)]) searches.push({ ...(await timed(`status=all&q=${encodeURIComponent(q)}`)), query: q });

      let cursor = '';
      for (let page = 1; page < 200; page++) {
        cursor = ((await (await staff.request(`/leads?status=all${cursor ? `&cursor=${cursor}` : ''}`)).json()) as { next: string }).next;
      }
      const deepPageMs = (await timed(`status=all&cursor=${cursor}`)).ms;
      progress('  export…');

      // The export, while /healthz is asked again 20 ms after each answer and memory is sampled.
      const baseline = rssOf(server.pid);
      let peak = baseline;
      const anonBaseline = anonOf(server.pid);
      let anonPeak = anonBaseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(server.pid));
        anonPeak = Math.max(anonPeak, anonOf(server.pid));
      }, 25);
      // The checks run in a thread of their own: reading the export here must not delay them.
      const checker = new Worker(HEALTH_CHECKER, { eval: true, workerData: { url: `${server.url}/healthz` } });
      const healthz = new Promise<number[]>((resolve, reject) => {
        checker.once('message', resolve);
        checker.once('error', reject);
      });
      await new Promise((resolve) => checker.once('online', resolve));
      const started = performance.now();
      let csvFirstByteMs = 0;
      let bytes = 0;
      let rows = 0;
      try {
        const response = await staff.request('/leads.csv?status=all');
        if (response.status !== 200) throw new Error(`GET /leads.csv: ${response.status}`);
        const reader = response.body!.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (bytes === 0) csvFirstByteMs = performance.now() - started;
          bytes += value.byteLength;
          for (const byte of value) if (byte === 10) rows++;
        }
      } finally {
        checker.postMessage('stop');
        clearInterval(sampler);
      }
      const checks = await healthz;
      await checker.terminate();
      const csvSeconds = (performance.now() - started) / 1000;
      peak = Math.max(peak, rssOf(server.pid));
      return {
        leads,
        database: postgres ? 'PostgreSQL' : 'SQLite',
        generateSeconds,
        firstPageMs,
        deepPageMs,
        filters,
        searches,
        csvFirstByteMs,
        csvSeconds,
        csvMegabytes: bytes / 1024 ** 2,
        // Lines less the header (a quoted cell with a line break in it would count twice; generated leads have none).
        csvRows: rows - 1,
        rssGrowthMb: (peak - baseline) / 1024 ** 2,
        rssBeforeMb: baseline / 1024 ** 2,
        anonGrowthMb: (anonPeak - anonBaseline) / 1024 ** 2,
        healthzP99Ms: p99(checks),
        healthzChecks: checks.length,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
