// What a manager edits on a workflow and its steps in the back office, checked alike by the
// builder and by the mutators (core/zero/workflows.ts). A step's combinations the database also
// refuses (a time of day on an hour offset, a wait without what it waits for) are refused here
// first, with a code the builder can translate.
import { z } from 'zod';
import { entityId } from './ids';
import { partialUpdate } from './partial-update';
import {
  isDatedTrigger,
  OFFSET_UNITS,
  STEP_ACTIONS,
  STEP_TRIGGERS,
  WAIT_CONDITIONS,
  type StepTrigger,
} from './workflow';

/** As far as a step may be from what it counts from, either way (workflow_steps.offset_amount). */
export const MAX_STEP_OFFSET = 3650;
export const MINUTES_PER_DAY = 1440;

export const workflowName = z.string().trim().min(1, 'required').max(200, 'tooLong');

/** A step's fields as a new step has them. */
export const workflowStepFields = z.object({
  trigger: z.enum(STEP_TRIGGERS).default('session'),
  offsetAmount: z
    .number()
    .int('offsetRange')
    .min(-MAX_STEP_OFFSET, 'offsetRange')
    .max(MAX_STEP_OFFSET, 'offsetRange')
    .default(0),
  offsetUnit: z.enum(OFFSET_UNITS).default('days'),
  atMinute: z
    .number()
    .int('invalid')
    .min(0, 'invalid')
    .max(MINUTES_PER_DAY - 1, 'invalid')
    .nullable()
    .default(null),
  action: z.enum(STEP_ACTIONS).default('send_template'),
  mailTemplateId: z.nullable(entityId).default(null),
  questionnaireId: z.nullable(entityId).default(null),
  contractTemplateId: z.nullable(entityId).default(null),
  taskTitle: z.string().trim().max(500, 'tooLong').default(''),
  taskAssigneeId: z.uuid().nullable().default(null),
  waitFor: z.enum(WAIT_CONDITIONS).nullable().default(null),
});
export type WorkflowStepFields = z.output<typeof workflowStepFields>;

export const createWorkflowArgs = z.object({ id: entityId, accountId: entityId, name: workflowName });
export const renameWorkflowArgs = z.object({ id: entityId, name: workflowName });
export const deleteWorkflowArgs = z.object({ id: entityId });
/**
 * A copy of workflow `id` with its steps, as `copyId`. The copies' steps are named after it
 * (core/zero/workflows.ts), and must still be ids: it leaves room for their suffix.
 */
export const duplicateWorkflowArgs = z.object({
  id: entityId,
  copyId: entityId.check(z.maxLength(56)),
  name: workflowName,
});

export const addWorkflowStepArgs = workflowStepFields.extend({ id: entityId, workflowId: entityId });
export const updateWorkflowStepArgs = partialUpdate(workflowStepFields).extend({ id: entityId });
export const moveWorkflowStepArgs = z.object({ id: entityId, by: z.union([z.literal(-1), z.literal(1)]) });
export const removeWorkflowStepArgs = z.object({ id: entityId });

/**
 * Why a step as it would be saved cannot be, or undefined when it can: before only what is dated
 * ahead, a time of day only on a day offset, and a wait step (and only it) naming what it waits for.
 */
export function stepProblem(
  step: Pick<WorkflowStepFields, 'trigger' | 'offsetAmount' | 'offsetUnit' | 'atMinute' | 'action' | 'waitFor'>,
) {
  if (step.offsetAmount < 0 && !isDatedTrigger(step.trigger)) return 'beforeEvent';
  if (step.offsetUnit !== 'days' && step.atMinute !== null) return 'atMinuteNeedsDays';
  if ((step.action === 'wait') !== (step.waitFor !== null)) return 'waitNeedsCondition';
  return undefined;
}

/** A step counted from `trigger` instead: one that came before what it counted from comes after an event. */
export function retriggered(step: { offsetAmount: number }, trigger: StepTrigger) {
  return {
    trigger,
    ...(step.offsetAmount < 0 && !isDatedTrigger(trigger) ? { offsetAmount: -step.offsetAmount } : {}),
  };
}
