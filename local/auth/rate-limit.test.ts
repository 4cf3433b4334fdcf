import { describe, expect, it } from 'vitest';
import { createRateLimiter, defaultRateLimits } from './rate-limit';

describe('createRateLimiter', () => {
  const limits = { ...defaultRateLimits, signInPerEmail: { max: 2, windowSeconds: 60 } };

  it('refuses once a bucket is full and lets attempts in again as the window slides', () => {
    let now = 0;
    const limiter = createRateLimiter(limits, () => now);
    const attempt = () => limiter.take([['signInPerEmail', 'a@example.com']]);

    expect(attempt()).toBeUndefined();
    now = 10_000;
    expect(attempt()).toBeUndefined();
    now = 20_000;
    expect(attempt()).toEqual({ retryAfterSeconds: 40 });
    now = 60_001; // the first attempt left the window
    expect(attempt()).toBeUndefined();
    expect(attempt()).toEqual({ retryAfterSeconds: 10 });
  });

  it('keeps addresses apart, and counts nothing when one bucket of a request is full', () => {
    const limiter = createRateLimiter(limits, () => 0);
    limiter.take([['signInPerEmail', 'a@example.com']]);
    limiter.take([['signInPerEmail', 'a@example.com']]);
    expect(limiter.take([['signInPerEmail', 'b@example.com']])).toBeUndefined();

    const ipLimited = createRateLimiter({ ...limits, signInPerIp: { max: 2, windowSeconds: 60 } }, () => 0);
    ipLimited.take([['signInPerEmail', 'a@example.com']]);
    ipLimited.take([['signInPerEmail', 'a@example.com']]);
    // Refused by the address bucket: the IP bucket must not be charged for it.
    expect(
      ipLimited.take([
        ['signInPerIp', '127.0.0.1'],
        ['signInPerEmail', 'a@example.com'],
      ]),
    ).toBeDefined();
    expect(
      ipLimited.take([
        ['signInPerIp', '127.0.0.1'],
        ['signInPerEmail', 'c@example.com'],
      ]),
    ).toBeUndefined();
    expect(
      ipLimited.take([
        ['signInPerIp', '127.0.0.1'],
        ['signInPerEmail', 'd@example.com'],
      ]),
    ).toBeUndefined();
    expect(
      ipLimited.take([
        ['signInPerIp', '127.0.0.1'],
        ['signInPerEmail', 'e@example.com'],
      ]),
    ).toBeDefined();
  });
});
