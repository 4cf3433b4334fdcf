// Invite tokens: 256 random bits in the mail's link, kept only as their SHA-256 hash, so the
// database (or a backup of it) cannot open anyone's gallery. They serve one purpose: POST
// /api/auth/verify-invite, which trades one for an image token (lib/image-access.ts).
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url

export const hashInviteToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}

/** Whether `value` could be an invite token at all (anything else is answered without a lookup). */
export const isInviteTokenShaped = (value: string): boolean => TOKEN_SHAPE.test(value);
