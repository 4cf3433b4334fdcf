// Workflows through the real Zero handlers: built step by step by managers, each step checked
// (its references the studio's own, before only what is dated ahead, a time of day only on days,
// a wait saying what it waits for), copied whole, and never reachable from another studio or by
// an assistant.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { clientOf, insertCustomer, insertSession, load, pushDirect, readRefusal } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let assistant: TestUser;

const stepsOf = (workflowId: string) =>
  sql`select id, position, trigger, offset_amount, offset_unit, at_minute, action, mail_template_id,
             questionnaire_id, contract_template_id, task_title, task_assignee_id, wait_for
      from workflow_steps where workflow_id = ${workflowId} order by position, id`;

async function insertWorkflow(user: TestUser, name = 'Portrait'): Promise<string> {
  const id = newId();
  await sql`insert into workflows (id, account_id, author_id, name) values (${id}, ${user.accountId}, ${user.userId}, ${name})`;
  return id;
}

async function insertMailTemplate(user: TestUser, name = 'Directions'): Promise<string> {
  const id = newId();
  await sql`insert into mail_templates (id, account_id, author_id, name, versions)
            values (${id}, ${user.accountId}, ${user.userId}, ${name},
                    ${sql.json({ en: { subject: 'See you', body: 'Hi {{client.name}}' } })})`;
  return id;
}

async function addStep(user: TestUser, workflowId: string, fields: Record<string, unknown> = {}) {
  const id = newId();
  expect(await pushDirect(user, 'workflow.addStep', { id, workflowId, ...fields })).toEqual({});
  return id;
}

beforeAll(async () => {
  [owner, stranger, assistant] = await Promise.all([newUser('flows'), newUser('flow-thief'), newUser('flow-helper')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${assistant.userId}, 'assistant')`;
});
afterAll(() => sql.end());

describe('workflows', () => {
  it('are built, renamed and deleted from a browser, their steps in the order added', async () => {
    const zero = clientOf(owner);
    try {
      const id = newId();
      const templateId = await insertMailTemplate(owner);
      expect(
        await zero.mutate(mutators.workflow.create({ id, accountId: owner.accountId, name: ' Wedding ' })).server,
      ).toEqual({ type: 'success' });
      await load(zero, queries.workflows.byId({ accountId: owner.accountId, id }));
      // As the builder lists the studio's templates: the step's check reads them where it runs.
      await load(zero, queries.mailTemplates.list({ accountId: owner.accountId }));
      const directions = newId();
      const thanks = newId();
      const sent = await zero.mutate(
        mutators.workflow.addStep({
          id: directions,
          workflowId: id,
          trigger: 'session',
          offsetAmount: -1,
          offsetUnit: 'days',
          atMinute: 9 * 60,
          action: 'send_template',
          mailTemplateId: templateId,
        }),
      ).server;
      expect(sent).toEqual({ type: 'success' });
      expect(
        await zero.mutate(
          mutators.workflow.addStep({ id: thanks, workflowId: id, action: 'wait', waitFor: 'invoice_paid' }),
        ).server,
      ).toEqual({ type: 'success' });
      expect(await stepsOf(id)).toEqual([
        expect.objectContaining({
          id: directions,
          position: 0,
          offset_amount: -1,
          at_minute: 540,
          mail_template_id: templateId,
        }),
        expect.objectContaining({ id: thanks, position: 1, action: 'wait', wait_for: 'invoice_paid', at_minute: null }),
      ]);

      expect(await zero.mutate(mutators.workflow.rename({ id, name: 'Wedding day' })).server).toEqual({
        type: 'success',
      });
      expect(await sql`select name, author_id from workflows where id = ${id}`).toEqual([
        { name: 'Wedding day', author_id: owner.userId },
      ]);
      expect(await zero.mutate(mutators.workflow.delete({ id })).server).toEqual({ type: 'success' });
      expect(await sql`select id from workflows where id = ${id}`).toEqual([]);
      expect(await stepsOf(id)).toEqual([]);
    } finally {
      await zero.close();
    }
  });

  it('move a step past its neighbour, and no further than the ends', async () => {
    const id = await insertWorkflow(owner);
    const [a, b, c] = [await addStep(owner, id), await addStep(owner, id), await addStep(owner, id)];
    expect(await pushDirect(owner, 'workflow.moveStep', { id: c, by: -1 })).toEqual({});
    expect((await stepsOf(id)).map((step) => step.id)).toEqual([a, c, b]);
    expect(await pushDirect(owner, 'workflow.moveStep', { id: a, by: -1 })).toEqual({});
    expect(await pushDirect(owner, 'workflow.moveStep', { id: b, by: 1 })).toEqual({});
    expect((await stepsOf(id)).map((step) => [step.id, step.position])).toEqual([
      [a, 0],
      [c, 1],
      [b, 2],
    ]);
    expect(await pushDirect(owner, 'workflow.removeStep', { id: c })).toEqual({});
    expect((await stepsOf(id)).map((step) => step.id)).toEqual([a, b]);
  });

  it('change a step field by field, keeping what was not sent', async () => {
    const id = await insertWorkflow(owner);
    const step = await addStep(owner, id, { offsetAmount: 2, offsetUnit: 'days', atMinute: 600 });
    expect(
      await pushDirect(owner, 'workflow.updateStep', {
        id: step,
        action: 'create_task',
        taskTitle: ' Back up the cards ',
        taskAssigneeId: owner.userId,
      }),
    ).toEqual({});
    expect(await stepsOf(id)).toEqual([
      expect.objectContaining({
        offset_amount: 2,
        at_minute: 600,
        action: 'create_task',
        task_title: 'Back up the cards',
        task_assignee_id: owner.userId,
      }),
    ]);
  });

  it('are copied with every step in order, the copy changing apart from the original', async () => {
    const id = await insertWorkflow(owner, 'Newborn');
    const templateId = await insertMailTemplate(owner, 'Welcome');
    await addStep(owner, id, { trigger: 'booked', mailTemplateId: templateId });
    await addStep(owner, id, { action: 'wait', waitFor: 'contract_signed' });
    await addStep(owner, id, { trigger: 'gallery_expires', offsetAmount: -3, atMinute: 600, action: 'request_review' });
    const copyId = newId();
    expect(await pushDirect(owner, 'workflow.duplicate', { id, copyId, name: 'Newborn (copy)' })).toEqual({});
    const fields = (rows: postgres.RowList<postgres.Row[]>) => rows.map(({ id: _id, ...rest }) => rest);
    expect(fields(await stepsOf(copyId))).toEqual(fields(await stepsOf(id)));
    expect(await sql`select name, account_id from workflows where id = ${copyId}`).toEqual([
      { name: 'Newborn (copy)', account_id: owner.accountId },
    ]);
    const [first] = await stepsOf(copyId);
    expect(await pushDirect(owner, 'workflow.removeStep', { id: first!.id })).toEqual({});
    expect(await stepsOf(id)).toHaveLength(3);
  });

  it.each([
    ['a time of day on an hour offset', { offsetUnit: 'hours', offsetAmount: 2, atMinute: 540 }],
    ['a wait without what it waits for', { action: 'wait' }],
    ['a condition on a step that does not wait', { action: 'send_template', waitFor: 'invoice_paid' }],
    ['a minute past the day', { atMinute: 1440 }],
    ['an offset beyond ten years', { offsetAmount: 3651 }],
    ['an unknown trigger', { trigger: 'birthday' }],
  ])('refuse a step with %s, and add nothing', async (_label, fields) => {
    const id = await insertWorkflow(owner);
    expect(await pushDirect(owner, 'workflow.addStep', { id: newId(), workflowId: id, ...fields })).toMatchObject({
      error: 'app',
    });
    expect(await stepsOf(id)).toEqual([]);
  });

  it('refuse a change that would leave a step not fitting together, and keep it as it was', async () => {
    const id = await insertWorkflow(owner);
    const step = await addStep(owner, id, { offsetAmount: -1, atMinute: 540 });
    const before = await stepsOf(id);
    expect(await pushDirect(owner, 'workflow.updateStep', { id: step, offsetUnit: 'hours' })).toMatchObject({
      error: 'app',
      message: 'invalid_input',
    });
    expect(await pushDirect(owner, 'workflow.updateStep', { id: step, action: 'wait' })).toMatchObject({
      error: 'app',
      message: 'invalid_input',
    });
    expect(await stepsOf(id)).toEqual(before);
  });

  it('refuse a step before an event, which has to happen first, and keep the steps as they were', async () => {
    const id = await insertWorkflow(owner);
    const beforeTheSession = await addStep(owner, id, { offsetAmount: -2, atMinute: 540 });
    const afterBooking = await addStep(owner, id, { trigger: 'booked', offsetAmount: 1 });
    const before = await stepsOf(id);
    const refusals = [
      ['workflow.addStep', { id: newId(), workflowId: id, trigger: 'contract_signed', offsetAmount: -1 }],
      ['workflow.updateStep', { id: beforeTheSession, trigger: 'invoice_overdue' }],
      ['workflow.updateStep', { id: afterBooking, offsetAmount: -3 }],
    ] as const;
    for (const [name, args] of refusals) {
      expect(await pushDirect(owner, name, args)).toMatchObject({ error: 'app', message: 'step_before_event' });
    }
    expect(await stepsOf(id)).toEqual(before);
    // A gallery's expiry is dated ahead, as the session is: a step may come before it.
    expect(
      await pushDirect(owner, 'workflow.updateStep', { id: beforeTheSession, trigger: 'gallery_expires' }),
    ).toEqual({});
    // The database refuses a step before an event too, whatever writes it.
    await expect(sql`update workflow_steps set offset_amount = -1 where id = ${afterBooking}`).rejects.toThrow(
      /workflow_steps_before_only_dated_triggers/,
    );
  });

  it('refuse what another studio owns or names, as if it did not exist', async () => {
    const id = await insertWorkflow(owner);
    const step = await addStep(owner, id);
    const theirTemplate = await insertMailTemplate(stranger);
    const before = await stepsOf(id);
    const refusals = [
      ['workflow.addStep', { id: newId(), workflowId: id }, stranger],
      ['workflow.updateStep', { id: step, taskTitle: 'Mine now' }, stranger],
      ['workflow.moveStep', { id: step, by: 1 }, stranger],
      ['workflow.removeStep', { id: step }, stranger],
      ['workflow.rename', { id, name: 'Mine now' }, stranger],
      ['workflow.delete', { id }, stranger],
      ['workflow.duplicate', { id, copyId: newId(), name: 'Mine now' }, stranger],
      ['workflow.updateStep', { id: step, mailTemplateId: theirTemplate }, owner],
      ['workflow.updateStep', { id: step, action: 'create_task', taskAssigneeId: stranger.userId }, owner],
      ['workflow.create', { id: newId(), accountId: owner.accountId, name: 'Theirs' }, stranger],
    ] as const;
    for (const [name, args, user] of refusals) {
      const refusal = await pushDirect(user, name, args);
      expect(refusal, name).toMatchObject({ error: 'app' });
      expect(['not_found', 'forbidden'], name).toContain(refusal.message);
    }
    expect(await stepsOf(id)).toEqual(before);
    expect(await sql`select name from workflows where id = ${id}`).toEqual([{ name: 'Portrait' }]);
    expect(await sql`select count(*)::int as n from workflows where name in ('Mine now', 'Theirs')`).toEqual([
      { n: 0 },
    ]);
  });

  it('are for managers: an assistant neither reads nor changes them', async () => {
    const id = await insertWorkflow(owner);
    const step = await addStep(owner, id);
    expect(await pushDirect(assistant, 'workflow.rename', { id, name: 'Assistant’s' })).toMatchObject({
      error: 'app',
      message: 'forbidden',
    });
    expect(await pushDirect(assistant, 'workflow.removeStep', { id: step })).toMatchObject({ message: 'forbidden' });
    expect(
      await pushDirect(assistant, 'workflow.create', { id: newId(), accountId: owner.accountId, name: 'Assistant’s' }),
    ).toMatchObject({ message: 'forbidden' });
    const zero = clientOf(assistant, [owner.accountId]);
    try {
      expect(await readRefusal(zero, queries.workflows.list({ accountId: owner.accountId }))).toBeUndefined();
      expect(await zero.run(queries.workflows.list({ accountId: owner.accountId }), { type: 'complete' })).toEqual([]);
    } finally {
      await zero.close();
    }
    expect(await sql`select name from workflows where id = ${id}`).toEqual([{ name: 'Portrait' }]);
    expect(await stepsOf(id)).toHaveLength(1);
  });
});

describe('a session type', () => {
  it('follows one of its studio’s workflows, or none, and never another studio’s', async () => {
    const mine = await insertWorkflow(owner, 'Family');
    const theirs = await insertWorkflow(stranger, 'Family');
    const typeId = newId();
    const create = { id: typeId, accountId: owner.accountId, name: `Family ${typeId}`, workflowId: mine };
    expect(await pushDirect(owner, 'sessionType.create', create)).toEqual({});
    const workflowOf = async () =>
      (await sql`select workflow_id from session_types where id = ${typeId}`)[0]?.workflow_id;
    expect(await workflowOf()).toBe(mine);
    expect(await pushDirect(owner, 'sessionType.update', { id: typeId, workflowId: theirs })).toMatchObject({
      message: 'not_found',
    });
    expect(await workflowOf()).toBe(mine);
    expect(await pushDirect(owner, 'sessionType.update', { id: typeId, workflowId: null })).toEqual({});
    expect(await workflowOf()).toBeNull();
  });
});

describe('a session’s steps', () => {
  it('are read by the studio’s managers only', async () => {
    const customerId = await insertCustomer(sql, owner);
    const sessionId = await insertSession(sql, owner, customerId);
    await sql`insert into session_steps (id, account_id, session_id, trigger, action, status, due_at)
              values (${newId()}, ${owner.accountId}, ${sessionId}, 'session', 'send_template', 'scheduled', ${Date.now()})`;
    const request = (accountId: string) => queries.sessionSteps.bySession({ accountId, sessionId });
    const ownerZero = clientOf(owner);
    const assistantZero = clientOf(assistant, [owner.accountId]);
    const strangerZero = clientOf(stranger, [stranger.accountId, owner.accountId]);
    try {
      await load(ownerZero, request(owner.accountId));
      expect(await ownerZero.run(request(owner.accountId))).toEqual([
        expect.objectContaining({ sessionId, status: 'scheduled' }),
      ]);
      expect(await assistantZero.run(request(owner.accountId), { type: 'complete' })).toEqual([]);
      expect(await readRefusal(strangerZero, request(owner.accountId))).toBeDefined();
    } finally {
      await Promise.all([ownerZero.close(), assistantZero.close(), strangerZero.close()]);
    }
  });
});
