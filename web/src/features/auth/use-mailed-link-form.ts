import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { emailForm, type EmailForm } from './auth-schemas';
import { useAuthRequest } from './use-auth-request';

/**
 * The one-field form that has Supabase Auth e-mail a link (a magic link, a password reset):
 * `send` asks for the link for the address typed. Once the server has accepted, `sentTo` is
 * that address, for the form to say where to look.
 */
export function useMailedLinkForm(send: (email: string) => Promise<{ error: unknown }>) {
  const message = useValidationMessage();
  const { error, request } = useAuthRequest();
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailForm>, unknown, EmailForm>({
    resolver: zodResolver(emailForm),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await request(() => send(email))) setSentTo(email);
  });

  return {
    emailField: register('email'),
    emailError: message(errors.email?.message),
    isSubmitting,
    onSubmit,
    error,
    sentTo,
  };
}
