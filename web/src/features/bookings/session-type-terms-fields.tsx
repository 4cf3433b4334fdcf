import { useQuery } from '@rocicorp/zero/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { queries } from '@core/zero/queries';
import { FormSelect } from '../../components/form-select';
import { NumberField } from '../../components/number-field';
import { namedOptions, Options } from '../../components/options';
import { Field } from '../../components/ui/field';
import { useAccount } from '../../hooks/use-account';
import { useValidationMessage } from '../../hooks/use-validation-message';
import type { SessionTypeFormInput, SessionTypeFormOutput } from './session-type-form';

/** "Sign and pay to confirm": what an online booking of the type asks before it holds its slot. */
export function SessionTypeTermsFields({
  form,
}: {
  form: UseFormReturn<SessionTypeFormInput, unknown, SessionTypeFormOutput>;
}) {
  const { t } = useTranslation('sessionTypes');
  const { account } = useAccount();
  const message = useValidationMessage();
  const [templates] = useQuery(queries.contracts.templates({ accountId: account.id }));
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-testid="session-type-terms">
      <legend className="px-1 text-sm font-medium">{t('terms.title')}</legend>
      <p className="text-sm text-muted-foreground">{t('terms.hint')}</p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('fields.contractTemplate')}>
          {(field) => (
            <FormSelect {...field} control={form.control} name="contractTemplateId">
              <Options options={namedOptions(templates)} none={t('terms.noContract')} />
            </FormSelect>
          )}
        </Field>
        <NumberField
          label={t('fields.depositPercent')}
          description={t('terms.depositHint')}
          error={message(form.formState.errors.depositPercent?.message)}
          {...form.register('depositPercent')}
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
        />
      </div>
    </fieldset>
  );
}
