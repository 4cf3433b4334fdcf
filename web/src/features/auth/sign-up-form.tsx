import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supabase } from '../../lib/supabase';
import { EmailField, PasswordField } from './auth-fields';
import { AuthForm } from './auth-form';
import { signUpForm } from './auth-schemas';
import { MailSentAlert } from './mail-sent-alert';
import { useAuthForm } from './use-auth-form';

type SignUpFormProps = {
  redirectTo: string;
  /** The address a team invitation went to, when it sent the person here. */
  invitedEmail?: string | undefined;
};

/**
 * A new account. Someone who came from a team invitation starts with its address filled in, and
 * gets no studio of their own: they came to join one (the database's sign-up trigger checks
 * that an invitation to the address is open).
 */
export function SignUpForm({ redirectTo, invitedEmail }: SignUpFormProps) {
  const { t, i18n } = useTranslation('auth');
  const [confirmTo, setConfirmTo] = useState<string>();
  const { fields, form } = useAuthForm(
    signUpForm,
    { email: invitedEmail ?? '', password: '' },
    async ({ email, password }, request) => {
      const signedUp = await request(() =>
        supabase.auth.signUp({
          email,
          password,
          options: {
            emailRedirectTo: new URL(redirectTo, window.location.origin).href,
            // The language they sign up in: their mails', and their first studio's ready-made templates'.
            data: {
              locale: i18n.resolvedLanguage ?? 'en',
              ...(invitedEmail === undefined ? {} : { joining_team: true }),
            },
          },
        }),
      );
      // With e-mail confirmation on there is no auth session yet: the person must open the mail.
      if (signedUp && !signedUp.data.session) setConfirmTo(email);
    },
  );

  if (confirmTo) {
    return (
      <MailSentAlert testId="sign-up-confirm" title={t('signUp.checkEmailTitle')}>
        {t('signUp.checkEmail', { email: confirmTo })}
      </MailSentAlert>
    );
  }

  return (
    <AuthForm
      {...form}
      testId="sign-up-form"
      submitLabel={t('signUp.submit')}
      footer={<p className="text-center text-xs text-muted-foreground">{t('signUp.terms')}</p>}
    >
      <EmailField field={fields.email} />
      <PasswordField
        field={fields.password}
        label={t('fields.password')}
        autoComplete="new-password"
        description={t('signUp.passwordHint')}
      />
    </AuthForm>
  );
}
