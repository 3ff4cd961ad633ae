import fs from 'node:fs';
import type { Context } from 'hono';
import { clientAddress, installIdOf, type ProxyHops } from '../lib/client';
import { memoryLimits, type LimitStore } from '../lib/limit-store';
import { tooManyRequests } from '../lib/rate-limit';

const MB = 1024 * 1024;

export interface UploadLimits {
  /** Bytes one installed app (X-Install-Id on an address, or a client without one) may upload per hour. */
  perInstallBytesPerHour: number;
  /** Bytes all the devices behind one address may upload per hour together. */
  perAddressBytesPerHour: number;
  /** Free space the disk of the local uploads folder always keeps (DISK_RESERVE_MB): an upload that would eat into it is refused. */
  diskReserveBytes: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Three full-size returns an hour from one tablet, ten from one address: far above what a
 * grower or a booth sends, far below what fills a disk (decision 153).
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perInstallBytesPerHour: 300 * MB,
  perAddressBytesPerHour: 1024 * MB,
  diskReserveBytes: 2048 * MB,
};

/** How long a client told the disk is short should wait: space comes back when staff act, not in seconds. */
const DISK_SHORT_RETRY_SECONDS = 600;

/** Bytes held for an upload while it streams; `used` says how many it really took. */
export interface Reservation {
  used(bytes: number): void;
  release(): Promise<void>;
}

/**
 * Upload bytes per client and per hour, and the disk's reserve. Before an upload streams, its
 * declared size (or the largest allowed, when it declares none) is reserved from the install's
 * and the address's hourly allowance and from the disk's free space above the reserve; what it
 * did not use is given back when it ends, whatever the outcome, so a refused upload still counts
 * the bytes it made the server read.
 */
export function uploadQuota(
  limits: UploadLimits,
  { uploadsDir, trustProxy = 0, store = memoryLimits }: { uploadsDir?: string; trustProxy?: ProxyHops; store?: LimitStore },
) {
  const hourly = (bytes: number) => ({ burst: bytes, refillPerMinute: bytes / 60 });
  const perInstall = store.buckets('upload-bytes-per-install', hourly(limits.perInstallBytesPerHour), limits.now);
  const perAddress = store.buckets('upload-bytes-per-address', hourly(limits.perAddressBytesPerHour), limits.now);
  /** Reserved by uploads still streaming, not yet visible in the disk's free space. */
  let streaming = 0;

  /** Object storage (no uploadsDir) has no disk of ours to fill: only the allowances apply there. */
  const diskShort = async (bytes: number) => {
    if (!uploadsDir) return false;
    fs.mkdirSync(uploadsDir, { recursive: true });
    const stats = await fs.promises.statfs(uploadsDir);
    return stats.bavail * stats.bsize - streaming - bytes < limits.diskReserveBytes;
  };

  /** The reservation, or the answer to send instead: 429 over an allowance, 507 when the disk is short. */
  async function reserve(c: Context, bytes: number): Promise<Reservation | Response> {
    const address = clientAddress(c, trustProxy);
    const install = `${address} ${installIdOf(c)}`;
    // Taken at once and given back on a refusal, rather than checked first: with buckets that
    // several servers share, only a take is safe from another server's take in between.
    if (!(await perInstall.take(install, bytes))) {
      return tooManyRequests(c, 'upload-bytes-per-install', await perInstall.retryAfterSeconds(install, bytes));
    }
    if (!(await perAddress.take(address, bytes))) {
      await perInstall.give(install, bytes);
      return tooManyRequests(c, 'upload-bytes-per-address', await perAddress.retryAfterSeconds(address, bytes));
    }
    if (await diskShort(bytes)) {
      await Promise.all([perInstall.give(install, bytes), perAddress.give(address, bytes)]);
      console.warn(`uploads: refused ${bytes} bytes, the disk of ${uploadsDir} is down to its reserve`);
      c.header('retry-after', String(DISK_SHORT_RETRY_SECONDS));
      return c.json({ error: 'The server is short of storage space. Please try again later.', details: { storage: 'insufficient' } }, 507);
    }
    streaming += bytes;
    let used = bytes;
    let released = false;
    return {
      used: (actual) => (used = Math.min(bytes, actual)),
      async release() {
        if (released) return;
        released = true;
        streaming -= bytes;
        // Bytes not given back come back with the hourly refill: no reason to fail the upload's answer.
        await Promise.all([perInstall.give(install, bytes - used), perAddress.give(address, bytes - used)]).catch((error: unknown) =>
          console.error('uploads: could not give back unused upload allowance', error),
        );
      },
    };
  }

  return { reserve };
}

export type UploadQuota = ReturnType<typeof uploadQuota>;
