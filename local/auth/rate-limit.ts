// Rate limits on what can be abused: guessing passwords and one-time codes, and making the
// server send mails. Counted in memory over a sliding window: the local platform is a single
// process, and a restart forgetting the counts does no harm there.
import { tooManyRequests } from './errors';

type RateLimit = { max: number; windowSeconds: number };

export type RateLimits = {
  /** Password sign-in attempts (POST /token?grant_type=password) per e-mail address. */
  signInPerEmail: RateLimit;
  signInPerIp: RateLimit;
  /** Mails sent (magic link, recovery, confirmation, e-mail change) per recipient. */
  mailsPerAddress: RateLimit;
  mailsPerIp: RateLimit;
  /** Checks of one-time codes and links (POST/GET /verify) and authenticator-app codes, per IP. */
  verifyPerIp: RateLimit;
};

// Generous enough for the integration and end-to-end suites, which sign in many times from
// 127.0.0.1, yet small enough that guessing a password or a 6-digit code gets nowhere.
export const defaultRateLimits: RateLimits = {
  signInPerEmail: { max: 30, windowSeconds: 5 * 60 },
  signInPerIp: { max: 120, windowSeconds: 5 * 60 },
  mailsPerAddress: { max: 20, windowSeconds: 60 * 60 },
  mailsPerIp: { max: 100, windowSeconds: 60 * 60 },
  verifyPerIp: { max: 360, windowSeconds: 60 * 60 },
};

export type RateLimiter = {
  /**
   * Counts one attempt in every given bucket, unless one of them is full; then counts nothing
   * and returns the seconds until that bucket has room again.
   */
  take(buckets: [kind: keyof RateLimits, key: string][]): { retryAfterSeconds: number } | undefined;
};

export function createRateLimiter(limits: RateLimits, now: () => number = Date.now): RateLimiter {
  const attempts = new Map<string, number[]>();

  const idOf = (kind: keyof RateLimits, key: string) => `${kind}\u0000${key}`;

  function recent(kind: keyof RateLimits, key: string, at: number): number[] {
    const id = idOf(kind, key);
    const kept = (attempts.get(id) ?? []).filter((time) => time > at - limits[kind].windowSeconds * 1000);
    if (kept.length === 0) attempts.delete(id);
    else attempts.set(id, kept);
    return kept;
  }

  // Keys that are never seen again (one-off addresses) would otherwise stay forever.
  function forgetExpired(at: number) {
    for (const id of attempts.keys()) {
      const [kind, key] = id.split('\u0000') as [keyof RateLimits, string];
      recent(kind, key, at);
    }
  }

  return {
    take(buckets) {
      const at = now();
      if (attempts.size > 10_000) forgetExpired(at);
      for (const [kind, key] of buckets) {
        const times = recent(kind, key, at);
        if (times.length >= limits[kind].max) {
          const oldest = times[0] ?? at;
          return {
            retryAfterSeconds: Math.max(1, Math.ceil((oldest + limits[kind].windowSeconds * 1000 - at) / 1000)),
          };
        }
      }
      for (const [kind, key] of buckets) {
        const id = idOf(kind, key);
        attempts.set(id, [...(attempts.get(id) ?? []), at]);
      }
      return undefined;
    },
  };
}

/** Takes from the buckets or throws GoTrue's 429 with a Retry-After. */
export function takeOrThrow(
  limiter: RateLimiter,
  buckets: [kind: keyof RateLimits, key: string][],
  code: 'over_request_rate_limit' | 'over_email_send_rate_limit',
): void {
  const blocked = limiter.take(buckets);
  if (blocked) throw tooManyRequests(code, blocked.retryAfterSeconds);
}
