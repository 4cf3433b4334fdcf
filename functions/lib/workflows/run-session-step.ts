// Runs one session step from its `workflow-step` job (docs/decisions/workflows.md). The step row is
// locked and its status changed in the job's transaction, so a second delivery of the job, or a
// second runner at the same moment, finds it done and does nothing; a job made for a time the
// step no longer has does nothing either. A failing action rolls back and the queue retries it.
import type postgres from 'postgres';
import type { StepAction } from '@core/domain/workflow';
import type { JobData } from '../queue';
import { workflowClock } from '../workflow-plans/clock';
import { createTask } from './step-actions/create-task';
import { publishGallery } from './step-actions/publish-gallery';
import { requestReviewStep } from './step-actions/request-review';
import type { RunningStep, StepActionRun, StepOutcome } from './step-actions/running-step';
import { sendContractStep } from './step-actions/send-contract';
import { sendInvoiceStep } from './step-actions/send-invoice';
import { sendQuestionnaire } from './step-actions/send-questionnaire';
import { sendTemplate } from './step-actions/send-template';
import { triggerTimes } from '../workflow-plans/trigger-times';

/** Run later than this after its time (a runner that was down), a step is marked late. */
const LATE_AFTER_MS = 5 * 60_000;

// A `wait` is never a job: planning marks it done when its condition holds.
const actions: Record<Exclude<StepAction, 'wait'>, StepActionRun> = {
  send_template: sendTemplate,
  send_questionnaire: sendQuestionnaire,
  send_contract: sendContractStep,
  send_invoice: sendInvoiceStep,
  create_task: createTask,
  publish_gallery: publishGallery,
  request_review: requestReviewStep,
};

type LockedStep = RunningStep & {
  status: string;
  trigger: string;
  plannedAt: number;
  sessionDate: number;
  createdAt: number;
};

export async function runSessionStep(tx: postgres.TransactionSql, data: JobData['workflow-step']): Promise<void> {
  const [step] = await tx<LockedStep[]>`
    select ss.id, ss.account_id as "accountId", ss.session_id as "sessionId", s.customer_id as "customerId",
           s.author_id as "authorId", s.gallery_id as "galleryId", ss.action, ss.status, ss.trigger,
           ss.due_at::float8 as "dueAt", ss.updated_at::float8 as "plannedAt", ss.mail_template_id as "mailTemplateId",
           ss.questionnaire_id as "questionnaireId", ss.contract_template_id as "contractTemplateId",
           ss.task_title as "taskTitle", ss.task_assignee_id as "taskAssigneeId",
           s.date::float8 as "sessionDate", s.created_at::float8 as "createdAt"
    from session_steps ss join sessions s on s.account_id = ss.account_id and s.id = ss.session_id
    where ss.account_id = ${data.accountId} and ss.id = ${data.stepId}
    for update of ss`;
  if (!step || step.status !== 'scheduled' || step.dueAt !== data.dueAt || step.action === 'wait') return;
  const outcome = (await instalmentPaid(tx, step)) ?? (await actions[step.action](tx, step));
  await finish(tx, step, outcome);
}

/** An overdue step whose instalment was paid by its time has nothing left to chase. */
async function instalmentPaid(tx: postgres.TransactionSql, step: LockedStep): Promise<StepOutcome | undefined> {
  if (step.trigger !== 'invoice_overdue') return undefined;
  const session = { id: step.sessionId, accountId: step.accountId, date: step.sessionDate, createdAt: step.createdAt };
  const times = await triggerTimes(tx, { ...session, galleryId: step.galleryId });
  return times.invoice_overdue === null ? { nothingToDo: 'instalment_paid' } : undefined;
}

async function finish(tx: postgres.TransactionSql, step: LockedStep, outcome: StepOutcome): Promise<void> {
  const now = workflowClock.now();
  if ('nothingToDo' in outcome) {
    await tx`
      update session_steps set status = 'cancelled', last_error = ${outcome.nothingToDo}, updated_at = ${now}
      where id = ${step.id}`;
    return;
  }
  // A step planned after its time (booked late, released by a wait) runs at once and is not late.
  const late = now - Math.max(step.dueAt, step.plannedAt) > LATE_AFTER_MS;
  await tx`
    update session_steps set status = 'done', done_at = ${now}, late = ${late}, attempts = attempts + 1, last_error = null,
      mail_to = ${outcome.sent?.to ?? null}, message_id = ${outcome.sent?.messageId ?? null}, updated_at = ${now}
    where id = ${step.id}`;
}
