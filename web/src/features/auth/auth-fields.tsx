import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from './password-input';
import type { AuthField } from './use-auth-form';

/** The e-mail address field of the sign-in screens. */
export function EmailField({ field, autoFocus }: { field: AuthField; autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Field label={t('fields.email')} error={field.error}>
      {(control) => (
        <Input
          {...control}
          {...field.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}

type PasswordFieldProps = {
  field: AuthField;
  label: string;
  /** `current-password` to sign in, `new-password` where one is chosen. */
  autoComplete: 'current-password' | 'new-password';
  description?: ReactNode;
  autoFocus?: boolean;
};

/** A password field of the sign-in screens, with its show-what-I-typed button. */
export function PasswordField({ field, label, autoComplete, description, autoFocus }: PasswordFieldProps) {
  return (
    <Field label={label} error={field.error} description={description}>
      {(control) => <PasswordInput {...control} {...field.input} autoComplete={autoComplete} autoFocus={autoFocus} />}
    </Field>
  );
}

/** A 6-digit code field (a magic-link mail's, an authenticator app's), offered to the phone's autofill. */
export function CodeField({ field, label, autoFocus }: { field: AuthField; label: string; autoFocus?: boolean }) {
  return (
    <Field label={label} error={field.error}>
      {(control) => (
        <Input
          {...control}
          {...field.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          className="font-mono tracking-[0.3em]"
        />
      )}
    </Field>
  );
}

/** A two-step recovery code (`xxxxx-xxxxx`), as read off paper. */
export function RecoveryCodeField({ field, label }: { field: AuthField; label: string }) {
  return (
    <Field label={label} error={field.error}>
      {(control) => (
        <Input {...control} {...field.input} autoComplete="off" autoCapitalize="none" autoFocus className="font-mono" />
      )}
    </Field>
  );
}
