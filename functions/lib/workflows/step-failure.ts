// What a failed run of a step leaves on the session, written after its transaction rolled back
// (functions/lib/queue.ts): one more attempt and the error, and `failed` once no retry is left.
// Send now (functions/session-steps/send.ts) runs a failed step again.
import type postgres from 'postgres';
import type { JobData } from '../queue';
import { workflowClock } from '../workflow-plans/clock';

const ERROR_LENGTH = 1000;

export async function recordStepFailure(
  tx: postgres.TransactionSql,
  { accountId, stepId, dueAt }: JobData['workflow-step'],
  error: unknown,
  { final }: { final: boolean },
): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
  const now = workflowClock.now();
  // Only the run this job was for: a step re-dated or skipped meanwhile keeps what it has.
  await tx`
    update session_steps set attempts = attempts + 1, last_error = ${message}, updated_at = ${now},
      status = ${final ? 'failed' : 'scheduled'}, done_at = ${final ? now : null}
    where account_id = ${accountId} and id = ${stepId} and status = 'scheduled' and due_at = ${dueAt}`;
}
