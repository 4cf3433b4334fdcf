import { z } from 'zod';
import { entityId } from './ids';

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
});
export type CustomerFields = z.output<typeof customerFields>;

export const createCustomerArgs = customerFields.extend({ id: entityId, accountId: entityId });
export const updateCustomerArgs = customerFields.partial().extend({ id: entityId });
export const deleteCustomerArgs = z.object({ id: entityId });
