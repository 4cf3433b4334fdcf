import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AuthErrorAlert } from './auth-error-alert';
import type { AuthErrorMessage } from './use-auth-error-message';

type AuthFormProps = {
  testId: string;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The fields, and what introduces them. */
  children: ReactNode;
  /** Supabase Auth's last refusal, under the fields. */
  error: AuthErrorMessage | undefined;
  /** What the server accepted (a link mailed), between the error and the button. */
  notice?: ReactNode;
  submitting: boolean;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** What follows the submit button. */
  footer?: ReactNode;
};

/** A sign-in screen's form: its fields, then the server's answer, then the button that sends it. */
export function AuthForm({
  testId,
  className = 'grid gap-4',
  onSubmit,
  children,
  error,
  notice,
  submitting,
  submitLabel,
  submitVariant,
  footer,
}: AuthFormProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={className} data-testid={testId}>
      {children}
      <AuthErrorAlert error={error} />
      {notice}
      <Button type="submit" size="lg" variant={submitVariant} disabled={submitting}>
        {submitting && <Spinner />}
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
