import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SlugMissingText } from './slug-missing-text';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { ApiError } from '../../lib/api';
import { publicGalleryPath } from '../../lib/gallery-links';

const inviteForm = z.object({ email: z.string().trim().min(1, 'required').email('email').max(320, 'tooLong') });
type InviteInput = z.input<typeof inviteForm>;
type InviteOutput = z.output<typeof inviteForm>;

// The invite row itself arrives through Zero; only the call's outcome matters here.
const inviteResponse = z.object({ invite: z.object({ id: z.string() }) });

type Failure = 'slugMissing' | 'failed';

/** Invites one client by e-mail: the mail links to the gallery through a personal invite. */
export function InviteForm({ galleryId }: { galleryId: string }) {
  const { t, i18n } = useTranslation('galleries');
  const { account } = useAccount();
  const api = useApi();
  const message = useValidationMessage();
  const [failure, setFailure] = useState<Failure>();
  const offline = useWriteBlock('api');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteInput, unknown, InviteOutput>({ resolver: zodResolver(inviteForm), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    const slug = account.slug;
    if (!slug) {
      setFailure('slugMissing');
      return;
    }
    try {
      await api.post(
        '/api/auth/invite',
        {
          email,
          data: { galleryId, accountSlug: slug, locale: i18n.resolvedLanguage ?? 'en' },
          redirectTo: `${window.location.origin}${publicGalleryPath(slug, galleryId)}`,
        },
        inviteResponse,
      );
      reset({ email: '' });
      toast.success(t('invites.sent', { email }));
    } catch (error) {
      setFailure(error instanceof ApiError && error.code === 'slug_missing' ? 'slugMissing' : 'failed');
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3" data-testid="invite-form">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field label={t('invites.email')} error={message(errors.email?.message)} className="flex-1">
          {(control) => (
            <Input
              {...control}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder={t('invites.emailPlaceholder')}
            />
          )}
        </Field>
        <Button type="submit" disabled={isSubmitting || offline !== undefined} className="sm:mt-[1.375rem]">
          {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
          {t('invites.send')}
        </Button>
      </div>
      <WritesOffNotice reason={offline} />
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            {failure === 'slugMissing' ? (
              <p>
                <SlugMissingText linkClassName="font-medium underline underline-offset-4" />
              </p>
            ) : (
              <p>{t('invites.failed')}</p>
            )}
          </AlertDescription>
        </Alert>
      )}
    </form>
  );
}
