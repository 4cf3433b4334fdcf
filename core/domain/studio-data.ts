// The studio's data belongs to the photographer: an export of all of it, and deleting the studio
// after a grace period in which an owner can still change their mind.
import { z } from 'zod/mini';

/** Days between an owner deleting the studio and its purge. */
export const STUDIO_DELETION_GRACE_DAYS = 30;

/** Days an export's ZIP can be downloaded after it is built (the bucket then removes it). */
export const STUDIO_EXPORT_DAYS = 7;

export const exportStatuses = ['pending', 'building', 'ready', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

export const exportRequest = z.strictObject({ locale: z.optional(z.enum(['en', 'es', 'ca'])) });

/** Deleting asks for the studio's name again, typed, as a guard against a stray click. */
export const deletionRequest = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
