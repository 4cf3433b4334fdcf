import { useState } from 'react';
import { emailForm } from './auth-schemas';
import { useAuthForm } from './use-auth-form';

/**
 * The one-field form that has Supabase Auth e-mail a link (a magic link, a password reset):
 * `send` asks for the link for the address typed. Once the server has accepted, `sentTo` is
 * that address, for the form to say where to look.
 */
export function useMailedLinkForm(send: (email: string) => Promise<{ error: unknown }>) {
  const { field, handleSubmit, isSubmitting, error, request } = useAuthForm(emailForm, { email: '' });
  const [sentTo, setSentTo] = useState<string>();

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await request(() => send(email))) setSentTo(email);
  });

  return { email: field('email'), isSubmitting, onSubmit, error, sentTo };
}
