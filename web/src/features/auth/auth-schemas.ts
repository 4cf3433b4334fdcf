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
 * A password being chosen (sign-up, reset, change) is also refused when it is easy to guess: a
 * common password, or a common word with a year or digits (core/domain/password-strength.ts).
 * The check's dictionaries are large, so they are loaded the first time such a form is checked.
 * If they cannot be loaded, the auth server's own check still applies (the same rule on the
 * local platform, leaked-password protection on Supabase: see docs/decisions/local-auth-server.md).
 */
export const newPasswordField = passwordField.refine(async (password) => {
  const check = await import('@core/domain/password-strength').catch(() => undefined);
  return !check?.isGuessablePassword(password);
}, 'guessablePassword');

export const emailForm = z.object({ email: emailField });
/** A 6-digit code (a magic-link mail's, an authenticator app's); spaces typed between the digits are dropped. */
const codeField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'mailedCode'));
export const codeForm = z.object({ code: codeField });
/** The app's code or a recovery code (`xxxxx-xxxxx`); the server tells them apart. */
export const secondStepCodeForm = z.object({ code: z.string().trim().min(1, 'required').max(64, 'tooLong') });
export const emailPasswordForm = z.object({ email: emailField, password: passwordField });
export const signUpForm = z.object({ email: emailField, password: newPasswordField });

const confirmField = z.string().min(1, 'required');
const samePassword = (values: { password: string; confirm: string }) => values.password === values.confirm;

/** A new password, typed twice (the reset link's page). */
export const newPasswordForm = z
  .object({ password: newPasswordField, confirm: confirmField })
  .refine(samePassword, { path: ['confirm'], message: 'passwordMismatch' });

/**
 * The account page's change: the current password, the authenticator app's code when the person
 * has one (Supabase Auth asks for it then), and the new password typed twice.
 */
export const passwordChangeForm = (withCode: boolean) =>
  z
    .object({
      current: passwordField,
      code: withCode ? codeField : z.string(),
      password: newPasswordField,
      confirm: confirmField,
    })
    .refine(samePassword, { path: ['confirm'], message: 'passwordMismatch' });
