import { z } from 'zod';

// Messages are keys of the `validation` namespace.
const emailField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(320, 'tooLong')
  .refine((value) => z.email().safeParse(value).success, 'email');

const passwordField = z.string().min(1, 'required').max(72, 'tooLong');

/**
 * A password being chosen (sign-up, reset) is also refused when it is one of the most common.
 * The list is large, so it is loaded the first time such a form is checked. If it cannot be
 * loaded, the auth server's own check still applies (the same list on the local platform,
 * leaked-password protection on Supabase once switched on: see the README).
 */
export const newPasswordField = passwordField.refine(async (password) => {
  const check = await import('@core/domain/common-password').catch(() => undefined);
  return !check?.isCommonPassword(password);
}, 'commonPassword');

export const emailForm = z.object({ email: emailField });
/** A 6-digit code (a magic-link mail's, an authenticator app's); spaces typed between the digits are dropped. */
export const codeForm = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'mailedCode')),
});
export const emailPasswordForm = z.object({ email: emailField, password: passwordField });
export const signUpForm = z.object({ email: emailField, password: newPasswordField });

const confirmField = z.string().min(1, 'required');
const samePassword = (values: { password: string; confirm: string }) => values.password === values.confirm;

/** A new password, typed twice (the reset link's page). */
export const newPasswordForm = z
  .object({ password: newPasswordField, confirm: confirmField })
  .refine(samePassword, { path: ['confirm'], message: 'passwordMismatch' });

/** The account page's change: the current password, then the new one typed twice. */
export const passwordChangeForm = z
  .object({ current: passwordField, password: newPasswordField, confirm: confirmField })
  .refine(samePassword, { path: ['confirm'], message: 'passwordMismatch' });
