// A session's copy of its type's workflow, made once: the steps keep working as copied when the
// workflow is edited later. The unique (session, workflow step) index makes a second copy add
// nothing, should two plans of one session ever race.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import { sessionTypeOf } from '../session-type';

/** Copies the workflow of the session's type onto it unless it has steps already. */
export async function copyWorkflowOnce(
  tx: postgres.TransactionSql,
  accountId: string,
  sessionId: string,
): Promise<void> {
  const [existing] =
    await tx`select 1 from session_steps where account_id = ${accountId} and session_id = ${sessionId} limit 1`;
  if (existing) return;
  const workflowId = (await sessionTypeOf(tx, accountId, sessionId))?.workflowId;
  if (!workflowId) return;
  const steps = await tx<{ id: string }[]>`
    select id from workflow_steps where account_id = ${accountId} and workflow_id = ${workflowId} order by position, id`;
  for (const [position, step] of steps.entries()) {
    await tx`
      insert into session_steps (id, account_id, session_id, workflow_step_id, position, trigger, offset_amount, offset_unit,
                                 at_minute, action, mail_template_id, questionnaire_id, contract_template_id, task_title,
                                 task_assignee_id, wait_for)
      select ${newId()}, account_id, ${sessionId}, id, ${position}, trigger, offset_amount, offset_unit, at_minute, action,
             mail_template_id, questionnaire_id, contract_template_id, task_title, task_assignee_id, wait_for
      from workflow_steps where account_id = ${accountId} and id = ${step.id}
      on conflict (session_id, workflow_step_id) where workflow_step_id is not null do nothing`;
  }
}
