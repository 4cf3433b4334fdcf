import { useQuery } from '@rocicorp/zero/react';
import type { Row } from '@rocicorp/zero';
import { ChevronDown, ClipboardList, Send } from 'lucide-react';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAnswered, type ResponseStatus } from '@core/domain/questionnaire-answers';
import { answerText } from '@core/domain/questionnaire-answer-text';
import { queries } from '@core/zero/queries';
import type { schema } from '@core/zero/schema';
import { ClientLink } from '../../components/client-link';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog } from '../../components/form-dialog';
import { Options } from '../../components/options';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { renewQuestionnaireLink, revokeQuestionnaireLink, sendQuestionnaire } from './questionnaire-api';

type Response = Row<typeof schema.tables.questionnaireResponses>;

/** Settings → Questionnaires (the settings feature's route). */
const QUESTIONNAIRE_SETTINGS_PATH = '/app/settings/questionnaires';

/** A session's questionnaires, oldest first, and a new one sent for it. */
export function SessionQuestionnaires({ session }: { session: { id: string; customerId: string } }) {
  const { account } = useAccount();
  const [responses] = useQuery(
    queries.questionnaireResponses.bySession({ accountId: account.id, sessionId: session.id }),
  );
  return <QuestionnairesSection responses={responses} to={{ customerId: session.customerId, sessionId: session.id }} />;
}

/** A customer's questionnaires, latest first, and a new one sent to them. */
export function CustomerQuestionnaires({ customerId }: { customerId: string }) {
  const { account } = useAccount();
  const [responses] = useQuery(queries.questionnaireResponses.byCustomer({ accountId: account.id, customerId }));
  return <QuestionnairesSection responses={responses} to={{ customerId }} headingClassName="text-lg font-semibold" />;
}

type Recipient = { customerId: string; sessionId?: string };

type QuestionnairesSectionProps = {
  responses: readonly Response[];
  to: Recipient;
  headingClassName?: string;
};

function QuestionnairesSection({
  responses,
  to,
  headingClassName = 'text-sm font-semibold',
}: QuestionnairesSectionProps) {
  const { t } = useTranslation('questionnaireAdmin');
  const headingId = useId();
  const blocked = useWriteBlock('api');
  const [choosing, setChoosing] = useState(false);
  // One questionnaire open at a time, with the link just made when it was just sent.
  const [open, setOpen] = useState<{ id: string; path?: string }>();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="questionnaires-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className={headingClassName}>
          {t('section.title')}
        </h3>
        <Button size="sm" variant="outline" disabled={blocked !== undefined} onClick={() => setChoosing(true)}>
          <Send aria-hidden="true" />
          {t('section.send')}
        </Button>
      </div>
      {responses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('section.empty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="questionnaire-list">
          {responses.map((response) => (
            <ResponseItem
              key={response.id}
              response={response}
              open={open?.id === response.id}
              sentPath={open?.id === response.id ? open.path : undefined}
              onToggle={() => setOpen((current) => (current?.id === response.id ? undefined : { id: response.id }))}
            />
          ))}
        </ul>
      )}
      <FormDialog
        open={choosing}
        onOpenChange={setChoosing}
        title={t('section.sendTitle')}
        description={t('section.sendDescription')}
        testId="send-questionnaire-dialog"
      >
        <SendForm
          to={to}
          onSent={(sent) => {
            setChoosing(false);
            setOpen(sent);
          }}
        />
      </FormDialog>
    </section>
  );
}

const statusVariants = {
  sent: 'secondary',
  started: 'warning',
  submitted: 'success',
} as const satisfies Record<ResponseStatus, ComponentProps<typeof Badge>['variant']>;

type ResponseItemProps = { response: Response; open: boolean; sentPath: string | undefined; onToggle: () => void };

function ResponseItem({ response, open, sentPath, onToggle }: ResponseItemProps) {
  const { t } = useTranslation('questionnaireAdmin');
  const format = useStudioFormat();
  const { account } = useAccount();
  const api = useApi();
  const when = response.submittedAt ?? response.sentAt;
  return (
    <li className="grid gap-3 px-3 py-2 text-sm" data-testid="questionnaire-item">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ClipboardList className="size-4 text-muted-foreground" aria-hidden="true" />
        <button
          type="button"
          className="inline-flex items-center gap-1 font-medium hover:underline"
          aria-expanded={open}
          onClick={onToggle}
        >
          {response.title}
          <ChevronDown className={open ? 'size-4 rotate-180' : 'size-4'} aria-hidden="true" />
        </button>
        <Badge variant={statusVariants[response.status]} data-testid="questionnaire-status">
          {t(`status.${response.status}`)}
        </Badge>
        <span className="ml-auto text-muted-foreground">
          {t(response.submittedAt ? 'section.submittedOn' : 'section.sentOn', { date: format.date(when, 'date') })}
        </span>
      </div>
      {open && (
        <div className="grid gap-3 pb-2">
          <ResponseAnswers response={response} />
          <ClientLink
            readyText={t('section.linkReady')}
            renew={() => renewQuestionnaireLink(api, account.id, response.id)}
            revoke={() => revokeQuestionnaireLink(api, account.id, response.id)}
            initialPath={sentPath}
          />
        </div>
      )}
    </li>
  );
}

/** The client's answers as they wrote them, read-only: those still being typed are marked so. */
function ResponseAnswers({ response }: { response: Response }) {
  const { t } = useTranslation(['questionnaireAdmin', 'questionnaires']);
  const { locale } = useStudioFormat();
  const words = { yes: t('questionnaires:answer.yes'), no: t('questionnaires:answer.no') };
  if (response.status === 'sent') return <p className="text-muted-foreground">{t('section.notStarted')}</p>;
  return (
    <div className="grid gap-2">
      {response.status === 'started' && <p className="text-muted-foreground">{t('section.inProgress')}</p>}
      <dl className="grid gap-3" data-testid="questionnaire-answers">
        {response.fields.map((field) => {
          const value = response.answers[field.id];
          return (
            <div key={field.id} className="grid gap-0.5">
              <dt className="font-medium">{field.label}</dt>
              <dd className="whitespace-pre-line text-muted-foreground">
                {value !== undefined && isAnswered(value)
                  ? answerText(field, value, locale, words)
                  : t('section.unanswered')}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

function SendForm({ to, onSent }: { to: Recipient; onSent: (sent: { id: string; path: string }) => void }) {
  const { t } = useTranslation('questionnaireAdmin');
  const { account } = useAccount();
  const api = useApi();
  const errorMessage = useApiErrorMessage();
  const [questionnaires] = useQuery(queries.questionnaires.list({ accountId: account.id }));
  const [chosen, setChosen] = useState<string>();
  const questionnaireId = chosen ?? questionnaires[0]?.id ?? '';
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!questionnaireId) return setError(t('section.chooseOne'));
    setPending(true);
    setError(undefined);
    try {
      const sent = await sendQuestionnaire(api, account.id, questionnaireId, to);
      onSent({ id: sent.response.id, path: sent.path });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <Field label={t('section.questionnaire')}>
        {(field) => (
          <NativeSelect {...field} value={questionnaireId} onChange={(event) => setChosen(event.target.value)}>
            <Options options={questionnaires.map(({ id, title }) => ({ value: id, label: title }))} />
          </NativeSelect>
        )}
      </Field>
      {questionnaires.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t('section.noQuestionnaires')}{' '}
          <Link to={QUESTIONNAIRE_SETTINGS_PATH} className="font-medium underline underline-offset-4">
            {t('section.openSettings')}
          </Link>
        </p>
      )}
      <DialogFormFooter error={error} pending={pending} submitLabel={t('section.sendSubmit')} />
    </form>
  );
}
