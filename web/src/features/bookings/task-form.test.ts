import { describe, expect, it } from 'vitest';
import { taskFormSchema, taskFormValues } from './task-form';

const timeZone = 'Europe/Madrid';
const me = '6f1c2b8e-0000-4000-8000-000000000001';

describe('the task form', () => {
  it('starts a new task for the person adding it, with no date', () => {
    const values = taskFormValues(undefined, { timeZone, userId: me });
    expect(values).toMatchObject({ title: '', date: '', assigneeId: me });
    expect(taskFormSchema({ timeZone, sessionId: null }).parse({ ...values, title: 'Call the venue' })).toEqual({
      title: 'Call the venue',
      notes: '',
      dueAt: null,
      assigneeId: me,
      sessionId: null,
    });
  });

  it('dates a task on the studio’s clock, for nobody in particular when no one is chosen', () => {
    const parsed = taskFormSchema({ timeZone, sessionId: 'session-1' }).parse({
      title: 'Print the album',
      notes: '',
      date: '2026-12-01',
      time: '09:00',
      assigneeId: '',
    });
    // 9:00 in Madrid in winter is 8:00 UTC.
    expect(parsed).toMatchObject({ dueAt: Date.UTC(2026, 11, 1, 8), assigneeId: null, sessionId: 'session-1' });
  });

  it('shows a task’s own date and time when editing it', () => {
    const task = { title: 'Print', notes: '', dueAt: Date.UTC(2026, 6, 1, 15, 30), assigneeId: null };
    expect(taskFormValues(task, { timeZone, userId: me })).toMatchObject({
      date: '2026-07-01',
      time: '17:30',
      assigneeId: '',
    });
  });

  it('says what is wrong with an empty title, as the server would', () => {
    const result = taskFormSchema({ timeZone, sessionId: null }).safeParse(
      taskFormValues(undefined, { timeZone, userId: me }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['title', 'required']]);
  });
});
