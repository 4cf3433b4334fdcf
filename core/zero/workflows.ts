// Workflows, which managers build in the back office (Settings → Workflows), and what became of
// their steps on each session, which the back office only reads: the runner and the API write
// session steps (functions/session-steps/), so a step is never run or marked from a browser.
// The area's synced writes are in writes/workflows.ts.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { accountArgs, inStudio } from './access';
import { zql } from './schema';

export const workflowQueries = {
  /** The studio's workflows by name, each with its steps (Settings counts them). */
  list: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.workflows, ctx, accountId, 'manager').related('steps').orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
  /** One workflow with its steps in order. */
  byId: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.workflows, ctx, accountId, 'manager')
      .where('id', id)
      .related('steps', (steps) => steps.orderBy('position', 'asc').orderBy('id', 'asc'))
      .one(),
  ),
};

export const sessionStepQueries = {
  /** A session's steps in their workflow's order: what will happen and what did. */
  bySession: defineQuery(z.extend(accountArgs, { sessionId: entityId }), ({ args: { accountId, sessionId }, ctx }) =>
    inStudio(zql.sessionSteps, ctx, accountId, 'manager')
      .where('sessionId', sessionId)
      .orderBy('position', 'asc')
      .orderBy('id', 'asc'),
  ),
};
