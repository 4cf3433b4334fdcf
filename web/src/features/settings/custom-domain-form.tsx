import { BadgeCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { customDomain, type CustomDomainView } from '@core/domain/custom-domain';
import { FormError } from '../../components/form-error';
import { CopyField } from '../../components/copy-field';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { claimCustomDomain, verifyCustomDomain } from '../../lib/accounts';
import { ApiError } from '../../lib/api';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';

// The API's own rule (core/domain/custom-domain.ts); a domain another studio has proven is its 409 domain_taken.
const customDomainForm = z.object({ customDomain });

/**
 * The studio's own domain, where its public site is served at `/` once the studio has proven the
 * domain is its own: a saved domain waits for a DNS TXT record with the claim's token, which the
 * photographer adds at their DNS host and then has checked.
 */
export function CustomDomainForm() {
  const { t } = useTranslation('settings');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const claim = account.customDomain;
  const { form, card } = useSettingForm({
    schema: customDomainForm,
    values: { customDomain: claim?.hostname ?? '' },
    submit: async ({ customDomain: hostname }) => {
      try {
        const updated = await claimCustomDomain(api, account.id, hostname);
        replaceAccount(updated);
        return { customDomain: updated.customDomain?.hostname ?? '' };
      } catch (caught) {
        if (!(caught instanceof ApiError && caught.code === 'domain_taken')) throw caught;
        form.setError('customDomain', { type: 'server', message: apiErrorMessage(caught) });
        return undefined;
      }
    },
    savedMessage: t('domain.saved'),
  });
  const { errors } = form.formState;
  const error =
    errors.customDomain?.type === 'server' ? errors.customDomain.message : message(errors.customDomain?.message);

  return (
    <SettingsFormCard
      title={t('domain.title')}
      description={t('domain.description')}
      testId="custom-domain-form"
      footerStart={claim && !claim.verified && !form.formState.isDirty ? <CheckNow /> : undefined}
      {...card}
    >
      <Field label={t('domain.label')} error={error} description={t('domain.hint')}>
        {(control) => (
          <Input
            {...control}
            {...form.register('customDomain')}
            placeholder="anna-lopez.photo"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            inputMode="url"
          />
        )}
      </Field>
      {claim && <ClaimState claim={claim} />}
    </SettingsFormCard>
  );
}

/** Whether the saved domain is proven, and while it is not, the DNS record that proves it. */
function ClaimState({ claim }: { claim: CustomDomainView }) {
  const { t } = useTranslation('settings');
  if (claim.verified) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm" data-testid="custom-domain-state">
        <BadgeCheck aria-hidden="true" className="size-4 text-primary" />
        {t('domain.verified', { hostname: claim.hostname })}
      </p>
    );
  }
  return (
    <div className="grid gap-3" data-testid="custom-domain-state">
      <p role="status" className="text-sm font-medium">
        {t('domain.pending', { hostname: claim.hostname })}
      </p>
      <p className="text-sm text-muted-foreground">{t('domain.instructions')}</p>
      <div className="grid gap-1">
        <span className="text-sm font-medium">{t('domain.recordName')}</span>
        <CopyField
          value={claim.record.name}
          label={t('domain.recordName')}
          copyLabel={t('domain.copy')}
          copiedLabel={t('domain.copied')}
        />
      </div>
      <div className="grid gap-1">
        <span className="text-sm font-medium">{t('domain.recordValue')}</span>
        <CopyField
          value={claim.record.value}
          label={t('domain.recordValue')}
          copyLabel={t('domain.copy')}
          copiedLabel={t('domain.copied')}
        />
      </div>
    </div>
  );
}

/** Asks the API to look for the record now; what it did not find is said beside the button. */
function CheckNow() {
  const { t } = useTranslation('settings');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const offline = useWriteBlock('api');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string>();

  const check = async () => {
    setChecking(true);
    setProblem(undefined);
    try {
      replaceAccount(await verifyCustomDomain(api, account.id));
      toast.success(t('domain.verifiedToast'));
    } catch (caught) {
      setProblem(apiErrorMessage(caught));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" disabled={checking || offline !== undefined} onClick={() => void check()}>
        {checking ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        {t('domain.check')}
      </Button>
      <FormError error={problem} />
    </div>
  );
}
