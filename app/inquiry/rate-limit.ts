/**
 * A per-client sliding-window limit on inquiries, in memory, per server process (two processes
 * let through up to twice the limit). Pure apart from its own state; the clock is passed in.
 */
export type RateLimit = { max: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };
/** A slot taken at once; given back when the submission turns out not to count. */
export type RateReservation =
  | { allowed: true; release: () => void }
  | { allowed: false; retryAfterMs: number };

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    /** Clients remembered at most; the least recently seen are forgotten first. */
    private readonly maxClients = 10_000,
  ) {}

  private recent(client: string, now: number): number[] {
    const since = now - this.limit.windowMs;
    const times = (this.hits.get(client) ?? []).filter((t) => t > since);
    if (times.length === 0) this.hits.delete(client);
    return times;
  }

  check(client: string, now: number): RateDecision {
    const times = this.recent(client, now);
    if (times.length < this.limit.max) return { allowed: true };
    const oldest = times[times.length - this.limit.max] ?? now;
    return { allowed: false, retryAfterMs: Math.max(1, oldest + this.limit.windowMs - now) };
  }

  record(client: string, now: number): void {
    const times = this.recent(client, now);
    times.push(now);
    this.hits.delete(client); // re-insert: Map order is then least recently seen first
    this.hits.set(client, times);
    while (this.hits.size > this.maxClients) {
      const first = this.hits.keys().next().value;
      if (first === undefined) break;
      this.hits.delete(first);
    }
  }

  /**
   * Checks and records in one step, so that concurrent submissions from one client cannot all
   * pass a check made before any of them is recorded. `release` gives the slot back.
   */
  reserve(client: string, now: number): RateReservation {
    const decision = this.check(client, now);
    if (!decision.allowed) return decision;
    this.record(client, now);
    let released = false;
    return {
      allowed: true,
      release: () => {
        if (released) return;
        released = true;
        const times = this.hits.get(client);
        const i = times?.lastIndexOf(now) ?? -1;
        if (times && i >= 0) times.splice(i, 1);
        if (times?.length === 0) this.hits.delete(client);
      },
    };
  }

  get clients(): number {
    return this.hits.size;
  }
}
