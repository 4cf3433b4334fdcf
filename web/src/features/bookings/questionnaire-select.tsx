import { useQuery } from '@rocicorp/zero/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { queries } from '@core/zero/queries';
import { Options } from '../../components/options';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';

type QuestionnaireSelectProps = {
  registration: UseFormRegisterReturn<'questionnaireId'>;
  error: string | undefined;
};

/** The questionnaire a booking of the type sends its client: none, or one of the studio's. */
export function QuestionnaireSelect({ registration, error }: QuestionnaireSelectProps) {
  const { t } = useTranslation('sessionTypes');
  const { account } = useAccount();
  const [questionnaires] = useQuery(queries.questionnaires.list({ accountId: account.id }));
  return (
    <Field label={t('fields.questionnaire')} description={t('form.questionnaireHint')} error={error}>
      {(control) => (
        <NativeSelect {...control} {...registration} data-testid="session-type-questionnaire">
          <Options
            options={questionnaires.map(({ id, title }) => ({ value: id, label: title }))}
            none={t('form.noQuestionnaire')}
          />
        </NativeSelect>
      )}
    </Field>
  );
}
