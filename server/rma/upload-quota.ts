import fs from 'node:fs';
import type { Context } from 'hono';
import { clientAddress, installIdOf, type ProxyHops } from '../lib/client';
import { TokenBuckets, tooManyRequests } from '../lib/rate-limit';

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
  release(): void;
}

/**
 * Upload bytes per client and per hour, and the disk's reserve. Before an upload streams, its
 * declared size (or the largest allowed, when it declares none) is reserved from the install's
 * and the address's hourly allowance and from the disk's free space above the reserve; what it
 * did not use is given back when it ends, whatever the outcome, so a refused upload still counts
 * the bytes it made the server read.
 */
export function uploadQuota(limits: UploadLimits, { uploadsDir, trustProxy = 0 }: { uploadsDir?: string; trustProxy?: ProxyHops }) {
  const hourly = (bytes: number) => ({ burst: bytes, refillPerMinute: bytes / 60 });
  const perInstall = new TokenBuckets(hourly(limits.perInstallBytesPerHour), limits.now);
  const perAddress = new TokenBuckets(hourly(limits.perAddressBytesPerHour), limits.now);
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
    if (perInstall.available(install) < bytes) return tooManyRequests(c, 'upload-bytes-per-install', perInstall.retryAfterSeconds(install, bytes));
    if (perAddress.available(address) < bytes) return tooManyRequests(c, 'upload-bytes-per-address', perAddress.retryAfterSeconds(address, bytes));
    if (await diskShort(bytes)) {
      console.warn(`uploads: refused ${bytes} bytes, the disk of ${uploadsDir} is down to its reserve`);
      c.header('retry-after', String(DISK_SHORT_RETRY_SECONDS));
      return c.json({ error: 'The server is short of storage space. Please try again later.', details: { storage: 'insufficient' } }, 507);
    }
    perInstall.take(install, bytes);
    perAddress.take(address, bytes);
    streaming += bytes;
    let used = bytes;
    let released = false;
    return {
      used: (actual) => (used = Math.min(bytes, actual)),
      release() {
        if (released) return;
        released = true;
        streaming -= bytes;
        perInstall.give(install, bytes - used);
        perAddress.give(address, bytes - used);
      },
    };
  }

  return { reserve };
}

export type UploadQuota = ReturnType<typeof uploadQuota>;
