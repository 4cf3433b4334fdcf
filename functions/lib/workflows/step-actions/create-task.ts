// A task for the team, due at the step's time; made once per step (tasks_made_once).
import { newId } from '@core/domain/ids';
import type { StepActionRun } from './running-step';

export const createTask: StepActionRun = async (tx, step) => {
  const title = step.taskTitle.trim();
  if (!title) return { nothingToDo: 'task_untitled' };
  await tx`
    insert into tasks (id, account_id, author_id, session_id, title, due_at, assignee_id, session_step_id)
    values (${newId()}, ${step.accountId}, ${step.authorId}, ${step.sessionId}, ${title}, ${step.dueAt},
            ${step.taskAssigneeId}, ${step.id})
    on conflict (account_id, session_step_id) where session_step_id is not null do nothing`;
  return { sent: null };
};
