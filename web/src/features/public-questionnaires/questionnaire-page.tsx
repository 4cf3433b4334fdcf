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
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, type FieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
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
          <SentAnswers fields={questionnaire.fields} answers={answers} />
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
            label={
              <>
                {field.label}
                {field.required && (
                  <span className="text-destructive" aria-label={t('public.required')}>
                    {' '}
                    *
                  </span>
                )}
              </>
            }
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

type AnswerControlProps = {
  field: QuestionnaireField;
  value: AnswerValue | undefined;
  disabled: boolean;
  control: FieldControlProps;
  onChange: (value: AnswerValue | undefined) => void;
};

/** The control each kind of question is answered with. */
function AnswerControl({ field, value, disabled, control, onChange }: AnswerControlProps) {
  const { t } = useTranslation('questionnaires');
  switch (field.kind) {
    case 'short':
    case 'date':
      return (
        <Input
          {...control}
          type={field.kind === 'date' ? 'date' : 'text'}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'long':
      return (
        <Textarea
          {...control}
          rows={4}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          value={typeof value === 'number' ? value : ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.valueAsNumber)}
        />
      );
    case 'choice':
    case 'yesno': {
      const options =
        field.kind === 'yesno'
          ? [
              { key: 'yes', label: t('answer.yes'), answer: true },
              { key: 'no', label: t('answer.no'), answer: false },
            ]
          : (field.options ?? []).map((option) => ({ key: option, label: option, answer: option }));
      const chosen = options.find((option) => option.answer === value)?.key ?? '';
      return (
        <RadioGroup
          id={control.id}
          aria-describedby={control['aria-describedby']}
          value={chosen}
          disabled={disabled}
          onValueChange={(key) => onChange(options.find((option) => option.key === key)?.answer)}
        >
          {options.map((option) => (
            <RadioCard key={option.key} value={option.key} label={option.label} />
          ))}
        </RadioGroup>
      );
    }
    case 'multi': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div id={control.id} aria-describedby={control['aria-describedby']} className="grid gap-2" role="group">
          {(field.options ?? []).map((option) => (
            <label key={option} className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2.5 shadow-xs">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.includes(option)}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    // Kept in the form's order, whatever order they were ticked in.
                    (field.options ?? []).filter((o) => (o === option ? event.target.checked : chosen.includes(o))),
                  )
                }
              />
              {option}
            </label>
          ))}
        </div>
      );
    }
  }
}

/** What the client sent, read-only. */
function SentAnswers({ fields, answers }: { fields: QuestionnaireField[]; answers: Answers }) {
  const { t } = useTranslation('questionnaires');
  const shown = (value: AnswerValue | undefined) => {
    if (value === undefined || !isAnswered(value)) return t('public.unanswered');
    if (typeof value === 'boolean') return value ? t('answer.yes') : t('answer.no');
    return Array.isArray(value) ? value.join(', ') : String(value);
  };
  return (
    <dl className="grid gap-5" data-testid="questionnaire-answers">
      {fields.map((field) => (
        <div key={field.id} className="grid gap-1">
          <dt className="text-sm font-medium">{field.label}</dt>
          <dd className="whitespace-pre-line text-muted-foreground">{shown(answers[field.id])}</dd>
        </div>
      ))}
    </dl>
  );
}
