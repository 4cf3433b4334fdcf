// What a step's action is given (the step with its session's parties) and what it answers: the
// mail it sent, or why there was nothing to do (a stable reason the session shows, translated).
import type postgres from 'postgres';
import type { StepAction } from '@core/domain/workflow';

export type RunningStep = {
  id: string;
  accountId: string;
  sessionId: string;
  customerId: string;
  /** Who booked the session: the author of what a step makes, and whom a client's reply reaches. */
  authorId: string;
  galleryId: string | null;
  action: StepAction;
  dueAt: number;
  mailTemplateId: string | null;
  questionnaireId: string | null;
  contractTemplateId: string | null;
  taskTitle: string;
  taskAssigneeId: string | null;
};

export const SKIP_REASONS = [
  'nothing_to_send',
  'client_without_email',
  'instalment_paid',
  'gallery_missing',
  'task_untitled',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** The mail a step sent (null for a task or a publication), or why it had nothing to do. */
export type StepOutcome = { sent: { to: string; messageId?: string | null } | null } | { nothingToDo: SkipReason };

export type StepActionRun = (tx: postgres.TransactionSql, step: RunningStep) => Promise<StepOutcome>;

/** The client's address, or none. */
export async function clientEmail(tx: postgres.TransactionSql, step: RunningStep): Promise<string | null> {
  const [row] = await tx<{ email: string }[]>`
    select email from customers where account_id = ${step.accountId} and id = ${step.customerId}`;
  return row?.email || null;
}
