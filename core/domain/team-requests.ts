// What the team's API takes: an invitation and a change of role. Apart from roles.ts, whose
// ladder every back-office screen reads without loading a validation library.
import { z } from 'zod/mini';
import { inviteLocale, invitedAddress } from './invite';
import { roles } from './roles';

export const roleSchema = z.enum(roles);

export const teamInvitationRequest = z.strictObject({
  email: invitedAddress,
  role: roleSchema,
  /** The inviter's interface language, for the mail; English when absent. */
  locale: z.optional(inviteLocale),
});
export type TeamInvitationRequest = z.output<typeof teamInvitationRequest>;

export const roleChangeRequest = z.strictObject({ role: roleSchema });
