import { describe, expect, it } from 'vitest';
import { readStoredSession, STORED_SESSION_MARGIN_MS } from './auth-session-store';

const KEY = 'sb-localhost-auth-token';
const NOW = Date.UTC(2026, 10, 29, 12);
const session = (expiresInMs: number) => ({
  access_token: 'header.payload.signature',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor((NOW + expiresInMs) / 1000),
  refresh_token: 'refresh',
  user: { id: 'b7f3c2d4-0000-4000-8000-000000000001', email: 'ana@example.com' },
});
const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === KEY ? value : null) });
const read = (value: string | null, now = NOW) => readStoredSession(storageWith(value), KEY, now);

describe('readStoredSession', () => {
  it('gives the stored session while its token is valid for longer than the margin', () => {
    const stored = session(60 * 60_000);
    expect(read(JSON.stringify(stored))).toEqual(stored);
    expect(read(JSON.stringify(session(STORED_SESSION_MARGIN_MS)))).not.toBeNull();
  });

  it('leaves a token about to expire, or expired, to supabase-js, which refreshes it', () => {
    expect(read(JSON.stringify(session(STORED_SESSION_MARGIN_MS - 1000)))).toBeNull();
    expect(read(JSON.stringify(session(-60_000)))).toBeNull();
  });

  it('reads no session from nothing, another key, malformed JSON or a session missing a field', () => {
    expect(read(null)).toBeNull();
    expect(readStoredSession(storageWith(JSON.stringify(session(3_600_000))), 'another-key', NOW)).toBeNull();
    expect(read('{"access_token":')).toBeNull();
    for (const field of ['access_token', 'refresh_token', 'expires_at', 'user'] as const) {
      const { [field]: _left, ...partial } = session(3_600_000);
      expect(read(JSON.stringify(partial)), field).toBeNull();
    }
    expect(read(JSON.stringify({ ...session(3_600_000), user: { email: 'ana@example.com' } }))).toBeNull();
    expect(read(JSON.stringify({ ...session(3_600_000), expires_at: '1795000000' }))).toBeNull();
  });
});
