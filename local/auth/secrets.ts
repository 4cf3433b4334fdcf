// Random secrets handed to clients, and the hashes they are stored as.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** 256 random bits, URL-safe: refresh tokens, links in mails, PKCE auth codes. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The 6-digit code printed in mails beside the link. */
export const randomOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
