import { useQuery } from '@rocicorp/zero/react';
import { ClipboardList, ClipboardPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newId } from '@core/domain/ids';
import type { DocumentLanguage } from '@core/domain/invoice';
import { questionnaireTemplate } from '@core/domain/questionnaire';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { LanguageSelect } from '../../components/language-select';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { languageNames } from '../../lib/languages';
import { TemplateListCard } from '../../components/template-list-card';

/** A questionnaire's builder (features/questionnaires/), which no feature may import. */
const builderPath = (id: string) => `/app/settings/questionnaires/${encodeURIComponent(id)}`;

/** The studio's questionnaires, each opening its builder, and a new one. */
export function QuestionnairesCard() {
  const { t } = useTranslation('questionnaireAdmin');
  const { account } = useAccount();
  const [questionnaires] = useQuery(queries.questionnaires.list({ accountId: account.id }));
  return (
    <TemplateListCard
      testId="questionnaire-templates"
      namespace="questionnaireAdmin"
      icons={{ item: ClipboardList, new: ClipboardPlus }}
      items={questionnaires.map((questionnaire) => ({
        id: questionnaire.id,
        name: questionnaire.title,
        to: builderPath(questionnaire.id),
        meta: `${languageNames[questionnaire.language]} · ${t('templates.questionCount', { count: questionnaire.fields.length })}`,
      }))}
      newDialogTestId="new-questionnaire-dialog"
      newForm={<NewQuestionnaireForm />}
    />
  );
}

function NewQuestionnaireForm() {
  const { t } = useTranslation('questionnaireAdmin');
  const { account } = useAccount();
  const { locale } = useStudioFormat();
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const message = useValidationMessage();
  const [language, setLanguage] = useState<DocumentLanguage>(locale);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = questionnaireTemplate.shape.title.safeParse(title);
    if (!parsed.success) return setTitleError(message(parsed.error.issues[0]?.message));
    setTitleError(undefined);
    setPending(true);
    setError(undefined);
    const id = newId();
    const create = { id, accountId: account.id, title: parsed.data, language, intro: '', fields: [] };
    const outcome = await mutate(mutators.questionnaire.create(create), { awaitServer: true });
    setPending(false);
    if (!outcome.ok) setError(outcome.message);
    else void navigate(builderPath(id));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <Field label={t('builder.title')} error={titleError}>
        {(field) => (
          <Input {...field} value={title} autoComplete="off" onChange={(event) => setTitle(event.target.value)} />
        )}
      </Field>
      <Field label={t('builder.language')} description={t('builder.languageHint')}>
        {(field) => <LanguageSelect {...field} value={language} onChange={setLanguage} />}
      </Field>
      <DialogFormFooter error={error} pending={pending} submitLabel={t('templates.create')} />
    </form>
  );
}
