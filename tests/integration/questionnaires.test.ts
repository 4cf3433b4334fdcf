// Questionnaires a client answers through their link: sent by hand or with a booking (once per
// session), answers saved as they go and there when they come back, checked field by field, and
// never changed once sent. A link opens only its own studio's questionnaire.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import type { QuestionnaireField } from '../../core/domain/questionnaire-answers';
import { mergeValues } from '../../functions/lib/contracts/merge-values';
import { uniqueCaller } from '../support/caller-address';
import { databaseUrl, platformOrigin } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { DAY, insertSession, pushDirect } from './support/booking-fixtures';
import { contractStudio, draftContract, errorCode, sendContract } from './support/contract-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let slug: string;
let questionnaireId: string;
let customerId: string;
let customerEmail: string;

const fields: QuestionnaireField[] = [
  { id: 'partner', kind: 'short', label: 'Partner’s name', required: true },
  { id: 'day', kind: 'date', label: 'Wedding day', required: true },
  { id: 'guests', kind: 'number', label: 'Guests', required: false },
  { id: 'style', kind: 'choice', label: 'Style', options: ['Classic', 'Candid'], required: true },
  { id: 'drone', kind: 'yesno', label: 'Drone?', required: false },
];

const address = (label: string) => `${label}-${newId().slice(0, 8)}@example.com`.toLowerCase();
const code = async (res: Response) => ((await res.json()) as { error?: { code: string } }).error?.code;
const clientApi = (method: string, path: string, action = '', body?: unknown) =>
  api(method, `/api${path.replace('/questionnaire/', '/questionnaires/')}${action}`, body ? { body } : {});
const stored = async (responseId: string) =>
  (await sql`select status, answers, submitted_at from questionnaire_responses where id = ${responseId}`)[0];

async function newCustomer(user: TestUser, email: string): Promise<string> {
  const id = newId();
  await sql`insert into customers (id, account_id, author_id, name, email)
            values (${id}, ${user.accountId}, ${user.userId}, 'Núria Vidal', ${email})`;
  return id;
}

async function send(body: Record<string, unknown>, user = owner, questionnaire = questionnaireId) {
  return api('POST', `/api/accounts/${user.accountId}/questionnaires/${questionnaire}/send`, {
    token: user.accessToken,
    body,
  });
}

async function sent(): Promise<{ responseId: string; path: string }> {
  const res = await send({ customerId });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { response: { id: string }; path: string; mailed: boolean };
  expect(body.mailed).toBe(true);
  return { responseId: body.response.id, path: body.path };
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('asker'), newUser('other-asker')]);
  slug = `questions-${owner.userId.slice(0, 8)}`;
  await sql`update accounts set slug = ${slug} where id = ${owner.accountId}`;
  await sql`update accounts set slug = ${`${slug}-other`} where id = ${stranger.accountId}`;
  questionnaireId = newId();
  const create = { id: questionnaireId, accountId: owner.accountId, title: 'Your wedding', language: 'ca', fields };
  expect(await pushDirect(owner, 'questionnaire.create', create)).toEqual({});
  customerEmail = address('couple');
  customerId = await newCustomer(owner, customerEmail);
});
afterAll(() => sql.end());

describe('a questionnaire sent by hand', () => {
  it('is mailed in its language, and keeps what the client typed when they leave and come back', async () => {
    const { responseId, path } = await sent();
    expect(path).toMatch(new RegExp(`^/p/${slug}/questionnaire/[A-Za-z0-9_-]{43}$`));
    const [mail] = await mailsTo(customerEmail);
    const [studio] = await sql<{ name: string }[]>`select name from accounts where id = ${owner.accountId}`;
    expect(mail?.subject).toBe(`${studio!.name}: omple «Your wedding»`);
    expect(mail?.text).toContain(path);

    expect((await clientApi('PUT', path, '', { answers: { partner: 'Marc' } })).status).toBe(200);
    const back = (await (await clientApi('GET', path)).json()) as {
      questionnaire: { status: string; answers: unknown; fields: unknown; language: string };
    };
    expect(back.questionnaire).toMatchObject({
      status: 'started',
      answers: { partner: 'Marc' },
      fields,
      language: 'ca',
    });

    const all = { partner: 'Marc', day: '2027-06-12', guests: 120, style: 'Candid', drone: true };
    expect((await clientApi('PUT', path, '', { answers: all })).status).toBe(200);
    // The page the link opens is drawn with the answers saved so far, in the form's language.
    const page = await fetch(`${platformOrigin()}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ca"');
    expect(html).toContain('Your wedding');
    expect(html).toContain('2027-06-12');

    const submit = await clientApi('POST', path, '/submit', { answers: all });
    expect(submit.status).toBe(200);
    expect(await stored(responseId)).toMatchObject({ status: 'submitted', answers: all });
  });

  it('refuses answers that do not fit the form, and saves nothing', async () => {
    const { responseId, path } = await sent();
    await clientApi('PUT', path, '', { answers: { partner: 'Marc' } });
    for (const answers of [{ guests: 'many' }, { style: 'Moody' }, { day: '2027-02-30' }, { unknown: 'x' }]) {
      const res = await clientApi('PUT', path, '', { answers: { partner: 'Changed', ...answers } });
      expect([res.status, await code(res)]).toEqual([400, 'invalid_input']);
    }
    const missing = await clientApi('POST', path, '/submit', { answers: { partner: 'Marc', style: 'Classic' } });
    expect([missing.status, await code(missing)]).toEqual([400, 'invalid_input']);
    expect(await stored(responseId)).toMatchObject({
      status: 'started',
      answers: { partner: 'Marc' },
      submitted_at: null,
    });
  });

  it('refuses any change once sent, through the API and in the database', async () => {
    const { responseId, path } = await sent();
    const answers = { partner: 'Marc', day: '2027-06-12', style: 'Classic' };
    expect((await clientApi('POST', path, '/submit', { answers })).status).toBe(200);
    for (const [method, action] of [
      ['PUT', ''],
      ['POST', '/submit'],
    ] as const) {
      const res = await clientApi(method, path, action, { answers: { ...answers, partner: 'Someone else' } });
      expect([res.status, await code(res)]).toEqual([409, 'questionnaire_submitted']);
    }
    await expect(
      sql`update questionnaire_responses set answers = '{}'::jsonb where id = ${responseId}`,
    ).rejects.toMatchObject({ code: 'P0001', hint: 'questionnaire_submitted' });
    await expect(sql`delete from questionnaire_responses where id = ${responseId}`).rejects.toMatchObject({
      hint: 'questionnaire_submitted',
    });
    expect(await stored(responseId)).toMatchObject({ status: 'submitted', answers });
  });

  it('answers 404 alike for a revoked link, an unknown one and one under another studio', async () => {
    const { responseId, path } = await sent();
    const token = path.split('/').pop()!;
    const foreign = await clientApi('GET', `/p/${slug}-other/questionnaire/${token}`);
    const unknown = await clientApi('GET', `/p/${slug}/questionnaire/${'A'.repeat(43)}`);
    await sql`update private.document_links set revoked_at = ${Date.now()} where questionnaire_response_id = ${responseId}`;
    const revoked = [
      await clientApi('GET', path),
      await clientApi('PUT', path, '', { answers: {} }),
      await clientApi('POST', path, '/submit', { answers: {} }),
    ];
    for (const res of [foreign, unknown, ...revoked]) {
      expect([res.status, await code(res)]).toEqual([404, 'link_not_found']);
    }
    expect((await fetch(`${platformOrigin()}${path}`)).status).toBe(404);
    expect(await stored(responseId)).toMatchObject({ status: 'sent', answers: {} });
  });

  it('is refused for another studio’s client, session or questionnaire, and nothing is made', async () => {
    const before = await sql`select id from questionnaire_responses where account_id = ${owner.accountId}`;
    const theirs = await newCustomer(stranger, address('theirs'));
    const theirSession = await insertSession(sql, stranger, theirs);
    const theirForm = newId();
    await pushDirect(stranger, 'questionnaire.create', { id: theirForm, accountId: stranger.accountId, title: 'X' });
    for (const res of [
      await send({ customerId: theirs }),
      await send({ customerId, sessionId: theirSession }),
      await send({ customerId }, owner, theirForm),
      await send({ customerId }, stranger),
    ]) {
      expect([res.status, await code(res)]).toEqual([404, 'not_found']);
    }
    expect(await sql`select id from questionnaire_responses where account_id = ${owner.accountId}`).toEqual(before);
  });
});

describe('the client’s link, from the back office', () => {
  const link = (method: 'POST' | 'DELETE', responseId: string, user = owner, accountId = user.accountId) =>
    api(method, `/api/accounts/${accountId}/questionnaires/${responseId}/link`, { token: user.accessToken });
  const liveLinks = async (responseId: string) =>
    (
      await sql`select 1 from private.document_links where questionnaire_response_id = ${responseId} and revoked_at is null`
    ).length;

  it('renews: the old link opens nothing, the new one opens the same answers', async () => {
    const { responseId, path } = await sent();
    expect((await clientApi('PUT', path, '', { answers: { partner: 'Marc' } })).status).toBe(200);
    const res = await link('POST', responseId);
    expect(res.status).toBe(200);
    const renewed = ((await res.json()) as { path: string }).path;
    expect(renewed).toMatch(new RegExp(`^/p/${slug}/questionnaire/[A-Za-z0-9_-]{43}$`));
    expect(renewed).not.toBe(path);
    const old = await clientApi('GET', path);
    expect([old.status, await code(old)]).toEqual([404, 'link_not_found']);
    const opened = (await (await clientApi('GET', renewed)).json()) as { questionnaire: { answers: unknown } };
    expect(opened.questionnaire.answers).toEqual({ partner: 'Marc' });
    expect(await liveLinks(responseId)).toBe(1);
  });

  it('revokes: no link opens it, nor saves to it, until one is renewed', async () => {
    const { responseId, path } = await sent();
    const res = await link('DELETE', responseId);
    expect([res.status, await res.json()]).toEqual([200, { revoked: 1 }]);
    for (const refused of [
      await clientApi('GET', path),
      await clientApi('PUT', path, '', { answers: { partner: 'Marc' } }),
    ]) {
      expect([refused.status, await code(refused)]).toEqual([404, 'link_not_found']);
    }
    expect((await fetch(`${platformOrigin()}${path}`)).status).toBe(404);
    expect(await stored(responseId)).toMatchObject({ status: 'sent', answers: {} });
    expect(await liveLinks(responseId)).toBe(0);
  });

  it('answers another studio’s manager 404, and refuses an assistant, changing no link', async () => {
    const { responseId, path } = await sent();
    const assistant = await newUser('questionnaire-assistant');
    await sql`insert into account_members (account_id, user_id, role)
              values (${owner.accountId}, ${assistant.userId}, 'assistant')`;
    for (const method of ['POST', 'DELETE'] as const) {
      const foreign = await link(method, responseId, stranger);
      expect([foreign.status, await code(foreign)]).toEqual([404, 'not_found']);
      const assisted = await link(method, responseId, assistant, owner.accountId);
      expect([assisted.status, await code(assisted)]).toEqual([403, 'forbidden']);
    }
    expect(await liveLinks(responseId)).toBe(1);
    expect((await clientApi('GET', path)).status).toBe(200);
  });
});

describe('a questionnaire sent with a booking', () => {
  it('goes once to the client of a session of its type booked online, in a mail of its own', async () => {
    const typeId = newId();
    await sql`insert into session_types (id, account_id, author_id, name, questionnaire_id)
              values (${typeId}, ${owner.accountId}, ${owner.userId}, 'Wedding', ${questionnaireId})`;
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date,
                days_of_week, time_slots, location, max_bookings_per_day)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${typeId}, 'Weddings', ${today}, ${today + 30 * DAY},
                '[0,1,2,3,4,5,6]', '["10:00"]', 'Studio', 10)`;
    const offer = (await (await fetch(`${platformOrigin()}/api/p/${slug}/booking`)).json()) as {
      slots: { sessionTypeId: string; start: number }[];
    };
    const slot = offer.slots.find((s) => s.sessionTypeId === typeId && s.start > Date.now() + DAY)!;
    const email = address('booker');
    const res = await uniqueCaller().fetch(`${platformOrigin()}/api/p/${slug}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pau', email, phone: '', note: '', sessionTypeId: typeId, start: slot.start }),
    });
    expect(res.status).toBe(201);
    const responses = await sql`
      select r.origin, r.title, r.status from questionnaire_responses r join sessions s on s.id = r.session_id
      where s.account_id = ${owner.accountId} and s.date = ${slot.start}`;
    expect(responses).toEqual([{ origin: 'booking', title: 'Your wedding', status: 'sent' }]);
    const mails = await mailsTo(email);
    expect(mails.filter((mail) => /\/questionnaire\//.test(mail.text))).toHaveLength(1);
  });

  it('goes once for a session booked in the back office, however often the booking is pushed', async () => {
    const email = address('walk-in');
    const walkIn = await newCustomer(owner, email);
    const sessionId = newId();
    const create = {
      id: sessionId,
      accountId: owner.accountId,
      customerId: walkIn,
      date: Date.now() + 20 * DAY,
      type: 'Wedding',
    };
    await Promise.all(Array.from({ length: 20 }, () => pushDirect(owner, 'session.create', create)));
    expect(await sql`select id from sessions where id = ${sessionId}`).toHaveLength(1);
    const responses = await sql`select origin from questionnaire_responses where session_id = ${sessionId}`;
    expect(responses).toEqual([{ origin: 'booking' }]);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('answers as merge fields', () => {
  it('fill from the session’s own answers, written for reading, and never from another studio’s', async () => {
    const sessionId = await insertSession(sql, owner, customerId);
    const res = await send({ customerId, sessionId });
    const { path } = (await res.json()) as { path: string };
    const answers = { partner: 'Marc', day: '2027-06-12', guests: 1200, style: 'Candid', drone: false };
    expect((await clientApi('POST', path, '/submit', { answers })).status).toBe(200);
    // The answers a contract or a mail is filled with, in the language each was answered in.
    const answersOf = async (accountId: string) =>
      Object.fromEntries(
        Object.entries(
          await mergeValues(sql, { accountId, customerId, sessionId, invoiceId: null, language: 'en' }),
        ).filter(([key]) => key.startsWith('answers.')),
      );
    expect(await answersOf(owner.accountId)).toEqual({
      'answers.partner': 'Marc',
      'answers.day': '12 de juny del 2027',
      'answers.guests': '1.200',
      'answers.style': 'Candid',
      'answers.drone': 'No',
    });
    expect(await answersOf(stranger.accountId)).toEqual({});
  });

  it('fill a contract sent after the client answered, and never from another studio’s session', async () => {
    const [ours, theirs] = await Promise.all([contractStudio(sql, 'answers-a'), contractStudio(sql, 'answers-b')]);
    const answer = async (studio: typeof ours, partner: string) => {
      const form = newId();
      await pushDirect(studio.user, 'questionnaire.create', {
        id: form,
        accountId: studio.user.accountId,
        title: 'Q',
        fields,
      });
      const res = await send({ customerId: studio.customerId, sessionId: studio.sessionId }, studio.user, form);
      const { path } = (await res.json()) as { path: string };
      const answers = { partner, day: '2027-06-12', style: 'Classic', drone: true };
      expect((await clientApi('POST', path, '/submit', { answers })).status).toBe(200);
    };
    await answer(theirs, 'Bernat');
    const body = 'Partner: {{answers.partner}}, on {{answers.day}}. Drone: {{answers.drone}}.';

    // Studio A's session has no answers yet: B's, for a field of the same id, fill nothing.
    const early = await draftContract(ours, { body });
    const refused = await api('POST', `/api/accounts/${ours.user.accountId}/contracts/${early}/send`, {
      token: ours.user.accessToken,
    });
    expect([refused.status, await errorCode(refused)]).toEqual([409, 'contract_unfilled']);
    expect((await sql`select status from contracts where id = ${early}`)[0]).toEqual({ status: 'draft' });

    await answer(ours, 'Marc');
    const id = await draftContract(ours, { body });
    await sendContract(ours, id);
    const [contract] = await sql<{ body: string }[]>`select body from contracts where id = ${id}`;
    // The form was written in English ('en' by default); the contract reads as sent.
    expect(contract!.body).toBe('Partner: Marc, on June 12, 2027. Drone: Yes.');
  });
});
