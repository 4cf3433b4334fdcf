import { useState, type ReactNode } from 'react';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import { emailForm } from './auth-schemas';
import { MailSentAlert } from './mail-sent-alert';
import { useAuthForm } from './use-auth-form';

type MailedLinkFormProps = {
  testId: string;
  /** Asks Supabase Auth to e-mail the link (a magic link, a password reset) to `email`. */
  send: (email: string) => Promise<{ error: unknown }>;
  /** What comes before the e-mail field. */
  intro: ReactNode;
  autoFocus?: boolean;
  /** Once the server has accepted: the notice's test id, title, and text naming where to look. */
  sent: { testId: string; title: string; text: (email: string) => string };
  submitLabel: string;
  /** Offered on a quieter button, instead of `submitLabel`, once a link went out. */
  resendLabel?: string;
  footer?: ReactNode;
  /** Told each time the server accepted, with the address the mail went to. */
  onSent?: (email: string) => void;
};

/** The one-field form that has Supabase Auth e-mail a link, and says where it went. */
export function MailedLinkForm({
  testId,
  send,
  intro,
  autoFocus,
  sent,
  submitLabel,
  resendLabel,
  footer,
  onSent,
}: MailedLinkFormProps) {
  const [sentTo, setSentTo] = useState<string>();
  const { fields, form } = useAuthForm(emailForm, { email: '' }, async ({ email }, request) => {
    if (!(await request(() => send(email)))) return;
    setSentTo(email);
    onSent?.(email);
  });
  const resend = sentTo !== undefined && resendLabel !== undefined;

  return (
    <AuthForm
      {...form}
      testId={testId}
      notice={
        sentTo && (
          <MailSentAlert testId={sent.testId} title={sent.title}>
            {sent.text(sentTo)}
          </MailSentAlert>
        )
      }
      submitLabel={resend ? resendLabel : submitLabel}
      submitVariant={resend ? 'outline' : undefined}
      footer={footer}
    >
      {intro}
      <EmailField field={fields.email} autoFocus={autoFocus} />
    </AuthForm>
  );
}
