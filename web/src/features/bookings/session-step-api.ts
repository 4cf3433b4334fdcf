// What only the API does to a session's workflow steps (functions/session-steps/): skip one, or
// do it now (again, when every try failed). The runner's own rules decide; the step syncs back.
import { z } from 'zod';
import type { ApiClient } from '../../lib/api';

const stepPath = (accountId: string, stepId: string, action: 'skip' | 'send') =>
  `/api/accounts/${encodeURIComponent(accountId)}/session-steps/${encodeURIComponent(stepId)}/${action}`;

const answered = z.object({ step: z.object({ id: z.string() }) });

export function skipSessionStep(api: ApiClient, accountId: string, stepId: string) {
  return api.post(stepPath(accountId, stepId, 'skip'), undefined, answered);
}

export function sendSessionStep(api: ApiClient, accountId: string, stepId: string) {
  return api.post(stepPath(accountId, stepId, 'send'), undefined, answered);
}
