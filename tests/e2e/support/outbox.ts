import path from 'node:path';
import Database from 'libsql';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { RunningServer } from './server';
import { untilWorkerControls } from './worker';

/** Shared by the outbox tests: what a visitor sees of the outbox, and what the server stored. */

export const QUEUED_OFFLINE = "Saved — it will be sent when you're back online";
export const QUEUED_UNREACHABLE = "Can't reach the Verdant server — saved on this device, will send automatically";

/** Reads a test server's own database, as a support person would. */
export function serverDatabase(server: Pick<RunningServer, 'dataDir'>) {
  const query = <T>(sql: string): T[] => {
    const db = new Database(path.join(server.dataDir, 'verdant.db'), { readonly: true });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  };
  const count = (table: string, where = '1=1') => query<{ n: number }>(`select count(*) as n from ${table} where ${where}`)[0].n;
  return { query, count };
}

/** Opens the app and waits until the service worker controls it, so it keeps working offline. */
export async function openControlled(page: Page, url: string) {
  await page.goto(url);
  await untilWorkerControls(page);
  await page.reload();
}

/** Cuts the connection and waits until the page knows (the header says so), as a visitor would. */
export async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Offline/ })).toBeVisible();
}

/** The header's count of submissions waiting to be sent. */
export const pendingBadge = (page: Page, n: number) =>
  page.getByRole('banner').getByRole('link', { name: n === 1 ? '1 waiting to send' : `${n} waiting to send` });

export const anyPendingBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /waiting to send/ });
