// POST /api/accounts/{id}/session-steps/{stepId}/send: a manager runs a step now, or again after it
// failed: it is due now and its job is queued now, in the same transaction; the runner does the
// rest as for any step.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { workflowClock } from '../lib/workflow-plans/clock';
import { scheduleStep } from '../lib/workflow-plans/plan-session-steps';
import { sessionStepRow } from '../lib/workflows/session-step-row';
import { lockStepInPath, refuseFinished } from './step-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const step = await sql.begin(async (tx) => {
    const locked = await lockStepInPath(tx, event, accountId);
    refuseFinished(locked, { retry: true });
    // A wait is met by what it waits for, never sent.
    if (locked.action === 'wait') throw new HttpError(409, 'step_not_sendable', 'A wait is not sent');
    const now = workflowClock.now();
    await tx`
      update session_steps set status = 'scheduled', due_at = ${now}, done_at = null, attempts = 0, last_error = null,
        updated_at = ${now}
      where account_id = ${accountId} and id = ${locked.id}`;
    await scheduleStep(tx, accountId, locked.id, now);
    return (await sessionStepRow(tx, accountId, locked.id))!;
  });
  return json(200, { step });
});
