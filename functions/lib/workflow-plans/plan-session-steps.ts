// What a session's steps wait for, and when they run (docs/decisions/workflows.md). Called in the
// transaction of every change that can move them: a session booked, moved, cancelled or given a
// gallery; a contract signed, an invoice issued, paid or cancelled, a gallery published, changed
// or deleted, a questionnaire answered. It is a reconcile: run twice, it changes nothing the
// second time.
import type postgres from 'postgres';
import { studioTimeZone } from '@core/domain/studio-time';
import { stepDueAt, type SessionStepStatus, type StepTiming, type WaitCondition } from '@core/domain/workflow';
import { enqueue } from '../queue';
import { workflowClock } from './clock';
import { copyWorkflowOnce } from './copy-workflow';
import { triggerTimes, type PlannedSession, type TriggerTimes } from './trigger-times';

type OpenStep = StepTiming & {
  id: string;
  action: string;
  waitFor: WaitCondition | null;
  status: Extract<SessionStepStatus, 'pending' | 'scheduled'>;
  dueAt: number | null;
};

type Plan = { status: 'pending' | 'scheduled' | 'done' | 'cancelled'; dueAt: number | null };

/** Where each open step goes, in order: a `wait` not yet met holds every step after it. */
function planSteps(steps: readonly OpenStep[], times: TriggerTimes, timeZone: string, cancelled: boolean): Plan[] {
  let held = false;
  return steps.map((step) => {
    if (cancelled) return { status: 'cancelled', dueAt: null };
    if (step.waitFor) {
      const met = !held && times[step.waitFor] !== null;
      held ||= !met;
      return { status: met ? 'done' : 'pending', dueAt: null };
    }
    const triggeredAt = times[step.trigger];
    if (held || triggeredAt === null) return { status: 'pending', dueAt: null };
    return { status: 'scheduled', dueAt: stepDueAt(step, triggeredAt, timeZone) };
  });
}

/**
 * An overdue step keeps its time once its instalment is paid: the runner cancels it then. A
 * cancelled invoice, which nobody paid, takes it back to pending.
 */
const keepsPaidOverdueTime = (step: OpenStep, plan: Plan, times: TriggerTimes) =>
  step.trigger === 'invoice_overdue' &&
  step.status === 'scheduled' &&
  plan.status === 'pending' &&
  times.invoice_paid !== null;

export async function planSessionSteps(
  tx: postgres.TransactionSql,
  accountId: string,
  sessionId: string,
): Promise<void> {
  const [session] = await tx<(PlannedSession & { status: string; settings: Record<string, unknown> })[]>`
    select s.id, s.account_id as "accountId", s.date::float8 as date, s.created_at::float8 as "createdAt",
           s.gallery_id as "galleryId", s.status, a.settings
    from sessions s join accounts a on a.id = s.account_id
    where s.account_id = ${accountId} and s.id = ${sessionId}
    for no key update of s`;
  if (!session) return;
  const cancelled = session.status === 'cancelled';
  if (!cancelled) await copyWorkflowOnce(tx, accountId, sessionId);
  const steps = await tx<OpenStep[]>`
    select id, action, trigger, offset_amount as "offsetAmount", offset_unit as "offsetUnit", at_minute as "atMinute",
           wait_for as "waitFor", status, due_at::float8 as "dueAt"
    from session_steps
    where account_id = ${accountId} and session_id = ${sessionId} and status in ('pending', 'scheduled')
    order by position, id
    for update`;
  if (steps.length === 0) return;
  const times = await triggerTimes(tx, session);
  const plans = planSteps(steps, times, studioTimeZone(session.settings), cancelled);
  const now = workflowClock.now();
  for (const [index, step] of steps.entries()) {
    const plan = plans[index]!;
    if (plan.status === step.status && plan.dueAt === step.dueAt) continue;
    if (keepsPaidOverdueTime(step, plan, times)) continue;
    await tx`
      update session_steps set status = ${plan.status}, due_at = ${plan.dueAt},
        done_at = ${plan.status === 'done' ? now : null}, updated_at = ${now}
      where id = ${step.id}`;
    if (plan.status === 'scheduled') await scheduleStep(tx, accountId, step.id, plan.dueAt!);
  }
}

/**
 * The job that runs a step at `dueAt`, added only if the plan commits. It carries the time it was
 * made for: once the step is re-dated it finds another time and does nothing, so none is deleted.
 */
export async function scheduleStep(tx: postgres.TransactionSql, accountId: string, stepId: string, dueAt: number) {
  const startAfter = workflowClock.toReal(dueAt);
  await enqueue(
    'workflow-step',
    { accountId, stepId, dueAt },
    { startAfter, singletonKey: `${stepId}@${dueAt}`, db: tx },
  );
}
