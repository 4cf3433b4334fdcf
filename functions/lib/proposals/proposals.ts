// A proposal: the quote, contract and deposit (and perhaps a questionnaire) a client takes in one
// sitting, by one link (supabase/migrations/20261214090000_add_proposals.sql). Its parts keep
// their own rules; here it is made from parts already sent, its deposit is read, and it is marked
// complete once the client has done all it asks, which confirms its session.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import type { DocumentLanguage } from '../invoicing/document-words';
import { createDocumentLink, documentLinkPath, revokeDocumentLinks } from '../client-links';
import { addBookingLink } from '../booking/held-booking';
import { HttpError } from '../http';
import { quoteAsInvoice } from '../invoicing/quote-row';
import { planSessionSteps } from '../workflow-plans/plan-session-steps';

type Sql = postgres.Sql | postgres.TransactionSql;

export type ProposalOrigin = 'manual' | 'booking';

export type ProposalRow = {
  id: string;
  accountId: string;
  customerId: string;
  sessionId: string | null;
  origin: ProposalOrigin;
  language: DocumentLanguage;
  quoteId: string | null;
  invoiceId: string | null;
  contractId: string | null;
  questionnaireResponseId: string | null;
  sentAt: number;
  completedAt: number | null;
  voidAt: number | null;
  expiresAt: number | null;
};

const proposalColumns = (sql: Sql) => sql`
  id, account_id as "accountId", customer_id as "customerId", session_id as "sessionId", origin, language,
  quote_id as "quoteId", invoice_id as "invoiceId", contract_id as "contractId",
  questionnaire_response_id as "questionnaireResponseId", sent_at::float8 as "sentAt",
  completed_at::float8 as "completedAt", void_at::float8 as "voidAt", expires_at::float8 as "expiresAt"`;

export const proposalNotFound = () => new HttpError(404, 'not_found', 'Proposal not found');

/** The studio's proposal, locked for the rest of the transaction when asked; undefined for any other. */
export async function readProposal(
  sql: Sql,
  accountId: string,
  id: string,
  lock = false,
): Promise<ProposalRow | undefined> {
  const [proposal] = await sql<ProposalRow[]>`
    select ${proposalColumns(sql)} from proposals where account_id = ${accountId} and id = ${id}
    ${lock ? sql`for update` : sql``}`;
  return proposal;
}

/** Whether the proposal still waits for its client: not withdrawn, and a booking's still held. */
export const proposalLive = (proposal: ProposalRow, now: number): boolean =>
  proposal.voidAt === null &&
  (proposal.completedAt !== null || proposal.expiresAt === null || proposal.expiresAt > now);

/** Where the client opens the proposal: the studio's public pages, by the link's token. */
export const proposalLinkPath = (studioSlug: string, token: string): string =>
  documentLinkPath(studioSlug, 'proposal', token);

export type NewProposal = {
  accountId: string;
  customerId: string;
  sessionId: string | null;
  language: DocumentLanguage;
  origin: ProposalOrigin;
  quoteId?: string | null;
  contractId?: string | null;
  questionnaireResponseId?: string | null;
  /** A booking's: when its hold runs out. */
  expiresAt?: number | null;
};

/**
 * The studio's session, locked, when it has no open proposal: its client. Concurrent sends wait on
 * the lock, and all but the first are answered 409 `proposal_open`.
 */
export async function openSessionForProposal(
  tx: postgres.TransactionSql,
  accountId: string,
  sessionId: string,
): Promise<{ customerId: string }> {
  const [session] = await tx<{ customerId: string }[]>`
    select customer_id as "customerId" from sessions where account_id = ${accountId} and id = ${sessionId} for update`;
  if (!session) throw new HttpError(404, 'not_found', 'Session not found');
  const [open] = await tx`
    select 1 from proposals
    where account_id = ${accountId} and session_id = ${sessionId} and void_at is null and completed_at is null`;
  if (open) throw new HttpError(409, 'proposal_open', 'This session has an open proposal already');
  return session;
}

/** A draft contract for the client from the studio's template (404 for any other): its id. */
export async function draftContractFromTemplate(
  tx: postgres.TransactionSql,
  draft: {
    accountId: string;
    customerId: string;
    sessionId: string | null;
    templateId: string;
    language: DocumentLanguage;
  },
): Promise<string> {
  const id = newId();
  const inserted = await tx`
    insert into contracts (id, account_id, customer_id, session_id, template_id, title, language, body, client_fields)
    select ${id}, account_id, ${draft.customerId}, ${draft.sessionId}, id, name, ${draft.language}, body, client_fields
    from contract_templates where account_id = ${draft.accountId} and id = ${draft.templateId}`;
  if (inserted.count === 0) throw new HttpError(404, 'not_found', 'Contract template not found');
  return id;
}

const partNotFound = () => new HttpError(404, 'not_found', 'A part of the proposal was not found');

/** The part, of this studio and client, must be sent and not answered yet. */
async function checkPart(
  tx: Sql,
  proposal: NewProposal,
  table: 'quotes' | 'contracts' | 'questionnaire_responses',
  id: string,
): Promise<void> {
  const [part] = await tx<{ status: string; customerId: string }[]>`
    select status, customer_id as "customerId" from ${tx(table)}
    where account_id = ${proposal.accountId} and id = ${id}`;
  if (!part || part.customerId !== proposal.customerId) throw partNotFound();
  if (table !== 'questionnaire_responses' && part.status !== 'sent')
    throw new HttpError(409, 'proposal_part_not_sent', 'A part of the proposal is not waiting for the client');
}

/**
 * A new proposal of parts already sent (a quote `sent`, a contract `sent`), with its link: the
 * token is returned this once. A session has one open proposal at a time (openSessionForProposal).
 */
export async function createProposal(
  tx: postgres.TransactionSql,
  proposal: NewProposal,
): Promise<{ id: string; token: string }> {
  const { accountId, customerId, sessionId } = proposal;
  if (!proposal.quoteId && !proposal.contractId)
    throw new HttpError(400, 'invalid_input', 'A proposal needs a quote or a contract');
  if (sessionId && (await openSessionForProposal(tx, accountId, sessionId)).customerId !== customerId)
    throw partNotFound();
  if (proposal.quoteId) await checkPart(tx, proposal, 'quotes', proposal.quoteId);
  if (proposal.contractId) await checkPart(tx, proposal, 'contracts', proposal.contractId);
  if (proposal.questionnaireResponseId)
    await checkPart(tx, proposal, 'questionnaire_responses', proposal.questionnaireResponseId);
  const id = newId();
  await tx`
    insert into proposals (id, account_id, customer_id, session_id, origin, language, quote_id, contract_id,
                           questionnaire_response_id, expires_at)
    values (${id}, ${accountId}, ${customerId}, ${sessionId}, ${proposal.origin}, ${proposal.language},
            ${proposal.quoteId ?? null}, ${proposal.contractId ?? null}, ${proposal.questionnaireResponseId ?? null},
            ${proposal.origin === 'booking' ? (proposal.expiresAt ?? null) : null})`;
  return { id, token: await createDocumentLink(tx, accountId, { kind: 'proposal', id }) };
}

/** Revokes the proposal's links and makes a new one: its token. */
export async function renewProposalLink(tx: Sql, accountId: string, id: string): Promise<string> {
  await revokeDocumentLinks(tx, accountId, { kind: 'proposal', id });
  return createDocumentLink(tx, accountId, { kind: 'proposal', id });
}

/** Withdraws the proposal: its links open nothing more; its parts keep their own states. */
export async function voidProposal(tx: Sql, accountId: string, id: string, now: number): Promise<void> {
  await tx`update proposals set void_at = ${now}, updated_at = ${now} where account_id = ${accountId} and id = ${id}`;
  await revokeDocumentLinks(tx, accountId, { kind: 'proposal', id });
}

export type Deposit = {
  /** In the currency's minor units. */
  amount: number;
  currency: string;
  paid: boolean;
  /** The invoice's instalment the deposit is, once the invoice exists. */
  instalmentId: string | null;
};

/**
 * What the proposal asks to pay now: the first instalment of its invoice, or, before its quote is
 * accepted, the one accepting it will make. Undefined when it asks for no money.
 */
export async function proposalDeposit(
  sql: Sql,
  proposal: Pick<ProposalRow, 'accountId' | 'quoteId' | 'invoiceId'>,
  now: number,
): Promise<Deposit | undefined> {
  if (proposal.invoiceId) {
    const [first] = await sql<{ id: string; amount: number; amountPaid: number; currency: string }[]>`
      select n.id, n.amount::float8 as amount, n.amount_paid::float8 as "amountPaid", i.currency
      from invoice_instalments n join invoices i on i.account_id = n.account_id and i.id = n.invoice_id
      where n.account_id = ${proposal.accountId} and n.invoice_id = ${proposal.invoiceId}
      order by n.position, n.due_at limit 1`;
    if (!first || first.amount <= 0) return undefined;
    const paid = first.amountPaid >= first.amount;
    return { amount: first.amount, currency: first.currency, paid, instalmentId: first.id };
  }
  if (!proposal.quoteId) return undefined;
  const quote = await quoteAsInvoice(sql, proposal.accountId, proposal.quoteId, now);
  if (!quote?.deposit) return undefined;
  return { amount: quote.deposit, currency: quote.currency, paid: false, instalmentId: null };
}

/** Where the client stands: each step the proposal asks for, done or not. */
export async function proposalSteps(sql: Sql, proposal: ProposalRow, now: number) {
  const [state] = await sql<{ quoteStatus: string | null; contractStatus: string | null }[]>`
    select (select status from quotes where account_id = ${proposal.accountId} and id = ${proposal.quoteId})
             as "quoteStatus",
           (select status from contracts where account_id = ${proposal.accountId} and id = ${proposal.contractId})
             as "contractStatus"`;
  const deposit = await proposalDeposit(sql, proposal, now);
  return {
    accepted: proposal.quoteId ? state?.quoteStatus === 'accepted' : null,
    signed: proposal.contractId ? state?.contractStatus === 'signed' || state?.contractStatus === 'completed' : null,
    deposit,
  };
}

/** A proposal that has just completed; a held booking's, the token of its booking's new link. */
export type CompletedProposal = { id: string; bookingToken: string | null };

/**
 * Marks the proposal complete once the client has done all it asks: the quote accepted, the
 * contract signed by them, the deposit paid; its session, if still scheduled, is then confirmed.
 * Call it after each of the client's steps, in their transaction: the proposal's row is locked,
 * so it completes once however many steps race. Answers it when it has just completed (the
 * caller then mails the studio and a booking's client, `mailProposalCompleted`, after the commit).
 */
export async function completeProposalIfDone(
  tx: postgres.TransactionSql,
  accountId: string,
  proposalId: string,
  now: number,
): Promise<CompletedProposal | null> {
  const proposal = await readProposal(tx, accountId, proposalId, true);
  if (!proposal || proposal.completedAt !== null || proposal.voidAt !== null) return null;
  // A quote not accepted yet has no invoice: its deposit is owed whatever the plan says.
  if (proposal.quoteId && !proposal.invoiceId) return null;
  const { accepted, signed, deposit } = await proposalSteps(tx, proposal, now);
  if (accepted === false || signed === false || deposit?.paid === false) return null;
  await tx`update proposals set completed_at = ${now}, updated_at = ${now} where id = ${proposalId}`;
  if (proposal.sessionId) {
    await tx`
      update sessions set status = 'confirmed', updated_at = ${now}
      where account_id = ${accountId} and id = ${proposal.sessionId} and status = 'scheduled'`;
    await planSessionSteps(tx, accountId, proposal.sessionId);
  }
  return { id: proposalId, bookingToken: await linkConfirmedBooking(tx, proposal) };
}

/**
 * A held booking, now confirmed, gets the link its client changes it by, as a booking made
 * outright does (its token, for the mail); unless the studio cancelled its session meanwhile.
 */
async function linkConfirmedBooking(tx: postgres.TransactionSql, proposal: ProposalRow): Promise<string | null> {
  const { accountId, sessionId } = proposal;
  if (proposal.origin !== 'booking' || !sessionId) return null;
  const [held] = await tx`
    select 1 from sessions where account_id = ${accountId} and id = ${sessionId} and status in ('scheduled', 'confirmed')`;
  return held ? addBookingLink(tx, accountId, sessionId) : null;
}

/**
 * Completes the open proposals whose deposit is this invoice's, if the payment just recorded was
 * all they waited for: call it in the payment's transaction. Answers the ones it completed.
 */
export async function completeInvoiceProposals(
  tx: postgres.TransactionSql,
  accountId: string,
  invoiceId: string,
  now: number,
): Promise<CompletedProposal[]> {
  const open = await tx<{ id: string }[]>`
    select id from proposals
    where account_id = ${accountId} and invoice_id = ${invoiceId} and completed_at is null and void_at is null
    order by id`;
  const completed: CompletedProposal[] = [];
  for (const { id } of open) {
    const done = await completeProposalIfDone(tx, accountId, id, now);
    if (done) completed.push(done);
  }
  return completed;
}
