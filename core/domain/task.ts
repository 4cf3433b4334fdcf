// Tasks: the team's to-do list, a session's or the studio's, each for one member or anyone.
// Members add them by hand; a workflow's `create_task` step adds one with `sessionStepId`.
import { z } from 'zod';
import { entityId } from './ids';
import { partialUpdate } from './partial-update';
import { instant } from './instant';

/** A member's user id (Supabase Auth's uuid). */
const userId = z.guid('invalid');

/** The fields a member edits on a task; shared by the form and the mutators. */
export const taskFields = z.object({
  title: z.string().trim().min(1, 'required').max(500, 'tooLong'),
  notes: z.string().max(5000, 'tooLong').default(''),
  dueAt: z.nullable(instant).default(null),
  /** Nobody in particular when null. */
  assigneeId: userId.nullable().default(null),
  /** The studio's own when null. */
  sessionId: z.nullable(entityId).default(null),
});

export const createTaskArgs = taskFields.extend({ id: entityId, accountId: entityId });
export const updateTaskArgs = partialUpdate(taskFields).extend({ id: entityId });
/** Ticks a task done, or opens it again. */
export const setTaskDoneArgs = z.object({ id: entityId, done: z.boolean() });
export const deleteTaskArgs = z.object({ id: entityId });
