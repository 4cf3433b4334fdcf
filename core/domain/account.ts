import { z } from 'zod';

/** Addresses that would shadow the app's own routes or confuse visitors. */
const reservedSlugs = new Set([
  'api',
  'app',
  'auth',
  'login',
  'admin',
  'p',
  'www',
  'mailbox',
  'sync',
  'locales',
  'static',
]);

/**
 * A studio's public address (/p/{slug}): lowercase letters, digits and inner hyphens, 3 to 63
 * characters — the same rule as the database's check constraint, plus a minimum length.
 */
export const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'slugTooShort')
  .max(63, 'tooLong')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'slugFormat')
  .refine((value) => !reservedSlugs.has(value), 'slugReserved');

export const slugInput = z.strictObject({ slug });

/**
 * How long an address a studio has left stays its own: its old links redirect to the new address
 * meanwhile, and no other studio may take it. After that the links still redirect until another
 * studio takes the address. The database keeps the rule with the same number
 * (private.former_slug_grace_days; tests/integration/former-addresses.test.ts compares them).
 */
export const FORMER_SLUG_GRACE_DAYS = 90;

/** A studio's name, as its people and its clients see it. */
export const studioName = z.string().trim().min(1, 'required').max(200, 'tooLong');

/**
 * A further studio a signed-in person creates (they become its owner), and the language they
 * work in, which names its ready-made templates and workflows (English when not given).
 */
export const newStudioInput = z.strictObject({ name: studioName, language: z.enum(['en', 'es', 'ca']).optional() });
