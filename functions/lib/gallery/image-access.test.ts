import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_ACCESS_LIFETIME_MS, issueImageAccess, readImageAccess } from './image-access';

const member = { kind: 'member', userId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890' } as const;
const invite = { kind: 'invite', inviteId: 'inv_123' } as const;
const now = Date.UTC(2026, 10, 22, 10);

beforeEach(() => {
  process.env.IMAGE_ACCESS_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
});
afterEach(() => {
  delete process.env.IMAGE_ACCESS_SECRET;
});

describe('image access tokens', () => {
  it('name the gallery and who they were issued to, for 12 hours', () => {
    const member12h = issueImageAccess('g1', member, now);
    expect(member12h.expiresAt).toBe(now + IMAGE_ACCESS_LIFETIME_MS);
    expect(readImageAccess(member12h.token, 'g1', now)).toEqual(member);
    expect(readImageAccess(issueImageAccess('g1', invite, now).token, 'g1', now)).toEqual(invite);
  });

  it('open no other gallery, and nothing once expired', () => {
    const { token, expiresAt } = issueImageAccess('g1', member, now);
    expect(readImageAccess(token, 'g2', now)).toBeUndefined();
    expect(readImageAccess(token, 'g1', expiresAt - 1)).toEqual(member);
    expect(readImageAccess(token, 'g1', expiresAt)).toBeUndefined();
  });

  it('refuse any change to the payload or the signature, and tokens signed with another secret', () => {
    const { token } = issueImageAccess('g1', member, now);
    const [payload = '', signature = ''] = token.split('.');
    const widened = Buffer.from(
      JSON.stringify({ g: 'g1', m: member.userId, e: now + 10 * IMAGE_ACCESS_LIFETIME_MS }),
    ).toString('base64url');
    expect(readImageAccess(`${widened}.${signature}`, 'g1', now)).toBeUndefined();
    expect(readImageAccess(`${payload}.${signature.slice(1)}`, 'g1', now)).toBeUndefined();
    expect(readImageAccess(`${payload}.${signature}.x`, 'g1', now)).toBeUndefined();
    expect(readImageAccess('not a token', 'g1', now)).toBeUndefined();
    process.env.IMAGE_ACCESS_SECRET = 'another-secret-that-is-long-enough-9876543210';
    expect(readImageAccess(token, 'g1', now)).toBeUndefined();
  });

  it('refuse to work with a short secret', () => {
    process.env.IMAGE_ACCESS_SECRET = 'short';
    expect(() => issueImageAccess('g1', member, now)).toThrow(/at least 32/);
  });
});
