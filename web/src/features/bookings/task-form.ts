// The task form's fields as a person types them, turned into the task fields the mutators take
// and checked by the same schema (core/domain/task.ts). A due date is optional; its time, on the
// studio's clock, only counts once a day is chosen.
import { z } from 'zod';
import { taskFields } from '@core/domain/task';
import { fromDateTimeInput, toDateInput, toTimeInput } from '@core/domain/studio-time';
import { parseInto } from '../../lib/parse-into';

/** When a new task with a day is due, unless a time is chosen. */
const DEFAULT_DUE_TIME = '09:00';

export type TaskFormContext = { timeZone: string; sessionId: string | null };

export function taskFormSchema({ timeZone, sessionId }: TaskFormContext) {
  return z
    .object({ title: z.string(), notes: z.string(), date: z.string(), time: z.string(), assigneeId: z.string() })
    .transform((form, ctx) => {
      const dueAt = form.date === '' ? null : fromDateTimeInput(form.date, form.time, timeZone);
      if (dueAt === undefined) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'invalid' });
        return z.NEVER;
      }
      return parseInto(taskFields, ctx, {
        title: form.title,
        notes: form.notes,
        dueAt,
        assigneeId: form.assigneeId || null,
        sessionId,
      });
    });
}

export type TaskFormInput = z.input<ReturnType<typeof taskFormSchema>>;

type EditedTask = {
  readonly title: string;
  readonly notes: string;
  readonly dueAt?: number | null | undefined;
  readonly assigneeId?: string | null | undefined;
};

/** The form's starting values: a task's own, or a new one's (for the person adding it, with no date). */
export function taskFormValues(
  task: EditedTask | undefined,
  context: { timeZone: string; userId: string },
): TaskFormInput {
  const dueAt = task?.dueAt ?? null;
  return {
    title: task?.title ?? '',
    notes: task?.notes ?? '',
    date: dueAt === null ? '' : toDateInput(dueAt, context.timeZone),
    time: dueAt === null ? DEFAULT_DUE_TIME : toTimeInput(dueAt, context.timeZone),
    assigneeId: task ? (task.assigneeId ?? '') : context.userId,
  };
}
