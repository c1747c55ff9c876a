/**
 * A sliding-window limit on form posts per visitor address and form, kept in this process's memory:
 * it protects the database and the mailing list from a flood, and forgets everything on restart.
 * Several instances each apply it on their own.
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
