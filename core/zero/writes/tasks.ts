// Tasks: the team's to-do list. Every member (assistant and up) reads and writes them, as the
// database's policies on `tasks` say; an assignee must be a member of the task's studio, and a
// task's session one of its sessions (another studio's id answers like a missing one).
// The area's writes, kept apart from its reads (../tasks.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import { createTaskArgs, deleteTaskArgs, setTaskDoneArgs, updateTaskArgs } from '../../domain/task';
import { assertMember, assertOwnRow, fail } from '../access';
import { defineGuardedMutator } from '../concurrency';
import { zql } from '../schema';

type References = { assigneeId?: string | null | undefined; sessionId?: string | null | undefined };

/** Refuses an assignee who is not a member of the studio, and a session not of it. */
async function checkReferences(tx: Transaction, accountId: string, refs: References): Promise<void> {
  if (refs.assigneeId) {
    const member = await tx.run(
      zql.accountMembers.where('accountId', accountId).where('userId', refs.assigneeId).one(),
    );
    if (!member) fail('assignee_not_member');
  }
  if (refs.sessionId) {
    const session = await tx.run(zql.sessions.where('id', refs.sessionId).one());
    if (session?.accountId !== accountId) fail('not_found');
  }
}

export const taskMutators = {
  create: defineGuardedMutator(createTaskArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId);
    await checkReferences(tx, args.accountId, args);
    const now = Date.now();
    await tx.mutate.tasks.insert({ ...args, authorId: ctx.userID, createdAt: now, updatedAt: now });
  }),
  /** Changes only the fields sent. */
  update: defineGuardedMutator(updateTaskArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const task = await tx.run(zql.tasks.where('id', id).one());
    assertOwnRow(ctx, task);
    await checkReferences(tx, task.accountId, changes);
    await tx.mutate.tasks.update({ id, ...changes, updatedAt: Date.now() });
  }),
  /** Ticking a task already done keeps when it was done. */
  setDone: defineGuardedMutator(setTaskDoneArgs, async ({ tx, ctx, args: { id, done } }) => {
    const task = await tx.run(zql.tasks.where('id', id).one());
    assertOwnRow(ctx, task);
    const doneAt = done ? (task.doneAt ?? Date.now()) : null;
    await tx.mutate.tasks.update({ id, doneAt, updatedAt: Date.now() });
  }),
  delete: defineGuardedMutator(deleteTaskArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.tasks.where('id', id).one()));
    await tx.mutate.tasks.delete({ id });
  }),
};
