import { z } from 'zod';
import { entityId } from './ids';

// Validation messages are translation keys (namespace `validation`), so the form, the
// mutator and the API all report the same thing in the reader's language.
const email = z
  .string()
  .trim()
  .max(320, 'tooLong')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'email');

// Without defaults, so a partial update never resets a field nobody sent (zod 4 applies
// defaults even inside optional properties).
const customerShape = {
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  email,
  phone: z.string().trim().max(50, 'tooLong'),
  notes: z.string().max(10_000, 'tooLong'),
};

/** The fields a photographer edits on a customer; shared by the form and the mutators. */
export const customerFields = z.object({
  ...customerShape,
  email: email.default(''),
  phone: customerShape.phone.default(''),
  notes: customerShape.notes.default(''),
});
export type CustomerFields = z.output<typeof customerFields>;

export const createCustomerArgs = customerFields.extend({ id: entityId, accountId: entityId });
export const updateCustomerArgs = z.object(customerShape).partial().extend({ id: entityId });

/**
 * What happens to a customer's sessions when the customer is deleted. Without a plan, a
 * customer with sessions is refused (`customer_has_sessions`). Deleting their sessions also
 * deletes the payments recorded on them, so the plan states how many of each the person saw
 * and confirmed: if the server finds a different number, nothing is deleted.
 */
export const customerSessionsPlan = z.discriminatedUnion('action', [
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
