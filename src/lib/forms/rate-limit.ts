import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A limit on form posts per visitor address and form: it protects the database and the mailing list
 * from a flood. With a shared Redis every instance counts together (rate-limiter-flexible's Redis
 * limiter); without one, or while Redis is unreachable, each process counts on its own in memory.
 */
export interface RateLimit {
  count: number;
  seconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the oldest counted post leaves the window (when refused). */
  retryAfter: number;
}

const MAX_KEYS = 10_000;

/** A sliding window in this process's memory; forgets everything on restart. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly limit: () => RateLimit) {}

  /** Counts a post for the key and says whether it is within the limit. */
  hit(key: string, now = Date.now()): RateLimitDecision {
    const { count, seconds } = this.limit();
    const windowStart = now - seconds * 1000;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > windowStart);
    if (recent.length >= count) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((recent[0]! + seconds * 1000 - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    // Oldest keys first in a Map's order: drop them when a flood of addresses would grow it without bound.
    while (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value!);
    return { allowed: true, retryAfter: 0 };
  }
}

export interface SharedStore {
  client: Redis;
  prefix: string;
}

/** The shared limit when Redis is there, this process's own when it is not. */
export class FormRateLimiter {
  private readonly local: RateLimiter;
  private shared: { client: Redis; count: number; seconds: number; limiter: RateLimiterRedis } | null = null;

  constructor(
    private readonly limit: () => RateLimit,
    private readonly store: () => SharedStore | null,
    private readonly onStoreError: (error: unknown) => void = () => {},
  ) {
    this.local = new RateLimiter(limit);
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const store = this.store();
    if (!store) return this.local.hit(key);
    const { count, seconds } = this.limit();
    if (!this.shared || this.shared.client !== store.client || this.shared.count !== count || this.shared.seconds !== seconds) {
      const limiter = new RateLimiterRedis({
        storeClient: store.client,
        keyPrefix: `${store.prefix}form-rate`,
        points: count,
        duration: seconds,
        rejectIfRedisNotReady: true,
      });
      this.shared = { client: store.client, count, seconds, limiter };
    }
    try {
      await this.shared.limiter.consume(key);
      return { allowed: true, retryAfter: 0 };
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfter: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      // Redis failed mid-request: count here instead of refusing or waving the post through.
      this.onStoreError(outcome);
      return this.local.hit(key);
    }
  }
}
