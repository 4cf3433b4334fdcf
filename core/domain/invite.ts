// Gallery invites: a photographer invites a client by e-mail; the mail's link opens the gallery
// for that client. The same schema checks the invite form and POST /api/auth/invite.
import { z } from 'zod/mini';
import { entityId } from './ids';

/** An invite link works this long after it is sent (sending again starts a new period). */
export const INVITE_LIFETIME_DAYS = 14;

/** Languages an invite mail can be written in. */
const inviteLocales = ['en', 'es', 'ca'] as const;
export type InviteLocale = (typeof inviteLocales)[number];

/** Whom an invitation goes to: one address, compared and stored in lower case. */
export const invitedAddress = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(320, 'tooLong'),
  z.refine((value) => z.email().safeParse(value).success, 'email'),
);

/** The language an invitation mail is written in: the inviter's interface language. */
export const inviteLocale = z.enum(inviteLocales);

export const inviteRequest = z.strictObject({
  email: invitedAddress,
  data: z.strictObject({
    galleryId: entityId,
    accountSlug: z.string().check(z.minLength(1), z.maxLength(63)),
    /** The studio's interface language, for the mail; English when absent. */
    locale: z.optional(inviteLocale),
  }),
  /** Where the invite page sends the client once the invite is verified: a path of this site. */
  redirectTo: z.optional(z.string().check(z.maxLength(2048))),
});
