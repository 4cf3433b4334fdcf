import { useQuery } from '@rocicorp/zero/react';
import { RotateCcw, Send, SkipForward } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { queries } from '@core/zero/queries';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useStepChoices } from '../../hooks/use-step-choices';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { stepSummary } from '../../lib/step-summary';
import { sendSessionStep, skipSessionStep } from './session-step-api';
import { awaitedEvent, canSendNow, isUpcoming, type SessionStep } from './session-step-state';

/** Settings → Workflows (the settings feature's route). */
const WORKFLOW_SETTINGS_PATH = '/app/settings/workflows';

/** What a step's badge says: its status, or how its mail or its tries went. */
type StepBadge = SessionStep['status'] | 'bounced' | 'retrying';

const badgeVariants = {
  pending: 'outline',
  scheduled: 'secondary',
  retrying: 'warning',
  done: 'success',
  bounced: 'destructive',
  failed: 'destructive',
  skipped: 'outline',
  cancelled: 'outline',
} as const satisfies Record<StepBadge, ComponentProps<typeof Badge>['variant']>;

function badgeOf(step: SessionStep): StepBadge {
  if (step.bouncedAt) return 'bounced';
  if (step.status === 'scheduled' && step.attempts > 0) return 'retrying';
  return step.status;
}

/** A session's workflow: the steps to come with their dates, and what was done, with its delivery. */
export function SessionWorkflow({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('workflows');
  const { account } = useAccount();
  const headingId = useId();
  const [steps] = useQuery(queries.sessionSteps.bySession({ accountId: account.id, sessionId }));
  const upcoming = steps.filter(isUpcoming);
  const happened = steps.filter((step) => !isUpcoming(step));
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="workflow-section">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('session.title')}
      </h3>
      {steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('session.empty')}{' '}
          <Link to={WORKFLOW_SETTINGS_PATH} className="font-medium underline underline-offset-4">
            {t('session.openSettings')}
          </Link>
        </p>
      ) : (
        <>
          <StepList heading={t('session.upcoming')} steps={upcoming} all={steps} testId="upcoming-steps" />
          <StepList heading={t('session.done')} steps={happened} all={steps} testId="finished-steps" />
        </>
      )}
    </section>
  );
}

type StepListProps = { heading: string; steps: readonly SessionStep[]; all: readonly SessionStep[]; testId: string };

function StepList({ heading, steps, all, testId }: StepListProps) {
  if (steps.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-xs font-medium text-muted-foreground uppercase">{heading}</h4>
      <ul className="divide-y rounded-lg border" data-testid={testId}>
        {steps.map((step) => (
          <StepItem key={step.id} step={step} all={all} />
        ))}
      </ul>
    </div>
  );
}

function StepItem({ step, all }: { step: SessionStep; all: readonly SessionStep[] }) {
  const { t } = useTranslation('workflows');
  const format = useStudioFormat();
  const { names } = useStepChoices();
  const summary = stepSummary(step, names, t, format.locale);
  const badge = badgeOf(step);
  return (
    <li className="grid gap-1 px-3 py-2 text-sm" data-testid="session-step">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium" data-testid="session-step-summary">
          {summary}
        </span>
        <Badge variant={badgeVariants[badge]} data-testid="session-step-status">
          {t(`status.${badge}`)}
        </Badge>
        {step.late && <Badge variant="warning">{t('session.late')}</Badge>}
      </div>
      <StepDetails step={step} all={all} />
      {canSendNow(step) && <StepActions step={step} summary={summary} />}
    </li>
  );
}

/** When it is due or was done, to whom its mail went, and why it failed or was not done. */
function StepDetails({ step, all }: { step: SessionStep; all: readonly SessionStep[] }) {
  const { t } = useTranslation('workflows');
  const format = useStudioFormat();
  const when = (ms: number | null) => (ms === null ? '' : format.date(ms, 'dateTime'));
  const reason = step.lastError ? reasonWords(step.lastError, t) : undefined;
  const lines: string[] = [];
  if (step.status === 'pending') lines.push(t('session.waitsFor', { what: t(`triggers.${awaitedEvent(step, all)}`) }));
  if (step.status === 'scheduled') lines.push(when(step.dueAt));
  if (step.status === 'scheduled' && step.attempts > 0) {
    lines.push(t('session.retrying', { count: step.attempts }));
    if (reason) lines.push(t('session.error', { error: reason }));
  }
  if (step.status === 'done') lines.push(t('session.doneAt', { date: when(step.doneAt) }));
  if (step.mailTo) lines.push(t('session.sentTo', { address: step.mailTo }));
  if (step.status === 'skipped') lines.push(t('session.skippedAt', { date: when(step.doneAt) }));
  if (step.status === 'failed') {
    lines.push(t('session.failedAt', { date: when(step.doneAt), count: step.attempts }));
    lines.push(t('session.error', { error: reason ?? t('reasons.unknown') }));
  }
  if (step.status === 'cancelled' && reason) lines.push(t('session.notDone', { reason }));
  return (
    <div className="grid gap-0.5 text-muted-foreground" data-testid="session-step-details">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </div>
  );
}

const REASONS = [
  'nothing_to_send',
  'client_without_email',
  'instalment_paid',
  'gallery_missing',
  'task_untitled',
] as const;

/** The runner's reason, in words; one it does not name in words reads as a general failure. */
function reasonWords(code: string, t: ReturnType<typeof useTranslation<'workflows'>>['t']): string {
  const known = REASONS.find((reason) => reason === code);
  return t(`reasons.${known ?? 'unknown'}`);
}

/** Skip a step to come, or do it now (again, once every try failed), after asking. */
function StepActions({ step, summary }: { step: SessionStep; summary: string }) {
  const { t } = useTranslation('workflows');
  const { account } = useAccount();
  const api = useApi();
  const errorMessage = useApiErrorMessage();
  const blocked = useWriteBlock('api') !== undefined;
  const [asking, setAsking] = useState<'skip' | 'send'>();
  const act = async (action: 'skip' | 'send') => {
    try {
      await (action === 'skip' ? skipSessionStep : sendSessionStep)(api, account.id, step.id);
      toast.success(t(action === 'skip' ? 'session.skipped' : 'session.sent'));
      return undefined;
    } catch (caught) {
      return errorMessage(caught);
    }
  };
  const failed = step.status === 'failed';
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {!failed && (
        <Button size="sm" variant="outline" disabled={blocked} onClick={() => setAsking('skip')}>
          <SkipForward aria-hidden="true" />
          {t('session.skip')}
        </Button>
      )}
      <Button size="sm" variant="outline" disabled={blocked} onClick={() => setAsking('send')}>
        {failed ? <RotateCcw aria-hidden="true" /> : <Send aria-hidden="true" />}
        {t(failed ? 'session.retry' : 'session.sendNow')}
      </Button>
      <ConfirmDialog
        subject={asking}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title={(action) => t(action === 'skip' ? 'session.skipTitle' : 'session.sendTitle')}
        description={t(asking === 'skip' ? 'session.skipDescription' : 'session.sendDescription', { summary })}
        confirmLabel={t(asking === 'skip' ? 'session.skip' : failed ? 'session.retry' : 'session.sendNow')}
        onConfirm={act}
        route="api"
        testId="session-step-dialog"
      />
    </div>
  );
}
