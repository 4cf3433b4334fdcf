// How a session's step reads on the session: what it waits for while pending, and whether it is
// still to come (skip and send now), failed (send again), or over.
import type { Row } from '@rocicorp/zero';
import type { StepTrigger } from '@core/domain/workflow';
import type { schema } from '@core/zero/schema';

export type SessionStep = Row<typeof schema.tables.sessionSteps>;

/** Pending and scheduled steps are to come; the others have happened (or will not). */
export const isUpcoming = (step: Pick<SessionStep, 'status'>) =>
  step.status === 'pending' || step.status === 'scheduled';

/** A step a person may still do now: one to come, or one whose every try failed. */
export const canSendNow = (step: Pick<SessionStep, 'status'>) => isUpcoming(step) || step.status === 'failed';

/**
 * What a pending step waits for: the condition of the first wait before it still holding it,
 * else what it counts from. Steps are in their workflow's order.
 */
export function awaitedEvent(step: SessionStep, steps: readonly SessionStep[]): StepTrigger {
  const holding = steps.find(
    (other) => other.action === 'wait' && other.position < step.position && isUpcoming(other) && other.waitFor,
  );
  return holding?.waitFor ?? step.trigger;
}
