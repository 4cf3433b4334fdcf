// "Sign and pay to confirm" on the public booking page: a type with a contract and a deposit holds
// the slot booked with one proposal (a sent quote and contract, the type's questionnaire) of the
// studio's own, mailed to the client as one mail; however many clients race for the last place,
// one session and one proposal are made; a hold that runs out lets the slot go, once, unless
// the client completed the proposal meanwhile; and a proposal completed (accepted, signed, paid
// through the Stripe stand-in) gives its client the booking's confirmation, once, with the link
// to change it and the calendar file.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientProposal } from '../../core/domain/client-proposal';
import { newId } from '../../core/domain/ids';
import { uniqueCaller } from '../support/caller-address';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { mailsTo, type Mail } from '../support/mailbox';
import { newUser, type TestUser } from '../support/users';
import { connectCardPayments, submitForm } from './support/card-stand-in';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const DAY = 86_400_000;
const HOUR = 3_600_000;
let owner: TestUser;
let stranger: TestUser;
let slug: string;
let typeId: string;
let templateId: string;

type Slot = { sessionTypeId: string; start: number };
type TypeOffer = { id: string; confirm: { contract: boolean; deposit: string | null; phone: boolean } | null };
type Booked = { booking: { start: number; expiresAt: number }; proposalPath: string };

const offer = async () => {
  const res = await fetch(`${platformOrigin()}/api/p/${slug}/booking?lng=en`);
  expect(res.status).toBe(200);
  return (await res.json()) as { types: TypeOffer[]; slots: Slot[] };
};
const book = (start: number, email: string, { sessionTypeId = typeId, language = 'en', phone = '' } = {}) =>
  uniqueCaller().fetch(`${platformOrigin()}/api/p/${slug}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada', email, phone, note: '', sessionTypeId, start, language }),
  });
const proposalToken = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** What the proposal's page reads: the proposal its path's link opens. */
const openProposal = (path: string) => fetch(`${platformOrigin()}/api/p/${slug}/proposals/${proposalToken(path)}`);
/** A step the client takes on the proposal's page. */
const takeStep = (path: string, step: 'accept' | 'sign' | 'pay', body: unknown = {}) =>
  uniqueCaller().fetch(`${platformOrigin()}/api/p/${slug}/proposals/${proposalToken(path)}/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** The client's typed signature of the contract the proposal shows now. */
async function signatureOf(path: string) {
  const { proposal } = (await (await openProposal(path)).json()) as { proposal: ClientProposal };
  const documentSha256 = proposal.contract!.contract.documentSha256;
  return { documentSha256, name: 'Ada', signature: { kind: 'typed', value: 'Ada' } };
}
/** Pays the proposal's deposit by card on the Stripe stand-in, as its client does. */
async function payDeposit(path: string) {
  const pay = await takeStep(path, 'pay');
  expect(pay.status).toBe(200);
  const checkout = new URL(((await pay.json()) as { url: string }).url);
  expect((await submitForm(checkout, { number: '4242 4242 4242 4242' })).status).toBe(303);
}
const bookingLinks = (sessionId: string) => sql`select 1 from private.booking_links where session_id = ${sessionId}`;
/** The token of the booking link a mail carries. */
const bookingTokenIn = (mail: Mail) => /\/booking\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
const email = (name: string) => `${name}-${newId().slice(0, 8)}@example.com`.toLowerCase();

/** The `skip`th open slot of the type from tomorrow on. */
async function slotAt(skip: number): Promise<number> {
  const slots = (await offer()).slots.filter((s) => s.sessionTypeId === typeId && s.start > Date.now() + DAY);
  const slot = slots[skip];
  if (!slot) throw new Error('no open slot');
  return slot.start;
}

/** What the studio holds of the session booked at `start`: the session, its proposal and parts. */
async function heldAt(start: number) {
  const sessions = await sql<{ id: string; status: string }[]>`
    select id, status from sessions where account_id = ${owner.accountId} and date = ${start}`;
  const ids = sessions.map((s) => s.id);
  const proposals = await sql<
    {
      id: string;
      origin: string;
      quoteId: string | null;
      contractId: string | null;
      responseId: string | null;
      expiresAt: number;
      voidAt: number | null;
    }[]
  >`
    select id, origin, quote_id as "quoteId", contract_id as "contractId", questionnaire_response_id as "responseId",
           expires_at::float8 as "expiresAt", void_at::float8 as "voidAt"
    from proposals where session_id = any(${ids})`;
  const quotes = await sql<{ id: string; status: string; total: number; plan: unknown }[]>`
    select id, status, total::float8 as total, plan from quotes where session_id = any(${ids})`;
  const contracts = await sql<{ id: string; status: string }[]>`
    select id, status from contracts where session_id = any(${ids})`;
  return { sessions, proposals, quotes, contracts };
}

const holdJobs = (proposalId: string) =>
  sql<{ id: string; startAfter: Date }[]>`
    select id, start_after as "startAfter" from pgboss.job where name = 'booking-hold' and singleton_key = ${proposalId}`;

/** Delivers the hold's job now, as if its time had come (again, if it ran before). */
const deliverHold = (jobId: string) =>
  sql`update pgboss.job set state = 'created', start_after = now(), completed_on = null where id = ${jobId}`;

const rowCounts = (accountId: string) =>
  sql`select (select count(*)::int from proposals where account_id = ${accountId}) as proposals,
             (select count(*)::int from quotes where account_id = ${accountId}) as quotes,
             (select count(*)::int from contracts where account_id = ${accountId}) as contracts`;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('held-bookings'), newUser('held-elsewhere')]);
  slug = await giveSlug(sql, owner);
  templateId = newId();
  const questionnaire = newId();
  typeId = newId();
  await sql`insert into contract_templates (id, account_id, name, body)
            values (${templateId}, ${owner.accountId}, 'Portrait terms', 'Terms for {{client.name}}.')`;
  await sql`insert into questionnaires (id, account_id, author_id, title)
            values (${questionnaire}, ${owner.accountId}, ${owner.userId}, 'About you')`;
  await sql`insert into session_types (id, account_id, author_id, name, duration, price, contract_template_id, deposit_bp,
                                       questionnaire_id)
            values (${typeId}, ${owner.accountId}, ${owner.userId}, 'Portrait', 60, 15000, ${templateId}, 3000,
                    ${questionnaire})`;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date,
              days_of_week, time_slots, location, max_bookings_per_day)
            values (${newId()}, ${owner.accountId}, ${owner.userId}, ${typeId}, 'Portraits', ${today},
              ${today + 30 * DAY}, '[0,1,2,3,4,5,6]', '["09:00","10:00","11:00","12:00"]', 'Studio', 10)`;
});
afterAll(() => sql.end());

describe('a booking that asks to sign and pay', () => {
  it('holds its slot with one proposal of the studio’s own quote and contract, which its path opens', async () => {
    const type = (await offer()).types.find((t) => t.id === typeId);
    expect(type?.confirm).toEqual({ contract: true, deposit: expect.stringMatching(/45/), phone: false });
    const strangersBefore = await rowCounts(stranger.accountId);
    const start = await slotAt(0);
    const client = email('held');
    const before = Date.now();
    const res = await book(start, client);
    expect(res.status).toBe(201);
    const booked = (await res.json()) as Booked;
    expect(booked.proposalPath).toMatch(new RegExp(`^/p/${slug}/proposal/[A-Za-z0-9_-]{43}$`));
    expect(booked.booking.expiresAt).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(booked.booking.expiresAt).toBeLessThanOrEqual(Date.now() + 24 * HOUR);

    const held = await heldAt(start);
    expect(held.sessions).toEqual([{ id: expect.any(String), status: 'scheduled' }]);
    expect(held.quotes).toEqual([
      {
        id: expect.any(String),
        status: 'sent',
        total: expect.any(Number),
        plan: [
          { percent: 30, due: 'on_issue', days: 0 },
          { percent: 70, due: 'before_session', days: 7 },
        ],
      },
    ]);
    expect(held.contracts).toEqual([{ id: expect.any(String), status: 'sent' }]);
    expect(held.proposals).toEqual([
      {
        id: expect.any(String),
        origin: 'booking',
        quoteId: held.quotes[0]!.id,
        contractId: held.contracts[0]!.id,
        responseId: expect.any(String),
        expiresAt: booked.booking.expiresAt,
        voidAt: null,
      },
    ]);
    // Nothing of it in another studio; the hold's end waits in the queue for its instant.
    expect(await rowCounts(stranger.accountId)).toEqual(strangersBefore);
    const jobs = await holdJobs(held.proposals[0]!.id);
    expect(jobs.map((job) => job.startAfter.getTime())).toEqual([booked.booking.expiresAt]);

    // One mail to the client, the proposal's, with the link the answer named; no confirmation nor questionnaire apart.
    const mails = await mailsTo(client);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${platformOrigin()}${booked.proposalPath}`);
    expect((await fetch(`${platformOrigin()}${booked.proposalPath}`)).status).toBe(200);
    const opened = await openProposal(booked.proposalPath);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      proposal: {
        origin: 'booking',
        step: 'quote',
        expiresAt: booked.booking.expiresAt,
        quote: expect.objectContaining({ status: 'sent', title: 'Portrait' }),
        questionnaire: { submitted: false },
      },
    });
  });

  it('gives the last place to one of 20 clients, with one session and one proposal', async () => {
    const start = await slotAt(1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(start, email(`racer${i}`))));
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const held = await heldAt(start);
    expect(held.sessions).toHaveLength(1);
    expect(held.proposals).toHaveLength(1);
    expect(held.quotes).toHaveLength(1);
    expect(held.contracts).toHaveLength(1);
  });

  it('when its hold runs out, lets the slot go once, and leaves a completed one alone', async () => {
    const [lapsedStart, keptStart] = [await slotAt(2), await slotAt(3)];
    const [lapsedClient, keptClient] = [email('lapsed'), email('kept')];
    const lapsedAnswer = await book(lapsedStart, lapsedClient);
    expect(lapsedAnswer.status).toBe(201);
    const { proposalPath } = (await lapsedAnswer.json()) as Booked;
    expect((await book(keptStart, keptClient)).status).toBe(201);
    const lapsed = await heldAt(lapsedStart);
    const kept = await heldAt(keptStart);
    // The kept one's client did all it asked: the proposal completed and the session confirmed.
    await sql`update proposals set completed_at = ${Date.now()} where id = ${kept.proposals[0]!.id}`;
    await sql`update sessions set status = 'confirmed' where id = ${kept.sessions[0]!.id}`;

    const [lapsedJob] = await holdJobs(lapsed.proposals[0]!.id);
    const [keptJob] = await holdJobs(kept.proposals[0]!.id);
    for (let delivery = 0; delivery < 2; delivery++) {
      await deliverHold(lapsedJob!.id);
      await deliverHold(keptJob!.id);
      await runJobs();
    }

    const after = await heldAt(lapsedStart);
    expect(after.sessions).toEqual([{ id: lapsed.sessions[0]!.id, status: 'cancelled' }]);
    expect(after.proposals[0]!.voidAt).toEqual(expect.any(Number));
    expect(after.contracts).toEqual([{ id: lapsed.contracts[0]!.id, status: 'void' }]);
    const released = (await mailsTo(lapsedClient)).filter((mail) => mail.subject.startsWith('Not confirmed'));
    expect(released).toHaveLength(1);
    expect(released[0]!.text).toContain(`${platformOrigin()}/p/${slug}/book`);
    // Its slot is open again; the link it was mailed opens nothing more.
    expect((await offer()).slots.some((s) => s.sessionTypeId === typeId && s.start === lapsedStart)).toBe(true);
    expect((await openProposal(proposalPath)).status).toBe(404);

    expect(await heldAt(keptStart)).toEqual({
      ...kept,
      sessions: [{ id: kept.sessions[0]!.id, status: 'confirmed' }],
    });
    expect((await mailsTo(keptClient)).filter((mail) => mail.subject.startsWith('Not confirmed'))).toEqual([]);
  });
  it('when its hold runs out after the quote was accepted, cancels the unpaid invoice, or waits for a payment under way', async () => {
    const accepted = async (skip: number) => {
      const start = await slotAt(skip);
      const answer = await book(start, email(`accepted${skip}`));
      expect(answer.status).toBe(201);
      const { proposalPath } = (await answer.json()) as Booked;
      const res = await takeStep(proposalPath, 'accept');
      expect(res.status).toBe(200);
      const [proposal] = await sql<{ id: string; invoiceId: string }[]>`
        select p.id, p.invoice_id as "invoiceId" from proposals p join sessions s on s.id = p.session_id
        where s.account_id = ${owner.accountId} and s.date = ${start}`;
      return { start, ...proposal! };
    };
    const [unpaid, paying] = [await accepted(4), await accepted(5)];
    // The second client is paying the deposit as the hold runs out.
    await sql`update invoices set payment_status = 'processing' where id = ${paying.invoiceId}`;
    for (const { id } of [unpaid, paying]) {
      const [job] = await holdJobs(id);
      await deliverHold(job!.id);
    }
    await runJobs();

    const invoiceOf = (id: string) => sql`select status, cancel_reason from invoices where id = ${id}`;
    expect(await invoiceOf(unpaid.invoiceId)).toEqual([
      { status: 'cancelled', cancel_reason: 'Booking not confirmed in time' },
    ]);
    expect((await heldAt(unpaid.start)).sessions[0]!.status).toBe('cancelled');
    // The paying one keeps its time and its invoice; the hold looks again in an hour.
    expect(await invoiceOf(paying.invoiceId)).toEqual([{ status: 'issued', cancel_reason: '' }]);
    const waiting = await heldAt(paying.start);
    expect(waiting.sessions[0]!.status).toBe('scheduled');
    expect(waiting.proposals[0]!.voidAt).toBeNull();
    const again = await sql<{ startAfter: Date }[]>`
      select start_after as "startAfter" from pgboss.job
      where name = 'booking-hold' and singleton_key like ${`${paying.id}@%`} and state = 'created'`;
    expect(again).toHaveLength(1);
    expect(again[0]!.startAfter.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('once accepted, signed and paid, mails its client the booking’s confirmation, with the link to change it', async () => {
    await connectCardPayments(owner);
    const start = await slotAt(0);
    const client = email('confirmed');
    const answer = await book(start, client, { language: 'ca' });
    expect(answer.status).toBe(201);
    const { proposalPath } = (await answer.json()) as Booked;
    const confirmations = async () =>
      (await mailsTo(client)).filter((mail) => mail.subject.startsWith('Reservat: Portrait'));
    const notices = async () =>
      (await mailsTo(owner.email)).filter((mail) => mail.subject.startsWith('Nova reserva: Portrait'));
    expect(await notices()).toHaveLength(1);

    expect((await takeStep(proposalPath, 'accept')).status).toBe(200);
    expect((await takeStep(proposalPath, 'sign', await signatureOf(proposalPath))).status).toBe(200);
    // Held until the deposit is paid: no confirmation yet, and no link to change it.
    const { sessions } = await heldAt(start);
    expect(await confirmations()).toEqual([]);
    expect(await bookingLinks(sessions[0]!.id)).toEqual([]);
    await payDeposit(proposalPath);

    expect((await heldAt(start)).sessions).toEqual([{ id: sessions[0]!.id, status: 'confirmed' }]);
    const mailed = await confirmations();
    expect(mailed).toHaveLength(1);
    const token = bookingTokenIn(mailed[0]!);
    expect(mailed[0]!.text).toContain(`${platformOrigin()}/p/${slug}/booking/${token}`);
    expect(mailed[0]!.attachments).toEqual([
      expect.objectContaining({ filename: 'booking.ics', contentType: expect.stringMatching(/^text\/calendar/) }),
    ]);
    expect(mailed[0]!.attachments[0]!.content).toContain(`UID:${sessions[0]!.id}@`);
    expect(mailed[0]!.attachments[0]!.content).toContain('STATUS:CONFIRMED');
    const opened = await fetch(`${platformOrigin()}/api/p/${slug}/bookings/${token}`);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ booking: { start, type: 'Portrait', name: 'Ada' } });
    // The photographer was told of the booking when it was made, and is not told again.
    expect(await notices()).toHaveLength(1);
  });

  it('confirms a booking once however many of its last steps race', async () => {
    // A type that asks for a signature alone: its contract is the last step, and 20 signatures race.
    const signOnly = newId();
    await sql`insert into session_types (id, account_id, author_id, name, duration, price, contract_template_id, deposit_bp)
              values (${signOnly}, ${owner.accountId}, ${owner.userId}, 'Mini', 30, 6000, ${templateId}, 0)`;
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date,
                days_of_week, time_slots, location, max_bookings_per_day)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${signOnly}, 'Minis', ${today},
                ${today + 30 * DAY}, '[0,1,2,3,4,5,6]', '["16:00"]', 'Studio', 10)`;
    const slot = (await offer()).slots.find((s) => s.sessionTypeId === signOnly && s.start > Date.now() + DAY);
    const client = email('signer');
    const answer = await book(slot!.start, client, { sessionTypeId: signOnly });
    expect(answer.status).toBe(201);
    const { proposalPath } = (await answer.json()) as Booked;
    const signature = await signatureOf(proposalPath);

    const answers = await Promise.all(Array.from({ length: 20 }, () => takeStep(proposalPath, 'sign', signature)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const { sessions } = await heldAt(slot!.start);
    expect(sessions).toEqual([{ id: expect.any(String), status: 'confirmed' }]);
    expect(await bookingLinks(sessions[0]!.id)).toHaveLength(1);
    const mailed = (await mailsTo(client)).filter((mail) => mail.subject.startsWith('Booked: Mini'));
    expect(mailed).toHaveLength(1);
    expect((await fetch(`${platformOrigin()}/api/p/${slug}/bookings/${bookingTokenIn(mailed[0]!)}`)).status).toBe(200);
  });

  it('mails no confirmation of a session the studio cancelled before its client paid', async () => {
    const start = await slotAt(0);
    const client = email('called-off');
    const answer = await book(start, client);
    expect(answer.status).toBe(201);
    const { proposalPath } = (await answer.json()) as Booked;
    expect((await takeStep(proposalPath, 'accept')).status).toBe(200);
    expect((await takeStep(proposalPath, 'sign', await signatureOf(proposalPath))).status).toBe(200);
    const [session] = (await heldAt(start)).sessions;
    await sql`update sessions set status = 'cancelled' where id = ${session!.id}`;
    await payDeposit(proposalPath);

    expect((await heldAt(start)).sessions).toEqual([{ id: session!.id, status: 'cancelled' }]);
    expect(await bookingLinks(session!.id)).toEqual([]);
    expect((await mailsTo(client)).filter((mail) => mail.subject.startsWith('Booked:'))).toEqual([]);
  });

  it('asks for the phone its contract names, and books nothing without it', async () => {
    const phoneTemplate = newId();
    const phoneType = newId();
    await sql`insert into contract_templates (id, account_id, name, body)
              values (${phoneTemplate}, ${owner.accountId}, 'Wedding terms', 'We reach {{client.name}} at {{ client.phone }}.')`;
    await sql`insert into session_types (id, account_id, author_id, name, duration, price, contract_template_id)
              values (${phoneType}, ${owner.accountId}, ${owner.userId}, 'Wedding', 60, 0, ${phoneTemplate})`;
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date,
                days_of_week, time_slots, location, max_bookings_per_day)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${phoneType}, 'Weddings', ${today},
                ${today + 30 * DAY}, '[0,1,2,3,4,5,6]', '["15:00"]', 'Studio', 10)`;
    const { types, slots } = await offer();
    expect(types.find((t) => t.id === phoneType)?.confirm).toEqual({ contract: true, deposit: null, phone: true });
    const start = slots.find((s) => s.sessionTypeId === phoneType && s.start > Date.now() + DAY)!.start;
    const before = await rowCounts(owner.accountId);

    const refused = await book(start, email('no-phone'), { sessionTypeId: phoneType });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('phone_required');
    expect(await rowCounts(owner.accountId)).toEqual(before);
    expect((await heldAt(start)).sessions).toEqual([]);

    const booked = await book(start, email('with-phone'), { sessionTypeId: phoneType, phone: '+34 600 000 001' });
    expect(booked.status).toBe(201);
    const { contracts } = await heldAt(start);
    const [contract] = await sql<{ body: string }[]>`select body from contracts where id = ${contracts[0]!.id}`;
    expect(contract!.body).toContain('+34 600 000 001');
  });
});
