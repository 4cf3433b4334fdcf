import { ExternalLink } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { slugInput } from '@core/domain/account';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useCan } from '../../hooks/use-role';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { setAccountSlug } from '../../lib/accounts';
import { ApiError } from '../../lib/api';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';
import { useSlugAvailability, type SlugAvailability } from './use-slug-availability';

// The API's own rule (core/domain/account.ts), checked here first so mistakes show while typing;
// the server still has the final word (400 invalid_input, 409 slug_taken or slug_on_hold).
const publicAddressForm = slugInput;

/** The field's answer from the server, shown under the input rather than as a general error. */
function isSlugError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === 'slug_taken' || error.code === 'slug_on_hold' || error.code === 'invalid_input')
  );
}

/** The studio's address, /p/{slug}: it names the studio itself, so only its owners change it. */
export function PublicAddressForm() {
  const { t } = useTranslation('settings');
  const { account, replaceAccount } = useAccount();
  const canOwn = useCan('own');
  const api = useApi();
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const { form, card } = useSettingForm({
    schema: publicAddressForm,
    values: { slug: account.slug ?? '' },
    submit: async ({ slug }) => {
      try {
        const updated = await setAccountSlug(api, account.id, slug);
        replaceAccount(updated);
        return { slug: updated.slug ?? '' };
      } catch (caught) {
        if (!isSlugError(caught)) throw caught;
        form.setError('slug', { type: 'server', message: apiErrorMessage(caught) });
        return undefined;
      }
    },
    savedMessage: t('address.saved'),
  });
  const { errors } = form.formState;

  const availability = useSlugAvailability(useWatch({ control: form.control, name: 'slug' }));

  // Server messages are already translated; schema messages are validation keys.
  const slugError = errors.slug?.type === 'server' ? errors.slug.message : message(errors.slug?.message);
  // Once the field shows an error of its own (after Save), that says why; the line stays quiet.
  const status = slugError === undefined ? availability : undefined;

  return (
    <SettingsFormCard
      title={t('address.title')}
      description={t('address.description')}
      testId="public-address-form"
      {...card}
      lockedNote={canOwn ? undefined : t('address.ownerOnly')}
      footerStart={
        account.slug ? (
          <Button asChild variant="link" className="h-auto px-0">
            <Link to={`/p/${account.slug}`} target="_blank" rel="noreferrer">
              {t('address.open')}
              <ExternalLink aria-hidden="true" />
            </Link>
          </Button>
        ) : undefined
      }
    >
      <Field label={t('address.label')} error={slugError} description={t('address.hint')}>
        {(control) => (
          <div className="flex items-center rounded-md border border-input bg-card shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/40 dark:bg-input/20">
            <span className="pl-3 text-sm text-muted-foreground select-none" aria-hidden="true">
              /p/
            </span>
            <Input
              {...control}
              {...form.register('slug')}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
              className="border-0 bg-transparent pl-1 shadow-none focus-visible:ring-0 dark:bg-transparent"
            />
          </div>
        )}
      </Field>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="slug-status">
        {status?.state === 'available' ? (
          <>
            {t('address.preview')}{' '}
            <span className="font-medium break-all text-foreground" data-testid="slug-preview">
              {`${window.location.origin}/p/${status.slug}`}
            </span>
            {account.slug && status.slug !== account.slug && (
              <span className="mt-2 block" data-testid="slug-redirect-note">
                {t('address.redirectNote', { old: account.slug })}
              </span>
            )}
          </>
        ) : (
          status && <SlugProblem availability={status} />
        )}
      </p>
    </SettingsFormCard>
  );
}

/** Why the typed address has no preview. */
function SlugProblem({ availability }: { availability: Exclude<SlugAvailability, { state: 'available' }> }) {
  const { t } = useTranslation('settings');
  const message = useValidationMessage();
  switch (availability.state) {
    case 'empty':
      return t('address.empty');
    case 'checking':
      return t('address.checking');
    case 'unknown':
      return t('address.checkFailed');
    case 'taken':
      return <span className="text-destructive">{t('address.taken')}</span>;
    case 'invalid':
      return <span className="text-destructive">{message(availability.reason)}</span>;
  }
}
