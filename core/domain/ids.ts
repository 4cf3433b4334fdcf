import { z } from 'zod/mini';

/** Row ids are made by the client (Zero inserts optimistically): short URL-safe strings. */
export const entityId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

/** A new URL-safe random id of 21 characters (126 bits). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from(bytes, (b) => alphabet[b & 63]).join('');
}
