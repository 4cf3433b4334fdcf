import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { TEAM_INVITATION_DAYS } from '@core/domain/roles';
import { roleSchema, type TeamInvitationRequest } from '@core/domain/team-requests';
import { FormError } from '../../components/form-error';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { ApiError } from '../../lib/api';
import { isLanguage } from '../../lib/languages';
import { RoleSelect } from './role-select';

const inviteForm = z.object({
  email: z.string().trim().min(1, 'required').email('email').max(320, 'tooLong'),
  role: roleSchema,
});
type InviteInput = z.input<typeof inviteForm>;
type InviteOutput = z.output<typeof inviteForm>;

/**
 * Invites someone to the team by e-mail, as the role chosen, with a line saying what that role
 * may do. The mail is written in the inviter's language.
 */
export function TeamInviteForm({ onInvite }: { onInvite: (request: TeamInvitationRequest) => Promise<void> }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const offline = useWriteBlock('api');
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteForm),
    // The least trusted role unless the owner asks for more.
    defaultValues: { email: '', role: 'assistant' },
  });
  const role = useWatch({ control, name: 'role' });

  const submit = handleSubmit(async ({ email, role: chosen }) => {
    setFailure(undefined);
    const language = i18n.resolvedLanguage;
    try {
      await onInvite({ email, role: chosen, ...(isLanguage(language) ? { locale: language } : {}) });
      reset({ email: '', role: chosen });
      toast.success(t('team.invite.sent', { email, count: TEAM_INVITATION_DAYS }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_member') {
        setError('email', { type: 'server', message: apiErrorMessage(error) });
      } else {
        setFailure(apiErrorMessage(error));
      }
    }
  });

  // Server messages are already translated; schema messages are validation keys.
  const emailError = errors.email?.type === 'server' ? errors.email.message : message(errors.email?.message);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3" data-testid="team-invite-form">
      <h3 className="text-sm font-semibold">{t('team.invite.title')}</h3>
      <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field label={t('team.invite.email')} error={emailError}>
          {(field) => (
            <Input
              {...field}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder={t('team.invite.emailPlaceholder')}
            />
          )}
        </Field>
        <Field label={t('team.invite.role')}>{(field) => <RoleSelect {...field} {...register('role')} />}</Field>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="team-invite-role-hint">
        {t(`common:account.roleHint.${role}`)}
      </p>
      <WritesOffNotice reason={offline} />
      <FormError error={failure} />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting || offline !== undefined}>
        {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
        {t('team.invite.send')}
      </Button>
    </form>
  );
}
