import { describe, expect, it } from 'vitest';
import { updateTaskArgs } from './task';
import { openTaskOrder } from './task-order';

const me = '6f1c2b8e-0000-4000-8000-000000000001';
const other = '6f1c2b8e-0000-4000-8000-000000000002';

describe('openTaskOrder', () => {
  it('puts the caller’s tasks first, each group soonest due first and undated last', () => {
    const tasks = [
      { id: 'a', dueAt: 300, assigneeId: other },
      { id: 'b', dueAt: null, assigneeId: me },
      { id: 'c', dueAt: 100, assigneeId: null },
      { id: 'd', dueAt: 200, assigneeId: me },
      { id: 'e', dueAt: 50, assigneeId: other },
    ];
    expect(openTaskOrder(tasks, me).map((t) => t.id)).toEqual(['d', 'b', 'e', 'c', 'a']);
  });
});

describe('updateTaskArgs', () => {
  it('fills in none of the fields an update did not send', () => {
    expect(updateTaskArgs.parse({ id: 'x', notes: 'Call first' })).toEqual({ id: 'x', notes: 'Call first' });
  });
});
