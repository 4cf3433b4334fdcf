// A workflow step's mail that comes back is marked bounced on the step, found by the mail's id:
// from SES's events in production (functions/mail-events/ses-events.ts), from the local mailbox's
// stand-in for SES's bounce simulator address here (local/mail/simulated-bounces.ts).
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mailer } from '../../functions/lib/mail/mailer';
import { recordSesEvent } from '../../functions/mail-events/ses-events';
import { BOUNCE_SIMULATOR_ADDRESS } from '../../local/mail/simulated-bounces';
import { databaseUrl } from '../support/env';
import { runJobs } from '../support/jobs';
import { newUser } from '../support/users';
import { makeStudioRows } from './support/studio-rows';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let stepId: string;

type Step = { message_id: string | null; bounced_at: string | null; status: string };
const step = async () =>
  (await sql<Step[]>`select message_id, bounced_at::text, status from session_steps where id = ${stepId}`)[0]!;

beforeAll(async () => {
  // The handlers' environment, as the platform gives it, for what this file calls directly.
  Object.assign(process.env, { MAIL_TRANSPORT: 'local', DATABASE_URL: databaseUrl() });
  const owner = await newUser('bounces');
  stepId = (await makeStudioRows(sql, owner.accountId, owner.userId)).session_steps!;
});
afterAll(() => sql.end());

/** Sends a step's mail to `to` as the runner does, recording the provider's id for it on the step. */
async function sendStepMail(to: string): Promise<string> {
  const { messageId } = await mailer().send({ to, subject: 'Your gallery', text: 'Hello', html: '<p>Hello</p>' });
  await sql`update session_steps set status = 'done', done_at = 1, mail_to = ${to}, message_id = ${messageId},
              bounced_at = null
            where id = ${stepId}`;
  return messageId;
}

/** An EventBridge event as SES publishes it for a mail of the configuration set (trimmed to what matters). */
const sesEvent = (eventType: 'Bounce' | 'Complaint' | 'Delivery', messageId: string, timestamp: string) => ({
  version: '0',
  source: 'aws.ses',
  'detail-type': { Bounce: 'Email Bounced', Complaint: 'Email Complaint Received', Delivery: 'Email Delivered' }[
    eventType
  ],
  detail: {
    eventType,
    mail: { messageId, timestamp, tags: { 'ses:configuration-set': ['studio-dev-mail'] } },
    [eventType.toLowerCase()]: { timestamp },
  },
});

describe('a bounced step mail', () => {
  it('to the bounce simulator address is stored, then shown bounced on its step', async () => {
    const messageId = await sendStepMail(BOUNCE_SIMULATOR_ADDRESS);
    const [stored] = await sql`select to_address from local.mails where id = ${messageId}`;
    expect(stored).toEqual({ to_address: BOUNCE_SIMULATOR_ADDRESS });
    await runJobs();
    expect(await step()).toMatchObject({ message_id: messageId, status: 'done', bounced_at: expect.any(String) });
  });

  it('to any other address is not marked bounced', async () => {
    const messageId = await sendStepMail(`client-${newId().slice(0, 8).toLowerCase()}@example.com`);
    await runJobs();
    expect(await step()).toEqual({ message_id: messageId, status: 'done', bounced_at: null });
  });

  it("is marked from SES's bounce or complaint event, at the time SES gives, the first one kept", async () => {
    const messageId = `0102018c-${newId()}`;
    await sql`update session_steps set message_id = ${messageId}, bounced_at = null where id = ${stepId}`;

    expect(await recordSesEvent(sesEvent('Delivery', messageId, '2026-11-20T09:00:00.000Z'))).toBe(false);
    expect((await step()).bounced_at).toBeNull();

    expect(await recordSesEvent(sesEvent('Bounce', messageId, '2026-11-20T09:00:02.500Z'))).toBe(true);
    const bouncedAt = String(Date.parse('2026-11-20T09:00:02.500Z'));
    expect((await step()).bounced_at).toBe(bouncedAt);

    expect(await recordSesEvent(sesEvent('Complaint', messageId, '2026-11-21T10:00:00.000Z'))).toBe(true);
    expect((await step()).bounced_at).toBe(bouncedAt);
  });

  it('from SES for a mail no step sent changes no step', async () => {
    await sql`update session_steps set message_id = ${`0102018c-${newId()}`}, bounced_at = null where id = ${stepId}`;
    const before = await sql`select * from session_steps where id = ${stepId}`;
    expect(await recordSesEvent(sesEvent('Bounce', `0102018c-${newId()}`, '2026-11-20T09:00:00.000Z'))).toBe(false);
    expect(await sql`select * from session_steps where id = ${stepId}`).toEqual(before);
  });
});
