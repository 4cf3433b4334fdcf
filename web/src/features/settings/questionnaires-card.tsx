import { useQuery } from '@rocicorp/zero/react';
import { ClipboardList, ClipboardPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { newId } from '@core/domain/ids';
import type { DocumentLanguage } from '@core/domain/invoice';
import { questionnaireTemplate } from '@core/domain/questionnaire';
import { mutators } from '@core/zero/mutators';
import { queries } from '@core/zero/queries';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog } from '../../components/form-dialog';
import { LanguageSelect } from '../../components/language-select';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { languageNames } from '../../lib/languages';

/** A questionnaire's builder (features/questionnaires/), which no feature may import. */
const builderPath = (id: string) => `/app/settings/questionnaires/${encodeURIComponent(id)}`;

/** The studio's questionnaires, each opening its builder, and a new one. */
export function QuestionnairesCard() {
  const { t } = useTranslation('questionnaireAdmin');
  const { account } = useAccount();
  const writesOff = useWriteBlock('sync');
  const [questionnaires] = useQuery(queries.questionnaires.list({ accountId: account.id }));
  const [creating, setCreating] = useState(false);
  return (
    <Card data-testid="questionnaire-templates">
      <CardHeader>
        <CardTitle>{t('templates.title')}</CardTitle>
        <CardDescription>{t('templates.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {questionnaires.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('templates.empty')}</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {questionnaires.map((questionnaire) => (
              <li key={questionnaire.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <ClipboardList className="size-4 text-muted-foreground" aria-hidden="true" />
                <Link to={builderPath(questionnaire.id)} className="font-medium hover:underline">
                  {questionnaire.title}
                </Link>
                <span className="ml-auto text-muted-foreground">
                  {languageNames[questionnaire.language]} ·{' '}
                  {t('templates.questionCount', { count: questionnaire.fields.length })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="outline"
          className="w-fit"
          disabled={writesOff !== undefined}
          onClick={() => setCreating(true)}
        >
          <ClipboardPlus aria-hidden="true" />
          {t('templates.new')}
        </Button>
      </CardContent>
      <FormDialog
        open={creating}
        onOpenChange={setCreating}
        title={t('templates.newTitle')}
        description={t('templates.newDescription')}
        testId="new-questionnaire-dialog"
      >
        <NewQuestionnaireForm />
      </FormDialog>
    </Card>
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
