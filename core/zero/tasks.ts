// Tasks: the team's to-do list. Every member (assistant and up) reads and writes them, as the
// database's policies on `tasks` say; an assignee must be a member of the task's studio, and a
// task's session one of its sessions (another studio's id answers like a missing one).
// The area's synced writes are in writes/tasks.ts.
import { defineQuery, type Query } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { taskQueryArgs } from './query-args/tasks';
import { zql, type Schema } from './schema';

/** Tasks as the studio's lists show them: with their session and client, and whom each is for. */
const listed = <R>(q: Query<'tasks', Schema, R>) =>
  q.related('session', (s) => s.related('customer')).related('assignee');

export const taskQueries = {
  /** A session's tasks, open and done, with whom each is for. */
  forSession: defineQuery(({ args: { accountId, sessionId }, ctx }: QueryOptions<typeof taskQueryArgs.forSession>) =>
    inStudio(zql.tasks, ctx, accountId)
      .where('sessionId', sessionId)
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .related('assignee'),
  ),
  /**
   * The studio's open tasks, soonest due first; the screen puts the caller's first
   * (domain/task.ts), which a query cannot order by.
   */
  open: defineQuery(({ args: { accountId, limit }, ctx }: QueryOptions<typeof taskQueryArgs.open>) =>
    listed(inStudio(zql.tasks, ctx, accountId).where('doneAt', 'IS', null).orderBy('dueAt', 'asc'))
      .orderBy('id', 'asc')
      .limit(limit),
  ),
  /** The tasks done most recently, latest first. */
  recentlyDone: defineQuery(({ args: { accountId, limit }, ctx }: QueryOptions<typeof taskQueryArgs.recentlyDone>) =>
    listed(inStudio(zql.tasks, ctx, accountId).where('doneAt', 'IS NOT', null).orderBy('doneAt', 'desc'))
      .orderBy('id', 'desc')
      .limit(limit),
  ),
};
