// Secret link tokens (gallery invites, booking links, calendar feeds): 256 random bits in a
// link. Those a mail carries are kept only as their SHA-256 hash, so the database (or a backup
// of it) cannot open anything. Every secret the server is sent is compared here (sameSecret).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url

export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token, to keep as it is where it must be shown again (a calendar feed's address). */
export const newPlainToken = (): string => randomBytes(32).toString('base64url');

export function newSecretToken(): { token: string; hash: string } {
  const token = newPlainToken();
  return { token, hash: hashSecretToken(token) };
}

/** Whether `value` could be a token at all (anything else is answered without a lookup). */
export const isSecretTokenShaped = (value: string): boolean => TOKEN_SHAPE.test(value);

/**
 * Whether `given` is the secret `expected` (a token, a signature, a PIN), compared by digest in
 * constant time, so neither the value nor its length leaks.
 */
export function sameSecret(given: string | Buffer | undefined, expected: string | Buffer): boolean {
  const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}
