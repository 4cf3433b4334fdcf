import { z } from 'zod';
import { entityId } from './ids';
import { documentLanguages } from './invoice';
import { partialUpdate } from './partial-update';

// Validation messages are translation keys (namespace `validation`), so the form, the
// mutator and the API all report the same thing in the reader's language.
const email = z
  .string()
  .trim()
  .max(320, 'tooLong')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'email');

/** The fields a photographer edits on a customer; shared by the form and the mutators. */
export const customerFields = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  email: email.default(''),
  phone: z.string().trim().max(50, 'tooLong').default(''),
  notes: z.string().max(10_000, 'tooLong').default(''),
  /**
   * The language the studio's mails to them are written in (lib/mail/client-language.ts); empty
   * leaves it unset, as for a customer from before languages were kept.
   */
  language: z
    .enum(documentLanguages, 'invalid')
    .or(z.literal('').transform(() => undefined))
    .optional(),
});
export type CustomerFields = z.output<typeof customerFields>;

export const createCustomerArgs = customerFields.extend({ id: entityId, accountId: entityId });
export const updateCustomerArgs = partialUpdate(customerFields).extend({ id: entityId });

/**
 * What happens to a customer's sessions when the customer is deleted. Without a plan, a
 * customer with sessions is refused (`customer_has_sessions`). Deleting their sessions also
 * deletes the payments recorded on them, so the plan states how many of each the person saw
 * and confirmed: if the server finds a different number, nothing is deleted.
 */
const customerSessionsPlan = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('reassign'), customerId: entityId }),
  z.strictObject({
    action: z.literal('delete'),
    sessionCount: z.number().int().min(0),
    paymentCount: z.number().int().min(0),
  }),
]);
export type CustomerSessionsPlan = z.output<typeof customerSessionsPlan>;

export const deleteCustomerArgs = z
  .object({ id: entityId, sessions: customerSessionsPlan.optional() })
  .refine((args) => args.sessions?.action !== 'reassign' || args.sessions.customerId !== args.id, {
    message: 'reassignToSelf',
    path: ['sessions', 'customerId'],
  });
