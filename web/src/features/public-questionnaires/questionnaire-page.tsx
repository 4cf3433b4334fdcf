import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isAnswered,
  missingAnswers,
  type AnswerValue,
  type Answers,
  type ClientQuestionnaire,
  type QuestionnaireField,
} from '@core/domain/questionnaire-answers';
import { answerText } from '@core/domain/questionnaire-answer-text';
import { AnswerControl, QuestionLabel } from '../../components/questionnaire-answer-control';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useHydrated } from '../../hooks/use-hydrated';
import { saveAnswers, submitAnswers } from './questionnaire-api';

// Long enough that a word typed is one save, short enough that leaving the page loses little.
const SAVE_AFTER_MS = 800;

type QuestionnairePageProps = { slug: string; token: string; questionnaire: ClientQuestionnaire };
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * /p/{slug}/questionnaire/{token}: the questionnaire a client was sent. What they type is saved
 * as they go, so they can leave and come back; once sent, the answers show read-only. Drawn by the
 * server (web/src/drawn/client-questionnaire.tsx), then taken over by React.
 */
export function QuestionnairePage({ slug, token, questionnaire }: QuestionnairePageProps) {
  const { t } = useTranslation('questionnaires');
  const [answers, setAnswers] = useState<Answers>(questionnaire.answers);
  const [submittedAt, setSubmittedAt] = useState(questionnaire.submittedAt);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8 px-5 py-10 sm:py-14" data-testid="client-questionnaire">
      <header className="grid gap-2">
        <h1 className="site-heading">{questionnaire.title}</h1>
        {questionnaire.intro && <p className="whitespace-pre-line text-muted-foreground">{questionnaire.intro}</p>}
      </header>
      {submittedAt === null ? (
        <AnswerForm
          slug={slug}
          token={token}
          fields={questionnaire.fields}
          answers={answers}
          onChange={setAnswers}
          onSubmitted={setSubmittedAt}
        />
      ) : (
        <>
          <Alert variant="success" data-testid="questionnaire-sent">
            <CircleCheck />
            <AlertTitle>
              {t('public.sent', {
                date: new Date(submittedAt).toLocaleDateString(questionnaire.language, { dateStyle: 'long' }),
              })}
            </AlertTitle>
            <AlertDescription>{t('public.sentHint')}</AlertDescription>
          </Alert>
          <SentAnswers fields={questionnaire.fields} answers={answers} language={questionnaire.language} />
        </>
      )}
    </div>
  );
}

type AnswerFormProps = {
  slug: string;
  token: string;
  fields: QuestionnaireField[];
  answers: Answers;
  onChange: (answers: Answers) => void;
  onSubmitted: (at: number) => void;
};

function AnswerForm({ slug, token, fields, answers, onChange, onSubmitted }: AnswerFormProps) {
  const { t } = useTranslation(['questionnaires', 'validation']);
  const errorMessage = useApiErrorMessage();
  // Drawn by the server, the controls wait for React: a change before then would be lost.
  const hydrated = useHydrated();
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [missing, setMissing] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(answers);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (id: string, value: AnswerValue | undefined) => {
    const next = { ...latest.current };
    if (value === undefined) delete next[id];
    else next[id] = value;
    latest.current = next;
    onChange(next);
    setMissing((ids) => ids.filter((missingId) => missingId !== id));
    clearTimeout(timer.current);
    setSaveState('saving');
    timer.current = setTimeout(() => {
      saveAnswers(slug, token, next)
        .then(() => setSaveState(latest.current === next ? 'saved' : 'saving'))
        .catch(() => setSaveState('failed'));
    }, SAVE_AFTER_MS);
  };

  const submit = async () => {
    setError(undefined);
    const unanswered = missingAnswers(fields, latest.current).map((field) => field.id);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      document.getElementById(`question-${unanswered[0]}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    clearTimeout(timer.current);
    setSending(true);
    try {
      onSubmitted(await submitAnswers(slug, token, latest.current));
    } catch (caught) {
      setError(errorMessage(caught));
      setSending(false);
    }
  };

  return (
    <form
      className="grid gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {fields.map((field) => (
        <div key={field.id} id={`question-${field.id}`}>
          <Field
            label={<QuestionLabel field={field} />}
            description={field.help}
            error={missing.includes(field.id) ? t('validation:required') : undefined}
          >
            {(control) => (
              <AnswerControl
                field={field}
                value={answers[field.id]}
                disabled={!hydrated || sending}
                control={control}
                onChange={(value) => change(field.id, value)}
              />
            )}
          </Field>
        </div>
      ))}
      {error && (
        <Alert variant="destructive" data-testid="questionnaire-error">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={!hydrated || sending}>
          {sending && <Spinner />}
          {t('public.send')}
        </Button>
        <p className="text-sm text-muted-foreground" role="status" data-testid="questionnaire-save-state">
          {saveState === 'idle' ? t('public.autosave') : t(`public.save.${saveState}`)}
        </p>
      </div>
    </form>
  );
}

/** What the client sent, read-only. */
function SentAnswers({
  fields,
  answers,
  language,
}: {
  fields: QuestionnaireField[];
  answers: Answers;
  language: string;
}) {
  const { t } = useTranslation('questionnaires');
  const words = { yes: t('answer.yes'), no: t('answer.no') };
  const shown = (field: QuestionnaireField, value: AnswerValue | undefined) =>
    value === undefined || !isAnswered(value) ? t('public.unanswered') : answerText(field, value, language, words);
  return (
    <dl className="grid gap-5" data-testid="questionnaire-answers">
      {fields.map((field) => (
        <div key={field.id} className="grid gap-1">
          <dt className="text-sm font-medium">{field.label}</dt>
          <dd className="whitespace-pre-line text-muted-foreground">{shown(field, answers[field.id])}</dd>
        </div>
      ))}
    </dl>
  );
}
