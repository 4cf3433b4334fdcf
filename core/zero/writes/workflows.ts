// Workflows, which managers build in the back office (Settings → Workflows), and what became of
// their steps on each session, which the back office only reads: the runner and the API write
// session steps (functions/session-steps/), so a step is never run or marked from a browser.
// The area's writes, kept apart from its reads (../workflows.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import {
  addWorkflowStepArgs,
  createWorkflowArgs,
  deleteWorkflowArgs,
  duplicateWorkflowArgs,
  moveWorkflowStepArgs,
  removeWorkflowStepArgs,
  renameWorkflowArgs,
  stepProblem,
  updateWorkflowStepArgs,
  type WorkflowStepFields,
} from '../../domain/workflow-edit';
import { assertMember, assertOwnRow, fail } from '../access';
import type { ZeroContext } from '../context';
import { defineGuardedMutator } from '../concurrency';
import { zql } from '../schema';

type StepReferences = Pick<
  WorkflowStepFields,
  'mailTemplateId' | 'questionnaireId' | 'contractTemplateId' | 'taskAssigneeId'
>;

/**
 * What a step names is its studio's own: another studio's template answers `not_found`, as a
 * missing one does. The assignee is checked on the server, where every membership is at hand
 * (a browser syncs only its own).
 */
async function assertOwnReferences(tx: Transaction, accountId: string, refs: Partial<StepReferences>) {
  const own = (row: { accountId: string } | undefined) => {
    if (!row || row.accountId !== accountId) fail('not_found');
  };
  if (refs.mailTemplateId) own(await tx.run(zql.mailTemplates.where('id', refs.mailTemplateId).one()));
  if (refs.questionnaireId) own(await tx.run(zql.questionnaires.where('id', refs.questionnaireId).one()));
  if (refs.contractTemplateId) own(await tx.run(zql.contractTemplates.where('id', refs.contractTemplateId).one()));
  if (refs.taskAssigneeId && tx.location === 'server') {
    const member = await tx.run(
      zql.accountMembers.where('accountId', accountId).where('userId', refs.taskAssigneeId).one(),
    );
    if (!member) fail('not_found');
  }
}

function assertStepFits(step: Parameters<typeof stepProblem>[0]) {
  const problem = stepProblem(step);
  if (problem === 'beforeEvent') fail('step_before_event');
  if (problem !== undefined) fail('invalid_input');
}

/** The workflow's steps in order: by position, then by id for steps that share one. */
const stepsOf = (workflowId: string) =>
  zql.workflowSteps.where('workflowId', workflowId).orderBy('position', 'asc').orderBy('id', 'asc');

async function ownWorkflow(tx: Transaction, ctx: ZeroContext, id: string) {
  const workflow = await tx.run(zql.workflows.where('id', id).one());
  assertOwnRow(ctx, workflow, 'manager');
  return workflow;
}

async function ownStep(tx: Transaction, ctx: ZeroContext, id: string) {
  const step = await tx.run(zql.workflowSteps.where('id', id).one());
  assertOwnRow(ctx, step, 'manager');
  return step;
}

/** The step fields of a saved step, as the edit schema names them (optional columns read as null). */
function stepFieldsOf(step: {
  [K in keyof WorkflowStepFields]: WorkflowStepFields[K] | undefined;
}): WorkflowStepFields {
  return {
    trigger: step.trigger ?? 'session',
    offsetAmount: step.offsetAmount ?? 0,
    offsetUnit: step.offsetUnit ?? 'days',
    atMinute: step.atMinute ?? null,
    action: step.action ?? 'send_template',
    mailTemplateId: step.mailTemplateId ?? null,
    questionnaireId: step.questionnaireId ?? null,
    contractTemplateId: step.contractTemplateId ?? null,
    taskTitle: step.taskTitle ?? '',
    taskAssigneeId: step.taskAssigneeId ?? null,
    waitFor: step.waitFor ?? null,
  };
}

export const workflowMutators = {
  create: defineGuardedMutator(createWorkflowArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    const now = Date.now();
    await tx.mutate.workflows.insert({ ...args, authorId: ctx.userID, createdAt: now, updatedAt: now });
  }),
  rename: defineGuardedMutator(renameWorkflowArgs, async ({ tx, ctx, args: { id, name } }) => {
    await ownWorkflow(tx, ctx, id);
    await tx.mutate.workflows.update({ id, name, updatedAt: Date.now() });
  }),
  /** Its steps go with it; sessions keep the copies they follow, and its session types follow none. */
  delete: defineGuardedMutator(deleteWorkflowArgs, async ({ tx, ctx, args: { id } }) => {
    await ownWorkflow(tx, ctx, id);
    await tx.mutate.workflows.delete({ id });
  }),
  /**
   * A copy with every step, in order. The copies' ids come from the copy's own, so the browser's
   * prediction and the server's write name the same rows.
   */
  duplicate: defineGuardedMutator(duplicateWorkflowArgs, async ({ tx, ctx, args: { id, copyId, name } }) => {
    const source = await ownWorkflow(tx, ctx, id);
    const now = Date.now();
    const base = { accountId: source.accountId, authorId: ctx.userID, createdAt: now, updatedAt: now };
    await tx.mutate.workflows.insert({ ...base, id: copyId, name });
    const steps = await tx.run(stepsOf(id));
    for (const [position, step] of steps.entries()) {
      await tx.mutate.workflowSteps.insert({
        ...base,
        ...stepFieldsOf(step),
        id: `${copyId}-${position}`,
        workflowId: copyId,
        position,
      });
    }
  }),
  /** A new step after the workflow's last. */
  addStep: defineGuardedMutator(addWorkflowStepArgs, async ({ tx, ctx, args: { id, workflowId, ...fields } }) => {
    const workflow = await ownWorkflow(tx, ctx, workflowId);
    assertStepFits(fields);
    await assertOwnReferences(tx, workflow.accountId, fields);
    const steps = await tx.run(stepsOf(workflowId));
    const position = steps.reduce((last, step) => Math.max(last, step.position + 1), 0);
    const now = Date.now();
    await tx.mutate.workflowSteps.insert({
      ...fields,
      id,
      workflowId,
      position,
      accountId: workflow.accountId,
      authorId: ctx.userID,
      createdAt: now,
      updatedAt: now,
    });
  }),
  /** Changes some of a step's fields; the step as it would be saved must still fit together. */
  updateStep: defineGuardedMutator(updateWorkflowStepArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const step = await ownStep(tx, ctx, id);
    assertStepFits({ ...stepFieldsOf(step), ...changes });
    await assertOwnReferences(tx, step.accountId, changes);
    await tx.mutate.workflowSteps.update({ id, ...changes, updatedAt: Date.now() });
  }),
  /** Swaps the step with its neighbour; the ends stay where they are. Positions are renumbered in order. */
  moveStep: defineGuardedMutator(moveWorkflowStepArgs, async ({ tx, ctx, args: { id, by } }) => {
    const step = await ownStep(tx, ctx, id);
    const steps = [...(await tx.run(stepsOf(step.workflowId)))];
    const from = steps.findIndex((candidate) => candidate.id === id);
    const to = from + by;
    if (to < 0 || to >= steps.length) return;
    [steps[from], steps[to]] = [steps[to]!, steps[from]!];
    const now = Date.now();
    for (const [position, moved] of steps.entries()) {
      if (moved.position !== position) await tx.mutate.workflowSteps.update({ id: moved.id, position, updatedAt: now });
    }
  }),
  /** Sessions keep their copies of it. */
  removeStep: defineGuardedMutator(removeWorkflowStepArgs, async ({ tx, ctx, args: { id } }) => {
    await ownStep(tx, ctx, id);
    await tx.mutate.workflowSteps.delete({ id });
  }),
};
