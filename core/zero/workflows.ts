// Workflows, which managers build in the back office (Settings → Workflows), and what became of
// their steps on each session, which the back office only reads: the runner and the API write
// session steps (functions/session-steps/), so a step is never run or marked from a browser.
// The area's synced writes are in writes/workflows.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { sessionStepQueryArgs, workflowQueryArgs } from './query-args/workflows';
import { zql } from './schema';

export const workflowQueries = {
  /** The studio's workflows by name, each with its steps (Settings counts them). */
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof workflowQueryArgs.list>) =>
    inStudio(zql.workflows, ctx, accountId, 'manager').related('steps').orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
  /** One workflow with its steps in order. */
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof workflowQueryArgs.byId>) =>
    inStudio(zql.workflows, ctx, accountId, 'manager')
      .where('id', id)
      .related('steps', (steps) => steps.orderBy('position', 'asc').orderBy('id', 'asc'))
      .one(),
  ),
};

export const sessionStepQueries = {
  /** A session's steps in their workflow's order: what will happen and what did. */
  bySession: defineQuery(
    ({ args: { accountId, sessionId }, ctx }: QueryOptions<typeof sessionStepQueryArgs.bySession>) =>
      inStudio(zql.sessionSteps, ctx, accountId, 'manager')
        .where('sessionId', sessionId)
        .orderBy('position', 'asc')
        .orderBy('id', 'asc'),
  ),
};
