// Proposals: a session's quote, contract and questionnaire sent as one with ONE mail, and taken by
// the client through one link in order (accept, sign, pay the deposit by card through the local
// Stripe stand-in), which then confirms the session and tells the studio. Refusals leave every
// row as it was; another studio's ids are missing ones; a session has one open proposal however
// many sends race.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import type { ClientProposal } from '../../core/domain/client-proposal';
import { openPortalItem } from '../../functions/lib/client-portal/portal-open';
import { readClientPortal } from '../../functions/lib/client-portal/portal-view';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { api } from '../support/users';
import { insertSession, pushDirect } from './support/booking-fixtures';
import { contractStudio, errorCode, type ContractStudio } from './support/contract-fixtures';
import { connectCardPayments, submitForm } from './support/card-stand-in';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let a: ContractStudio;
let b: ContractStudio;
let templateId: string;
let questionnaireId: string;

const TERMS = 'Terms for {{client.name}}: {{invoice.total}} in all, {{invoice.deposit}} now.';
const SIGNATURE = { kind: 'typed', value: 'Anna Puig' } as const;

async function newTemplate(studio: ContractStudio, body = TERMS): Promise<string> {
  const id = newId();
  const create = {
    id,
    accountId: studio.user.accountId,
    name: 'Portrait session',
    language: 'en',
    body,
    clientFields: [],
  };
  expect(await pushDirect(studio.user, 'contractTemplate.create', create)).toEqual({});
  return id;
}

/** A draft quote for the session: 30 % on acceptance, the rest a week before it. */
async function draftQuote(studio: ContractStudio, sessionId = studio.sessionId, language = 'en'): Promise<string> {
  const id = newId();
  const plan = [
    { percent: 30, due: 'on_issue' },
    { percent: 70, due: 'before_session', days: 7 },
  ];
  const create = {
    id,
    accountId: studio.user.accountId,
    customerId: studio.customerId,
    sessionId,
    plan,
    language,
    sessionLine: { id: newId() },
  };
  expect(await pushDirect(studio.user, 'quote.create', create)).toEqual({});
  return id;
}

async function newSession(studio: ContractStudio): Promise<string> {
  return insertSession(sql, studio.user, studio.customerId, {
    date: Date.UTC(2031, 5, 1, 10),
    price: 50_000,
    type: 'Portrait',
  });
}

const send = (studio: ContractStudio, body: Record<string, unknown>) =>
  api('POST', `/api/accounts/${studio.user.accountId}/proposals`, { token: studio.user.accessToken, body });

/** The public API of the proposal a link path (/p/{slug}/proposal/{token}) opens. */
const clientApi = (linkPath: string, action = '', body?: unknown) =>
  api(action ? 'POST' : 'GET', `/api${linkPath.replace('/proposal/', '/proposals/')}${action}`, {
    ...(body === undefined ? {} : { body }),
  });

/** The page as the server draws it: its status, cache rule and HTML before the data beside it. */
async function page(path: string) {
  const res = await fetch(`${platformOrigin()}${path}`, { redirect: 'manual' });
  const body = await res.text();
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    location: res.headers.get('location'),
    drawn: body.split('<script type="application/json"')[0] ?? '',
  };
}

async function readProposal(linkPath: string): Promise<ClientProposal> {
  const res = await clientApi(linkPath);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { proposal: ClientProposal }).proposal;
}

/** Everything a send or a refused step may touch, to compare before and after. */
async function rowsOf(studio: ContractStudio) {
  const accountId = studio.user.accountId;
  return {
    proposals: await sql`select * from proposals where account_id = ${accountId} order by id`,
    quotes: await sql`select id, status, invoice_id from quotes where account_id = ${accountId} order by id`,
    contracts: await sql`select id, status from contracts where account_id = ${accountId} order by id`,
    responses: await sql`select id from questionnaire_responses where account_id = ${accountId} order by id`,
    invoices: await sql`select id, status, payment_status from invoices where account_id = ${accountId} order by id`,
    signatures: await sql`select id from contract_signatures where account_id = ${accountId} order by id`,
    sessions: await sql`select id, status from sessions where account_id = ${accountId} order by id`,
  };
}

beforeAll(async () => {
  [a, b] = await Promise.all([
    contractStudio(sql, 'proposals-a'),
    contractStudio(sql, 'proposals-b', {
      studio: 'Other Studio',
      client: 'Bernat Vidal',
      legalName: 'Other Legal SL',
      type: 'Wedding',
    }),
  ]);
  templateId = await newTemplate(a);
  questionnaireId = newId();
  const questionnaire = { id: questionnaireId, accountId: a.user.accountId, title: 'Your session', language: 'en' };
  expect(await pushDirect(a.user, 'questionnaire.create', questionnaire)).toEqual({});
  await connectCardPayments(a.user);
});
afterAll(() => sql.end());

describe('sending a proposal', () => {
  it('sends the quote, the contract with the quote’s amounts and the questionnaire, in ONE mail', async () => {
    const quoteId = await draftQuote(a);
    const before = (await mailsTo(a.customerEmail)).length;
    const res = await send(a, { sessionId: a.sessionId, quoteId, contractTemplateId: templateId, questionnaireId });
    expect(res.status, await res.clone().text()).toBe(200);
    const { proposal, linkPath } = (await res.json()) as { proposal: { id: string }; linkPath: string };
    expect(linkPath).toMatch(new RegExp(`^/p/${a.slug}/proposal/[A-Za-z0-9_-]{43}$`));

    const [row] = await sql`
      select p.quote_id, p.contract_id, p.questionnaire_response_id, p.origin, q.status as quote, c.status as contract,
             c.body, r.session_id
      from proposals p join quotes q on q.id = p.quote_id join contracts c on c.id = p.contract_id
        join questionnaire_responses r on r.id = p.questionnaire_response_id
      where p.id = ${proposal.id}`;
    expect(row).toMatchObject({
      quote_id: quoteId,
      origin: 'manual',
      quote: 'sent',
      contract: 'sent',
      session_id: a.sessionId,
    });
    // The invoice does not exist yet: the fields read the quote's total and its plan's deposit.
    expect(row!.body).toBe('Terms for Anna Puig: €500.00 in all, €150.00 now.');

    const mails = await mailsTo(a.customerEmail);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('Llum Studio: accept, sign and confirm your session');
    expect(mails[0]!.text).toContain('1. Accept the quote (€500.00)');
    expect(mails[0]!.text).toContain('3. Pay the deposit of €150.00');
    expect(mails[0]!.text).toContain(`${platformOrigin()}${linkPath}`);
    expect(mails[0]!.text).toContain(`/p/${a.slug}/client`);

    // A second proposal while this one is open is refused, and changes nothing.
    const secondQuote = await draftQuote(a);
    const rows = await rowsOf(a);
    const again = await send(a, { sessionId: a.sessionId, quoteId: secondQuote, contractTemplateId: templateId });
    expect([again.status, await errorCode(again)]).toEqual([409, 'proposal_open']);
    expect(await rowsOf(a)).toEqual(rows);
  });

  it('answers another studio’s session, quote or template as missing ones, and changes nothing', async () => {
    const sessionId = await newSession(a);
    const quoteId = await draftQuote(a, sessionId);
    const theirQuote = await draftQuote(b);
    const theirTemplate = await newTemplate(b);
    const before = await rowsOf(a);
    const theirsBefore = await rowsOf(b);
    for (const body of [
      { sessionId: b.sessionId, quoteId },
      { sessionId, quoteId: theirQuote },
      { sessionId, quoteId, contractTemplateId: theirTemplate },
    ]) {
      const res = await send(a, body);
      expect([res.status, await errorCode(res)]).toEqual([404, 'not_found']);
    }
    // Refused from the other studio's own login too.
    const foreign = await send(b, { sessionId, quoteId });
    expect([foreign.status, await errorCode(foreign)]).toEqual([404, 'not_found']);
    expect(await rowsOf(a)).toEqual(before);
    expect(await rowsOf(b)).toEqual(theirsBefore);
  });

  it('refuses a quote already answered, and changes nothing', async () => {
    const sessionId = await newSession(a);
    const quoteId = await draftQuote(a, sessionId);
    await sql`update quotes set status = 'declined', sent_at = ${Date.now()}, answered_at = ${Date.now()} where id = ${quoteId}`;
    const before = await rowsOf(a);
    const res = await send(a, { sessionId, quoteId, contractTemplateId: templateId });
    expect([res.status, await errorCode(res)]).toEqual([409, 'quote_answered']);
    expect(await rowsOf(a)).toEqual(before);
  });

  it('makes exactly one proposal of 20 sends at once', async () => {
    const sessionId = await newSession(a);
    const quoteId = await draftQuote(a, sessionId);
    const sends = await Promise.all(
      Array.from({ length: 20 }, () => send(a, { sessionId, quoteId, contractTemplateId: templateId })),
    );
    const answers = await Promise.all(sends.map(async (res) => [res.status, res.ok ? 'ok' : await errorCode(res)]));
    expect(answers.filter(([status]) => status === 200)).toHaveLength(1);
    expect(answers.filter(([status]) => status !== 200)).toEqual(Array(19).fill([409, 'proposal_open']));
    expect(await sql`select 1 from proposals where session_id = ${sessionId}`).toHaveLength(1);
    // The contracts the refused sends made were rolled back with them.
    expect(await sql`select 1 from contracts where session_id = ${sessionId}`).toHaveLength(1);
  });
});

describe('the client’s proposal', () => {
  it('is drawn in its language, at its first step, with its quote and contract', async () => {
    const other = await newSession(a);
    const quoteId = await draftQuote(a, other, 'ca');
    const res = await send(a, { sessionId: other, quoteId, contractTemplateId: templateId });
    const { linkPath: path } = (await res.json()) as { linkPath: string };
    const drawn = await page(path);
    expect([drawn.status, drawn.cache]).toEqual([200, 'private, no-store']);
    expect(drawn.drawn).toContain('<html lang="ca"');
    expect(drawn.drawn).toMatch(/data-testid="proposal-step-quote" data-state="current"/);
    expect(drawn.drawn).toMatch(/data-testid="proposal-step-contract" data-state="upcoming"/);
    expect(drawn.drawn).toContain('Acceptar el pressupost');
    expect(drawn.drawn).toContain('data-testid="proposal-accept"');
    expect(drawn.drawn).toContain('Paga i senyal: €150,00');
    // Another studio's address does not open it.
    expect((await page(path.replace(a.slug, b.slug))).status).toBe(404);
  });

  let sessionId: string;
  let linkPath: string;
  let proposalId: string;

  beforeAll(async () => {
    sessionId = await newSession(a);
    const quoteId = await draftQuote(a, sessionId);
    const res = await send(a, { sessionId, quoteId, contractTemplateId: templateId, questionnaireId });
    expect(res.status).toBe(200);
    ({
      linkPath,
      proposal: { id: proposalId },
    } = (await res.json()) as { proposal: { id: string }; linkPath: string });
  });

  it('is taken in order: accept, sign, pay; then the session is confirmed and the studio told', async () => {
    const opened = await readProposal(linkPath);
    expect(opened).toMatchObject({
      step: 'quote',
      quote: { status: 'sent', total: 50_000 },
      contract: { contract: { status: 'sent' } },
      deposit: { amount: 15_000, paid: false, cardPayments: true },
      questionnaire: { submitted: false },
    });
    const sign = { documentSha256: opened.contract!.contract.documentSha256, name: 'Anna Puig', signature: SIGNATURE };

    // Out of order: refused, and nothing changes.
    const before = await rowsOf(a);
    for (const [action, body] of [
      ['/sign', sign],
      ['/pay', {}],
    ] as const) {
      const res = await clientApi(linkPath, action, body);
      expect([action, res.status, await errorCode(res)]).toEqual([action, 409, 'proposal_step_order']);
    }
    expect(await rowsOf(a)).toEqual(before);

    const accepted = await clientApi(linkPath, '/accept', {});
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(((await accepted.json()) as { proposal: ClientProposal }).proposal.step).toBe('contract');
    const [{ invoice_id: invoiceId } = {}] = await sql`select invoice_id from proposals where id = ${proposalId}`;
    expect(invoiceId).toEqual(expect.any(String));
    const again = await clientApi(linkPath, '/accept', {});
    expect([again.status, await errorCode(again)]).toEqual([409, 'quote_answered']);
    const early = await clientApi(linkPath, '/pay', {});
    expect([early.status, await errorCode(early)]).toEqual([409, 'proposal_step_order']);

    const changed = await clientApi(linkPath, '/sign', { ...sign, documentSha256: '0'.repeat(64) });
    expect([changed.status, await errorCode(changed)]).toEqual([409, 'contract_changed']);
    const signed = await clientApi(linkPath, '/sign', sign);
    expect(signed.status, await signed.clone().text()).toBe(200);
    expect(((await signed.json()) as { proposal: ClientProposal }).proposal.step).toBe('deposit');

    const pay = await clientApi(linkPath, '/pay', {});
    expect(pay.status, await pay.clone().text()).toBe(200);
    const checkout = new URL(((await pay.json()) as { url: string }).url);
    expect(await sql`select completed_at from proposals where id = ${proposalId}`).toEqual([{ completed_at: null }]);
    const paid = await submitForm(checkout, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${platformOrigin()}${linkPath}`);

    const done = await readProposal(linkPath);
    expect(done).toMatchObject({ step: 'done', deposit: { paid: true }, completedAt: expect.any(Number) });
    const [session] = await sql`select status from sessions where id = ${sessionId}`;
    expect(session).toEqual({ status: 'confirmed' });
    const [notice] = await mailsTo(a.user.email);
    expect(notice?.subject).toBe('Anna Puig has completed your proposal');
    expect(notice?.text).toContain('Deposit of €150.00 paid');

    const drawn = await page(linkPath);
    expect([drawn.status, drawn.cache]).toEqual([200, 'private, no-store']);
    expect(drawn.drawn).toContain('data-testid="proposal-step-done"');
    expect(drawn.drawn).toContain('Booked, signed, deposit paid');
    // Its questionnaire opens by a link minted at the click.
    const questionnaire = await page(`${linkPath}/questionnaire`);
    expect(questionnaire.status).toBe(303);
    expect(questionnaire.location).toMatch(new RegExp(`^/p/${a.slug}/questionnaire/[A-Za-z0-9_-]{43}$`));
    expect((await page(questionnaire.location!)).status).toBe(200);

    // Paid already: no second payment page.
    const twice = await clientApi(linkPath, '/pay', {});
    expect([twice.status, await errorCode(twice)]).toEqual([409, 'invoice_already_paid']);
  });

  it('opens nothing once the studio withdraws it, and its parts keep their states', async () => {
    const other = await newSession(a);
    const res = await send(a, {
      sessionId: other,
      quoteId: await draftQuote(a, other),
      contractTemplateId: templateId,
    });
    const first = (await res.json()) as { proposal: { id: string }; linkPath: string };
    // Renewed: the old link opens nothing, the new one is mailed. The client's mails queued
    // before (an earlier payment's receipt) go out first, so the count moves by this one only.
    await runJobs();
    const mailed = (await mailsTo(a.customerEmail)).length;
    const renewed = await api('POST', `/api/accounts/${a.user.accountId}/proposals/${first.proposal.id}/link`, {
      token: a.user.accessToken,
    });
    expect(renewed.status).toBe(200);
    const sent = { ...first, linkPath: ((await renewed.json()) as { linkPath: string }).linkPath };
    expect((await clientApi(first.linkPath)).status).toBe(404);
    expect((await readProposal(sent.linkPath)).step).toBe('quote');
    const mails = await mailsTo(a.customerEmail);
    expect(mails).toHaveLength(mailed + 1);
    expect(mails[0]!.text).toContain(sent.linkPath);

    const voided = await api('POST', `/api/accounts/${a.user.accountId}/proposals/${sent.proposal.id}/void`, {
      token: a.user.accessToken,
    });
    expect(voided.status).toBe(200);
    const before = await rowsOf(a);
    for (const action of ['', '/accept', '/pay']) {
      const refused = await clientApi(sent.linkPath, action, action ? {} : undefined);
      expect([action, refused.status, await errorCode(refused)]).toEqual([action, 404, 'link_not_found']);
    }
    expect(await rowsOf(a)).toEqual(before);
    expect(
      before.quotes.find((q) => q.id === before.proposals.find((p) => p.id === sent.proposal.id)!.quote_id),
    ).toMatchObject({ status: 'sent' });
    // The client's portal lists the live one (done), not the withdrawn one, and opens only theirs.
    const client = { accountId: a.user.accountId, customerId: a.customerId, preview: false };
    const listed = (await readClientPortal(sql, client)).proposals.map((item) => item.id);
    expect(listed).toContain(proposalId);
    expect(listed).not.toContain(sent.proposal.id);
    const opened = await openPortalItem(sql, client, 'proposal', proposalId);
    expect(opened).toMatch(/^proposal\/[A-Za-z0-9_-]{43}$/);
    expect((await readProposal(`/p/${a.slug}/${opened}`)).step).toBe('done');
    expect(await openPortalItem(sql, client, 'proposal', sent.proposal.id)).toBeUndefined();
    const stranger = { accountId: b.user.accountId, customerId: b.customerId, preview: false };
    expect(await openPortalItem(sql, stranger, 'proposal', proposalId)).toBeUndefined();

    // A completed proposal cannot be withdrawn.
    const completed = await api('POST', `/api/accounts/${a.user.accountId}/proposals/${proposalId}/void`, {
      token: a.user.accessToken,
    });
    expect([completed.status, await errorCode(completed)]).toEqual([409, 'proposal_completed']);
    // Another studio cannot withdraw it, nor renew its link.
    for (const action of ['void', 'link']) {
      const foreign = await api('POST', `/api/accounts/${b.user.accountId}/proposals/${proposalId}/${action}`, {
        token: b.user.accessToken,
      });
      expect([action, foreign.status, await errorCode(foreign)]).toEqual([action, 404, 'not_found']);
    }
  });
});
