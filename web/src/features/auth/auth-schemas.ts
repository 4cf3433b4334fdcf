import { z } from 'zod';

// Messages are keys of the `validation` namespace.
export const emailField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(320, 'tooLong')
  .refine((value) => z.email().safeParse(value).success, 'email');

export const passwordField = z.string().min(1, 'required').max(72, 'tooLong');

export const emailForm = z.object({ email: emailField });
export const emailPasswordForm = z.object({ email: emailField, password: passwordField });

export type EmailForm = z.output<typeof emailForm>;
export type EmailPasswordForm = z.output<typeof emailPasswordForm>;
