export interface BucketSize {
  /** Tokens a full bucket holds: what may be spent back to back. */
  burst: number;
  /** Tokens given back per minute, up to `burst`. */
  refillPerMinute: number;
}

/**
 * One limit's token buckets, one per key: spending takes tokens, and they come back at
 * `refillPerMinute` up to `burst`. In memory the answers are immediate; in a shared database
 * each is one statement.
 */
export interface Buckets {
  /** Takes `amount` tokens if the bucket holds them; false, taking nothing, if not. */
  take(key: string, amount?: number): boolean | Promise<boolean>;
  /** Gives tokens back (spent on something that turned out not to count), never beyond `burst`. */
  give(key: string, amount?: number): void | Promise<void>;
  /** Whole seconds until the bucket holds `amount` tokens; at least 1. */
  retryAfterSeconds(key: string, amount?: number): number | Promise<number>;
}

/** The installs each address has had a write accepted from lately (see writeRateLimits). */
export interface KnownInstalls {
  has(address: string, installId: string): boolean | Promise<boolean>;
  add(address: string, installId: string): void | Promise<void>;
}

/**
 * Where the rate limits keep their state: this process's memory (one server on SQLite), or the
 * database several servers share (PostgreSQL), so that together they limit as one would.
 */
export interface LimitStore {
  /** `name` names the limit; a shared store keeps each limit's keys apart by it. */
  buckets(name: string, size: BucketSize, now?: () => number): Buckets;
  knownInstalls(now?: () => number): KnownInstalls;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept at most; beyond it the least recently used go first (they refill soonest anyway). */
const MAX_BUCKETS = 50_000;

/** Token buckets in this process's memory: limits are per server process. */
export class TokenBuckets implements Buckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly size: BucketSize,
    /** The clock, in milliseconds; tests pass a fake one. */
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = size.refillPerMinute / 60_000;
  }

  /** The key's bucket as it stands now, moved to the most recently used end of the map. */
  private current(key: string): Bucket {
    const at = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.size.burst, bucket.tokens + (at - bucket.at) * this.perMs) : this.size.burst;
    const fresh = { tokens, at };
    // Re-inserted so the map stays ordered from least to most recently used: dropping the first
    // key is O(1), where a scan of every bucket per new client would cost most when flooded.
    this.buckets.delete(key);
    this.buckets.set(key, fresh);
    while (this.buckets.size > MAX_BUCKETS) this.buckets.delete(this.buckets.keys().next().value!);
    return fresh;
  }

  take(key: string, amount = 1) {
    const bucket = this.current(key);
    if (bucket.tokens < amount) return false;
    bucket.tokens -= amount;
    return true;
  }

  give(key: string, amount = 1) {
    const bucket = this.current(key);
    bucket.tokens = Math.min(this.size.burst, bucket.tokens + amount);
  }

  retryAfterSeconds(key: string, amount = 1) {
    const missing = amount - this.current(key).tokens;
    return Math.max(1, Math.ceil(missing / this.perMs / 1000));
  }
}

/** More tablets than a booth has: installs an address may have known at once. */
export const MAX_KNOWN_PER_ADDRESS = 64;
/** Addresses whose known installs are kept, least recently used dropped first. */
const MAX_KNOWN_ADDRESSES = 5_000;
/** An install is known for a day after its last accepted write. */
export const KNOWN_FOR_MS = 24 * 60 * 60_000;

/** Known installs in this process's memory, at most MAX_KNOWN_PER_ADDRESS per address. */
class MemoryKnownInstalls implements KnownInstalls {
  private readonly byAddress = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number) {}

  has(address: string, installId: string) {
    const until = this.byAddress.get(address)?.get(installId);
    return until !== undefined && until > this.now();
  }

  add(address: string, installId: string) {
    const installs = this.byAddress.get(address) ?? new Map<string, number>();
    this.byAddress.delete(address);
    this.byAddress.set(address, installs);
    for (const [id, until] of installs) if (until <= this.now()) installs.delete(id);
    // Full: the installs known first keep their places, so a newcomer cannot push them out.
    if (installs.has(installId) || installs.size < MAX_KNOWN_PER_ADDRESS) installs.set(installId, this.now() + KNOWN_FOR_MS);
    while (this.byAddress.size > MAX_KNOWN_ADDRESSES) this.byAddress.delete(this.byAddress.keys().next().value!);
  }
}

/** The default: every limit in this process's memory. */
export const memoryLimits: LimitStore = {
  buckets: (_name, size, now) => new TokenBuckets(size, now),
  knownInstalls: (now = Date.now) => new MemoryKnownInstalls(now),
};
