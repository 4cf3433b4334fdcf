// Tasks through the real Zero handlers: every member of a studio works its to-do list, only its
// own, assigned only to its own members; a refused write leaves every task as it was.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import {
  clientOf,
  DAY,
  insertCustomer,
  insertSession,
  load,
  pushDirect,
  readRefusal,
} from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let assistant: TestUser;
let stranger: TestUser;
let sessionId: string;

const taskRow = (id: string) =>
  sql`select account_id, author_id, session_id, title, notes, due_at::float8 as due_at, assignee_id, done_at::float8 as done_at
      from tasks where id = ${id}`;
const studioTasks = (accountId: string) =>
  sql`select id, title, notes, due_at::float8 as due_at, assignee_id, session_id, done_at::float8 as done_at
      from tasks where account_id = ${accountId} order by id`;

async function insertTask(user: TestUser, title: string, fields: { assigneeId?: string; doneAt?: number } = {}) {
  const id = newId();
  await sql`insert into tasks (id, account_id, author_id, title, notes, due_at, assignee_id, done_at)
            values (${id}, ${user.accountId}, ${user.userId}, ${title}, 'Ring first', ${Date.now() + DAY},
                    ${fields.assigneeId ?? null}, ${fields.doneAt ?? null})`;
  return id;
}

beforeAll(async () => {
  [owner, assistant, stranger] = await Promise.all([newUser('lead'), newUser('second'), newUser('outsider')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${assistant.userId}, 'assistant')`;
  sessionId = await insertSession(sql, owner, await insertCustomer(sql, owner, 'Marta Soler'));
});
afterAll(() => sql.end());

describe('tasks', () => {
  it('are added on a session by an assistant, for a teammate, then edited, ticked, reopened and deleted', async () => {
    const zero = clientOf(assistant, [owner.accountId]);
    try {
      // As a browser has them when the session's dialog opens: the studios and their members, and the session.
      await load(zero, queries.accounts.mine());
      await load(zero, queries.sessions.byId({ accountId: owner.accountId, id: sessionId }));
      const id = newId();
      const dueAt = Date.now() + 3 * DAY;
      expect(
        await zero.mutate(
          mutators.task.create({
            id,
            accountId: owner.accountId,
            title: ' Print the album ',
            notes: 'Matte paper',
            dueAt,
            assigneeId: owner.userId,
            sessionId,
          }),
        ).server,
      ).toEqual({ type: 'success' });
      expect(await taskRow(id)).toEqual([
        {
          account_id: owner.accountId,
          author_id: assistant.userId,
          session_id: sessionId,
          title: 'Print the album',
          notes: 'Matte paper',
          due_at: dueAt,
          assignee_id: owner.userId,
          done_at: null,
        },
      ]);
      // The session's list names whom it is for by their sign-in address, which the database copies.
      await load(zero, queries.tasks.forSession({ accountId: owner.accountId, sessionId }));
      const [listed] = await zero.run(queries.tasks.forSession({ accountId: owner.accountId, sessionId }));
      expect(listed?.assignee?.email).toBe(owner.email);

      // Notes alone: the title, date, assignee and session stay.
      expect(await zero.mutate(mutators.task.update({ id, notes: 'Glossy after all' })).server).toEqual({
        type: 'success',
      });
      expect(await taskRow(id)).toMatchObject([
        {
          title: 'Print the album',
          notes: 'Glossy after all',
          due_at: dueAt,
          assignee_id: owner.userId,
          session_id: sessionId,
        },
      ]);

      expect(await zero.mutate(mutators.task.setDone({ id, done: true })).server).toEqual({ type: 'success' });
      const [done] = await taskRow(id);
      expect(done?.done_at).toEqual(expect.any(Number));
      // Ticked again (a second tab): when it was done stays.
      expect(await pushDirect(assistant, 'task.setDone', { id, done: true })).toEqual({});
      expect((await taskRow(id))[0]?.done_at).toBe(done?.done_at);

      expect(await zero.mutate(mutators.task.setDone({ id, done: false })).server).toEqual({ type: 'success' });
      expect((await taskRow(id))[0]?.done_at).toBeNull();

      expect(await zero.mutate(mutators.task.delete({ id })).server).toEqual({ type: 'success' });
      expect(await taskRow(id)).toEqual([]);
    } finally {
      await zero.close();
    }
  });

  it('list the studio’s open ones apart from those done, and a session’s own', async () => {
    const open = await insertTask(owner, 'Order flowers', { assigneeId: assistant.userId });
    const done = await insertTask(owner, 'Send the invoice', { doneAt: Date.now() });
    const onSession = newId();
    await sql`insert into tasks (id, account_id, author_id, session_id, title)
              values (${onSession}, ${owner.accountId}, ${owner.userId}, ${sessionId}, 'Charge the batteries')`;
    const elsewhere = await insertTask(stranger, 'Not ours');
    const zero = clientOf(owner);
    try {
      const openQuery = queries.tasks.open({ accountId: owner.accountId, limit: 50 });
      await load(zero, openQuery, (rows) => rows.some((t) => t.id === open));
      const openIds = (await zero.run(openQuery)).map((t) => t.id);
      expect(openIds).toEqual(expect.arrayContaining([open, onSession]));
      expect(openIds).not.toContain(done);
      expect(openIds).not.toContain(elsewhere);

      const doneQuery = queries.tasks.recentlyDone({ accountId: owner.accountId, limit: 50 });
      await load(zero, doneQuery);
      expect((await zero.run(doneQuery)).map((t) => t.id)).toEqual([done]);

      const sessionQuery = queries.tasks.forSession({ accountId: owner.accountId, sessionId });
      await load(zero, sessionQuery, (rows) => rows.some((t) => t.id === onSession));
      expect((await zero.run(sessionQuery)).map((t) => t.id)).toEqual([onSession]);
    } finally {
      await zero.close();
    }
  });

  it('of another studio cannot be read, added to, changed, ticked or deleted', async () => {
    const id = await insertTask(owner, 'Private errand', { assigneeId: owner.userId });
    const before = await studioTasks(owner.accountId);

    expect(
      await pushDirect(stranger, 'task.create', { id: newId(), accountId: owner.accountId, title: 'Planted' }),
    ).toEqual({ error: 'app', message: 'forbidden' });
    for (const [name, args] of [
      ['task.update', { id, title: 'Renamed' }],
      ['task.setDone', { id, done: true }],
      ['task.delete', { id }],
    ] as const) {
      expect(await pushDirect(stranger, name, args)).toEqual({ error: 'app', message: 'not_found' });
    }
    expect(await studioTasks(owner.accountId)).toEqual(before);

    const outsider = clientOf(stranger, [stranger.accountId, owner.accountId]);
    try {
      expect(await readRefusal(outsider, queries.tasks.open({ accountId: owner.accountId, limit: 10 }))).toMatch(
        /Not a member of the account/,
      );
    } finally {
      await outsider.close();
    }
  });

  it('refuse an assignee or a session from another studio, and change nothing', async () => {
    const id = await insertTask(owner, 'Book the venue', { assigneeId: assistant.userId });
    const strangersSession = await insertSession(sql, stranger, await insertCustomer(sql, stranger));
    const before = await studioTasks(owner.accountId);

    expect(
      await pushDirect(owner, 'task.create', {
        id: newId(),
        accountId: owner.accountId,
        title: 'For a stranger',
        assigneeId: stranger.userId,
      }),
    ).toEqual({ error: 'app', message: 'assignee_not_member' });
    expect(await pushDirect(owner, 'task.update', { id, assigneeId: stranger.userId })).toEqual({
      error: 'app',
      message: 'assignee_not_member',
    });
    expect(
      await pushDirect(owner, 'task.create', {
        id: newId(),
        accountId: owner.accountId,
        title: 'On their session',
        sessionId: strangersSession,
      }),
    ).toEqual({ error: 'app', message: 'not_found' });
    expect(await pushDirect(owner, 'task.update', { id, sessionId: strangersSession })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await studioTasks(owner.accountId)).toEqual(before);
  });

  it.each([
    ['an empty title', { title: '   ' }],
    ['an over-long title', { title: 'x'.repeat(501) }],
    ['over-long notes', { title: 'Call', notes: 'x'.repeat(5001) }],
    ['an assignee that is no user id', { title: 'Call', assigneeId: 'someone' }],
  ])('refuse %s, adding nothing', async (_label, fields) => {
    const before = await studioTasks(owner.accountId);
    expect(
      await pushDirect(owner, 'task.create', { id: newId(), accountId: owner.accountId, ...fields }),
    ).toMatchObject({ error: 'app' });
    expect(await studioTasks(owner.accountId)).toEqual(before);
  });

  it('made by a workflow step are worked like the others', async () => {
    const stepTask = newId();
    const sessionStep = newId();
    await sql`insert into session_steps (id, account_id, session_id, trigger, action, task_title)
              values (${sessionStep}, ${owner.accountId}, ${sessionId}, 'booked', 'create_task', 'Confirm the location')`;
    await sql`insert into tasks (id, account_id, author_id, session_id, session_step_id, title)
              values (${stepTask}, ${owner.accountId}, ${owner.userId}, ${sessionId}, ${sessionStep}, 'Confirm the location')`;
    expect(await pushDirect(assistant, 'task.update', { id: stepTask, assigneeId: assistant.userId })).toEqual({});
    expect(await pushDirect(assistant, 'task.setDone', { id: stepTask, done: true })).toEqual({});
    expect(
      await sql`select assignee_id, done_at is not null as done, session_step_id from tasks where id = ${stepTask}`,
    ).toEqual([{ assignee_id: assistant.userId, done: true, session_step_id: sessionStep }]);
  });

  it('name their assignee by the address the member signs in with, even after it changes', async () => {
    const renamed = `renamed-${newId().slice(0, 8).toLowerCase()}@example.com`;
    await sql`update auth.users set email = ${renamed} where id = ${assistant.userId}`;
    expect(
      await sql`select email from account_members where user_id = ${assistant.userId} order by account_id`,
    ).toEqual(expect.arrayContaining([{ email: renamed }]));
    // A member cannot write another address onto a membership: the database keeps the sign-in's.
    await sql`update account_members set email = 'forged@example.com' where user_id = ${assistant.userId}`;
    expect(
      new Set((await sql`select email from account_members where user_id = ${assistant.userId}`).map((r) => r.email)),
    ).toEqual(new Set([renamed]));
  });
});
