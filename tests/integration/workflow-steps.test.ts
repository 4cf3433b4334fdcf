// A session's workflow steps as the back office moves them: booked in the back office they are
// copied and dated; moving the session re-dates them (the old time's job then sends nothing);
// cancelling cancels them; a manager skips one or sends it now, and nobody else can.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { stopQueue } from '../../functions/lib/queue';
import { BOUNCE_SIMULATOR_ADDRESS } from '../../local/mail/simulated-bounces';
import { backOfficeApi } from '../support/back-office-api';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { api, newUser, type TestUser } from '../support/users';
import { mailsUnder, sessionSteps, stepJobs, workflowType, type StepRow } from './support/workflow-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let owner: TestUser;
let assistant: TestUser;
let stranger: TestUser;
let type: string;

beforeAll(async () => {
  Object.assign(process.env, { MAIL_TRANSPORT: 'local', SITE_URL: platformOrigin(), DATABASE_URL: databaseUrl() });
  [owner, assistant, stranger] = await Promise.all([newUser('steps'), newUser('assistant'), newUser('stranger')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${assistant.userId}, 'assistant')`;
  await sql`update accounts set settings = settings || ${sql.json({ timeZone: 'Europe/Madrid' })} where id = ${owner.accountId}`;
  // A questionnaire two days before at 18:00, and a task the day after at 10:00.
  type = await workflowType(sql, owner, [
    { offsetAmount: -2, atMinute: 18 * 60 },
    { offsetAmount: 1, atMinute: 10 * 60, action: 'create_task' },
  ]);
});
afterAll(async () => {
  await stopQueue();
  await sql.end();
});

/** A session booked in the back office, as its form books it: its id and its client's domain. */
async function bookedSession(date: number): Promise<{ sessionId: string; domain: string }> {
  const domain = `steps-${newId().slice(0, 8).toLowerCase()}.example`;
  const [customerId, sessionId] = [newId(), newId()];
  await sql`insert into customers (id, account_id, author_id, name, email)
            values (${customerId}, ${owner.accountId}, ${owner.userId}, 'Pau Vidal', ${`pau@${domain}`})`;
  await backOfficeApi(platformOrigin(), owner.accessToken).mutate('session.create', {
    id: sessionId,
    accountId: owner.accountId,
    customerId,
    date,
    type,
  });
  return { sessionId, domain };
}

const madrid = (ms: number) =>
  new Date(ms).toLocaleString('en-GB', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' });

const stepCall = (user: TestUser, accountId: string, stepId: string, action: 'skip' | 'send') =>
  api('POST', `/api/accounts/${accountId}/session-steps/${stepId}/${action}`, { token: user.accessToken });

const steps = (sessionId: string): Promise<StepRow[]> => sessionSteps(sql, sessionId);

describe('planning with the session', () => {
  it('copies and dates the steps when the session is booked, and re-dates them when it moves', async () => {
    const date = Date.UTC(2027, 5, 15, 9, 0); // 15 June 2027, 11:00 in Madrid
    const { sessionId, domain } = await bookedSession(date);
    const booked = await steps(sessionId);
    expect(booked.map((step) => [step.status, madrid(step.dueAt!)])).toEqual([
      ['scheduled', '13/06/2027, 18:00'],
      ['scheduled', '16/06/2027, 10:00'],
    ]);

    await backOfficeApi(platformOrigin(), owner.accessToken).mutate('session.update', {
      id: sessionId,
      date: date + 7 * DAY,
    });
    const moved = await steps(sessionId);
    expect(moved.map((step) => [step.status, madrid(step.dueAt!)])).toEqual([
      ['scheduled', '20/06/2027, 18:00'],
      ['scheduled', '23/06/2027, 10:00'],
    ]);
    // Each time has its job; the old time's, once due, sends nothing.
    const keys = (await stepJobs(sql, owner.accountId)).map((job) => job.key);
    expect(keys).toEqual(
      expect.arrayContaining([`${booked[0]!.id}@${booked[0]!.dueAt}`, `${moved[0]!.id}@${moved[0]!.dueAt}`]),
    );
    await sql`update pgboss.job set start_after = now() where singleton_key = ${`${booked[0]!.id}@${booked[0]!.dueAt}`}`;
    await runJobs();
    expect(await mailsUnder(sql, domain)).toBe(0);
    expect((await steps(sessionId)).map((step) => step.status)).toEqual(['scheduled', 'scheduled']);
  });

  it('cancels the steps not run yet when the session is cancelled, and they never run', async () => {
    const { sessionId, domain } = await bookedSession(Date.now() + 30 * DAY);
    const [first] = await steps(sessionId);
    await backOfficeApi(platformOrigin(), owner.accessToken).mutate('session.setStatus', {
      id: sessionId,
      status: 'cancelled',
    });
    expect((await steps(sessionId)).map((step) => [step.status, step.dueAt])).toEqual([
      ['cancelled', null],
      ['cancelled', null],
    ]);
    await sql`update pgboss.job set start_after = now() where singleton_key = ${`${first!.id}@${first!.dueAt}`}`;
    await runJobs();
    expect(await mailsUnder(sql, domain)).toBe(0);
  });
});

describe('skip and send now', () => {
  it('skips a step, whose job then does nothing, and refuses to skip it again', async () => {
    const { sessionId, domain } = await bookedSession(Date.now() + 30 * DAY);
    const [step] = await steps(sessionId);
    const res = await stepCall(owner, owner.accountId, step!.id, 'skip');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ step: { id: step!.id, status: 'skipped' } });
    await sql`update pgboss.job set start_after = now() where singleton_key = ${`${step!.id}@${step!.dueAt}`}`;
    await runJobs();
    expect(await mailsUnder(sql, domain)).toBe(0);
    const skipped = await steps(sessionId);
    expect(skipped[0]!.status).toBe('skipped');

    const again = await stepCall(owner, owner.accountId, step!.id, 'send');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'step_finished' } });
    expect(await steps(sessionId)).toEqual(skipped);
  });

  it('sends a step now, once, and then refuses to send it again', async () => {
    const { sessionId, domain } = await bookedSession(Date.now() + 30 * DAY);
    const [step] = await steps(sessionId);
    const res = await stepCall(owner, owner.accountId, step!.id, 'send');
    expect(res.status).toBe(200);
    const { step: sent } = (await res.json()) as { step: StepRow };
    expect(sent.status).toBe('scheduled');
    expect(sent.dueAt).toBeLessThanOrEqual(Date.now());
    await runJobs();
    expect(await mailsUnder(sql, domain)).toBe(1);
    const [done] = await steps(sessionId);
    expect(done!.status).toBe('done');
    // The mail it sent, for its delivery status: to whom, and the provider's id a bounce names.
    const [mail] = await sql`select id::text from local.mails where to_address = ${`pau@${domain}`}`;
    const [recorded] = await sql`select mail_to, message_id from session_steps where id = ${step!.id}`;
    expect(recorded).toEqual({ mail_to: `pau@${domain}`, message_id: mail!.id });

    const again = await stepCall(owner, owner.accountId, step!.id, 'send');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'step_finished' } });
    expect((await steps(sessionId))[0]).toEqual(done);
  });

  it('answers 404 for another studio’s step and 403 to an assistant, changing nothing', async () => {
    const { sessionId } = await bookedSession(Date.now() + 30 * DAY);
    const before = await steps(sessionId);
    const stepId = before[0]!.id;
    const foreign = await stepCall(stranger, stranger.accountId, stepId, 'skip');
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: 'not_found' } });
    // A studio the caller is not in is not found either.
    const intruder = await stepCall(stranger, owner.accountId, stepId, 'send');
    expect(intruder.status).toBe(404);
    for (const action of ['skip', 'send'] as const) {
      const res = await stepCall(assistant, owner.accountId, stepId, action);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await steps(sessionId)).toEqual(before);
  });
});

describe('a template step', () => {
  it('mails the template in the client’s language and records the mail it sent', async () => {
    const { sessionId, domain } = await bookedSession(Date.now() + 30 * DAY);
    const template = newId();
    const versions = {
      en: { subject: 'See you soon', body: 'Hello {{client.name}}' },
      es: { subject: 'Hasta pronto', body: 'Hola {{client.name}}' },
    };
    await sql`insert into mail_templates (id, account_id, author_id, name, versions)
              values (${template}, ${owner.accountId}, ${owner.userId}, 'Soon', ${sql.json(versions)})`;
    await sql`update customers set language = 'es' where email = ${`pau@${domain}`}`;
    const [step] = await steps(sessionId);
    await sql`update session_steps set action = 'send_template', questionnaire_id = null, mail_template_id = ${template}
              where id = ${step!.id}`;
    expect((await stepCall(owner, owner.accountId, step!.id, 'send')).status).toBe(200);
    await runJobs();
    const [mail] = await sql<{ id: string; subject: string; text: string }[]>`
      select id::text, subject, text_body as text from local.mails where to_address = ${`pau@${domain}`}`;
    expect(mail).toMatchObject({ subject: 'Hasta pronto' });
    expect(mail!.text).toContain('Hola Pau Vidal');
    const [sent] = await sql`select status, mail_to, message_id from session_steps where id = ${step!.id}`;
    expect(sent).toEqual({ status: 'done', mail_to: `pau@${domain}`, message_id: mail!.id });
  });
});

describe('a step that fails', () => {
  it('shows each failed try on the session, is failed after the last, and is sent again by hand', async () => {
    const { sessionId, domain } = await bookedSession(Date.now() + 30 * DAY);
    // A contract step whose template names a field nothing fills: sending it is refused every time.
    const template = newId();
    await sql`insert into contract_templates (id, account_id, name, body)
              values (${template}, ${owner.accountId}, 'Terms', 'The {{wedding.venue}} is booked.')`;
    const [step] = await steps(sessionId);
    await sql`update session_steps set action = 'send_contract', questionnaire_id = null, contract_template_id = ${template}
              where id = ${step!.id}`;
    const key = `${step!.id}@${step!.dueAt}`;
    await sql`update pgboss.job set start_after = now() where singleton_key = ${key}`;
    await runJobs();
    const failing = await sql`select status, attempts, last_error from session_steps where id = ${step!.id}`;
    expect(failing[0]).toEqual({ status: 'scheduled', attempts: 1, last_error: 'Fields are left unfilled' });

    // The last retry.
    await sql`update pgboss.job set retry_count = retry_limit, start_after = now() where singleton_key = ${key}`;
    await runJobs();
    const failed = await sql`select status, attempts, last_error from session_steps where id = ${step!.id}`;
    expect(failed[0]).toEqual({ status: 'failed', attempts: 2, last_error: 'Fields are left unfilled' });
    const [contracts] = await sql<
      { n: number }[]
    >`select count(*)::int as n from contracts where session_id = ${sessionId}`;
    expect(contracts!.n).toBe(0);
    expect(await mailsUnder(sql, domain)).toBe(0);

    // Sent now, it is tried again: here with its template fixed.
    await sql`update contract_templates set body = 'The session is booked.' where id = ${template}`;
    const res = await stepCall(owner, owner.accountId, step!.id, 'send');
    expect(res.status).toBe(200);
    await runJobs();
    const sent = await sql`select status, attempts, last_error, mail_to from session_steps where id = ${step!.id}`;
    expect(sent[0]).toEqual({ status: 'done', attempts: 1, last_error: null, mail_to: `pau@${domain}` });
    expect(await mailsUnder(sql, domain)).toBe(1);
  });
});

describe('a contract or invoice step whose mail bounces', () => {
  /** A session whose client's address is SES's bounce simulator; its first step made into `action`. */
  async function bouncingStep(action: string, columns: Record<string, string | null> = {}) {
    const { sessionId, domain } = await bookedSession(Date.now() + 30 * DAY);
    await sql`update customers set email = ${BOUNCE_SIMULATOR_ADDRESS} where email = ${`pau@${domain}`}`;
    const [step] = await steps(sessionId);
    await sql`update session_steps set ${sql({ action, questionnaire_id: null, ...columns })} where id = ${step!.id}`;
    return { sessionId, stepId: step!.id };
  }

  /** Sends the step now and lets the bounce come back: the mail it recorded, and whether it shows bounced. */
  async function sendAndBounce(stepId: string) {
    expect((await stepCall(owner, owner.accountId, stepId, 'send')).status).toBe(200);
    // The platform's run, not one of our own: its queue timer may have taken the job already, and
    // its run waits for that one to end.
    await runJobs();
    const [sent] = await sql<{ status: string; mail_to: string; message_id: string | null }[]>`
      select status, mail_to, message_id from session_steps where id = ${stepId}`;
    const [mail] = await sql`select to_address from local.mails where id::text = ${sent!.message_id ?? ''}`;
    await runJobs();
    const [after] = await sql`select bounced_at is not null as bounced from session_steps where id = ${stepId}`;
    return { ...sent, mail, bounced: after!.bounced };
  }

  const bounced = {
    status: 'done',
    mail_to: BOUNCE_SIMULATOR_ADDRESS,
    message_id: expect.any(String),
    mail: { to_address: BOUNCE_SIMULATOR_ADDRESS },
    bounced: true,
  };

  it('records the contract it sent to be signed, then shows it bounced', async () => {
    const template = newId();
    await sql`insert into contract_templates (id, account_id, name, body)
              values (${template}, ${owner.accountId}, 'Terms', 'The session is booked.')`;
    const { stepId } = await bouncingStep('send_contract', { contract_template_id: template });
    expect(await sendAndBounce(stepId)).toEqual(bounced);
  });

  it('records the invoice it issued and sent, then shows it bounced', async () => {
    const { sessionId, stepId } = await bouncingStep('send_invoice');
    const [invoiceId, customer] = [newId(), await sql`select customer_id from sessions where id = ${sessionId}`];
    await sql.begin(async (tx) => {
      await tx`insert into invoices (id, account_id, author_id, customer_id, session_id, currency, language)
               values (${invoiceId}, ${owner.accountId}, ${owner.userId}, ${customer[0]!.customer_id}, ${sessionId}, 'EUR', 'es')`;
      await tx`insert into invoice_lines (id, account_id, invoice_id, description, unit_price, tax_rate_bp, net, tax)
               values (${newId()}, ${owner.accountId}, ${invoiceId}, 'Sesión de retrato', 10000, 2100, 10000, 2100)`;
    });
    expect(await sendAndBounce(stepId)).toEqual(bounced);
    const [invoice] = await sql`select status, customer_email from invoices where id = ${invoiceId}`;
    expect(invoice).toEqual({ status: 'issued', customer_email: BOUNCE_SIMULATOR_ADDRESS });
  });
});
