// POST /api/accounts/{id}/session-steps/{stepId}/skip: a manager skips a step not run yet; its job,
// if any, then finds it skipped and does nothing.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { workflowClock } from '../lib/workflow-plans/clock';
import { sessionStepRow } from '../lib/workflows/session-step-row';
import { lockStepInPath, refuseFinished } from './step-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const step = await sql.begin(async (tx) => {
    const locked = await lockStepInPath(tx, event, accountId);
    refuseFinished(locked, { retry: false });
    const now = workflowClock.now();
    await tx`
      update session_steps set status = 'skipped', done_at = ${now}, updated_at = ${now}
      where account_id = ${accountId} and id = ${locked.id}`;
    return (await sessionStepRow(tx, accountId, locked.id))!;
  });
  return json(200, { step });
});
