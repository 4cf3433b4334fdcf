// What follows each booking of a session type: the questionnaire its client is sent, the
// workflow its session follows, and the price list its gallery sells from. Each is one of the
// studio's, or none.
import { useQuery } from '@rocicorp/zero/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { queries } from '@core/zero/queries';
import { Options } from '../../components/options';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';

type RowSelectProps = {
  label: string;
  hint: string;
  none: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
  testId: string;
};

function RowSelect({ label, hint, none, options, registration, error, testId }: RowSelectProps) {
  return (
    <Field label={label} description={hint} error={error}>
      {(control) => (
        <NativeSelect {...control} {...registration} data-testid={testId}>
          <Options options={options} none={none} />
        </NativeSelect>
      )}
    </Field>
  );
}

type SelectProps<Name extends string> = { registration: UseFormRegisterReturn<Name>; error: string | undefined };

/** The questionnaire a booking of the type sends its client. */
export function QuestionnaireSelect(props: SelectProps<'questionnaireId'>) {
  const { t } = useTranslation('sessionTypes');
  const { account } = useAccount();
  const [questionnaires] = useQuery(queries.questionnaires.list({ accountId: account.id }));
  return (
    <RowSelect
      {...props}
      label={t('fields.questionnaire')}
      hint={t('form.questionnaireHint')}
      none={t('form.noQuestionnaire')}
      options={questionnaires.map(({ id, title }) => ({ value: id, label: title }))}
      testId="session-type-questionnaire"
    />
  );
}

/** The workflow the type's sessions follow (Settings → Workflows). */
export function WorkflowSelect(props: SelectProps<'workflowId'>) {
  const { t } = useTranslation('sessionTypes');
  const { account } = useAccount();
  const [workflows] = useQuery(queries.workflows.list({ accountId: account.id }));
  return (
    <RowSelect
      {...props}
      label={t('fields.workflow')}
      hint={t('form.workflowHint')}
      none={t('form.noWorkflow')}
      options={workflows.map(({ id, name }) => ({ value: id, label: name }))}
      testId="session-type-workflow"
    />
  );
}

/** The price list a gallery made for a session of the type sells from (Settings → Shop). */
export function PriceListSelect(props: SelectProps<'priceListId'>) {
  const { t } = useTranslation('sessionTypes');
  const { account } = useAccount();
  const [lists] = useQuery(queries.priceLists.list({ accountId: account.id }));
  return (
    <RowSelect
      {...props}
      label={t('package.priceList')}
      hint={t('package.priceListHint')}
      none={t('package.noPriceList')}
      options={lists.map(({ id, name }) => ({ value: id, label: name }))}
      testId="session-type-price-list"
    />
  );
}
