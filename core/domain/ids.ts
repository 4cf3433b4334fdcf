import { z } from 'zod/mini';
import { ENTITY_ID_MAX, ENTITY_ID_PATTERN } from './entity-id';

/** Row ids are made by the client (Zero inserts optimistically): short URL-safe strings. */
export const entityId = z.string().check(z.minLength(1), z.maxLength(ENTITY_ID_MAX), z.regex(ENTITY_ID_PATTERN));

/** A new URL-safe random id of 21 characters (126 bits). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from(bytes, (b) => alphabet[b & 63]).join('');
}
