import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAuth } from '../../hooks/use-auth';
import { supabase } from '../../lib/supabase';
import { AuthForm } from './auth-form';
import { emailForm } from './auth-schemas';
import { MailSentAlert } from './mail-sent-alert';
import { useAuthForm } from './use-auth-form';

/**
 * Changing the sign-in address: Supabase Auth mails a link to the new one, and the address
 * changes only once that link is followed (back to this page). Until then the old one signs in.
 */
export function EmailChangeCard() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const [sentTo, setSentTo] = useState<string>();
  const pending = sentTo ?? user?.new_email;
  const { fields, form } = useAuthForm(emailForm, { email: '' }, async ({ email }, request) => {
    const redirect = `${window.location.origin}/app/account`;
    if (await request(() => supabase.auth.updateUser({ email }, { emailRedirectTo: redirect }))) setSentTo(email);
  });
  return (
    <Card data-testid="email-change-card">
      <CardHeader>
        <CardTitle>{t('account.email.title')}</CardTitle>
        <CardDescription>{t('account.email.current', { email: user?.email ?? '' })}</CardDescription>
      </CardHeader>
      <CardContent>
        <AuthForm
          {...form}
          testId="email-change-form"
          submitLabel={t('account.email.submit')}
          notice={
            pending && (
              <MailSentAlert testId="email-change-sent" title={t('account.email.sentTitle')}>
                {t('account.email.sent', { email: pending })}
              </MailSentAlert>
            )
          }
        >
          <Field label={t('account.email.new')} error={fields.email.error}>
            {(control) => <Input {...control} {...fields.email.input} type="email" autoComplete="email" />}
          </Field>
        </AuthForm>
      </CardContent>
    </Card>
  );
}
