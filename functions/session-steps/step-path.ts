// The session step a back-office route names (/api/accounts/{id}/session-steps/{stepId}/…), locked
// for the change: 404 `not_found` for another studio's, as for a missing one.
import type postgres from 'postgres';
import { entityId } from '@core/domain/ids';
import { HttpError, type ApiEvent } from '../lib/http';
import { parseInput } from '../lib/input';
import { sessionStepRow, type SessionStepRow } from '../lib/workflows/session-step-row';

export async function lockStepInPath(
  tx: postgres.TransactionSql,
  event: ApiEvent,
  accountId: string,
): Promise<SessionStepRow> {
  const id = parseInput(event.pathParameters?.stepId, entityId);
  const step = await sessionStepRow(tx, accountId, id, { lock: true });
  if (!step) throw new HttpError(404, 'not_found', 'Step not found');
  return step;
}

/** 409 `step_finished` for a step that ran, was skipped or cancelled (`failed` too, unless `retry`). */
export function refuseFinished(step: SessionStepRow, { retry }: { retry: boolean }): void {
  const open = step.status === 'pending' || step.status === 'scheduled' || (retry && step.status === 'failed');
  if (!open) throw new HttpError(409, 'step_finished', 'This step has already run, or was skipped or cancelled');
}
