// Secret link tokens (gallery invites, booking links, calendar feeds): 256 random bits in a
// link. Those a mail carries are kept only as their SHA-256 hash, so the database (or a backup
// of it) cannot open anything.
import { createHash, randomBytes } from 'node:crypto';

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
