// Issuing a draft invoice, in the caller's transaction: the back office's "issue" and a client
// accepting a quote both end here. What the document says is settled now (its lines' amounts,
// who sells and who buys, when each part is due); the database numbers it as its status leaves
// draft and refuses any later edit (docs/decisions/invoices-that-never-change.md).
import type postgres from 'postgres';
import { DEFAULT_DUE_DAYS } from '@core/domain/invoice';
import { instalmentsMatch } from '@core/domain/payment-plan';
import { newId } from '@core/domain/ids';
import { HttpError } from '../http';
import { appendVerifactuRecord } from '../verifactu/verifactu-records';
import { createDocumentLink } from '../client-links';
import { settleLines } from './document-lines';
import { studioInvoicingSettings } from './invoicing-settings';
import { planSessionSteps } from '../workflow-plans/plan-session-steps';

const DAY = 86_400_000;

type DraftRow = {
  id: string;
  accountId: string;
  status: 'draft' | 'issued' | 'cancelled';
  kind: 'invoice' | 'corrective';
  customerId: string;
  dueAt: number | null;
  customerTaxId: string;
  customerAddress: string;
};

export type IssuedInvoice = {
  id: string;
  numberText: string;
  issuedAt: number;
  dueAt: number;
  total: number;
  currency: string;
  /** The client's link, returned this once (only its hash is kept). */
  token: string;
};

/** The invoice, locked for the rest of the transaction, if it is the studio's; 404 otherwise. */
export async function lockInvoice(tx: postgres.TransactionSql, accountId: string, id: string): Promise<DraftRow> {
  const [invoice] = await tx<DraftRow[]>`
    select id, account_id as "accountId", status, kind, customer_id as "customerId", due_at::float8 as "dueAt",
           customer_tax_id as "customerTaxId", customer_address as "customerAddress"
    from invoices where account_id = ${accountId} and id = ${id} for update`;
  if (!invoice) throw new HttpError(404, 'not_found', 'Invoice not found');
  return invoice;
}

/** 409 unless the invoice is still a draft. */
export function assertDraft(invoice: { status: string }): void {
  if (invoice.status === 'issued') throw new HttpError(409, 'invoice_issued', 'This invoice has been issued');
  if (invoice.status === 'cancelled') throw new HttpError(409, 'invoice_cancelled', 'This invoice was cancelled');
}

/**
 * Issues the studio's draft invoice `id` at `now`. Its lines' amounts are settled (settleLines),
 * an invoice with none is refused, and its instalments must add up to its total: without any, the whole is due
 * DEFAULT_DUE_DAYS after issue (or on the draft's due date).
 */
export async function issueInvoice(
  tx: postgres.TransactionSql,
  accountId: string,
  id: string,
  now = Date.now(),
): Promise<IssuedInvoice> {
  const invoice = await lockInvoice(tx, accountId, id);
  assertDraft(invoice);
  const totals = await settleLines(tx, 'invoice', id);
  if (totals.lineCount === 0) throw new HttpError(409, 'invoice_empty', 'An invoice needs at least one line');
  if (invoice.kind === 'invoice' && totals.total < 0) {
    throw new HttpError(400, 'invalid_input', 'An invoice cannot total below zero; make a corrective invoice');
  }

  const instalments = await tx<{ amount: number; dueAt: number }[]>`
    select amount::float8 as amount, due_at::float8 as "dueAt" from invoice_instalments where invoice_id = ${id}`;
  let dueAt = invoice.dueAt ?? now + DEFAULT_DUE_DAYS * DAY;
  if (instalments.length === 0 && totals.total > 0) {
    await tx`insert into invoice_instalments (id, account_id, invoice_id, position, amount, due_at)
             values (${newId()}, ${accountId}, ${id}, 0, ${totals.total}, ${dueAt})`;
  } else if (!instalmentsMatch(totals.total, instalments)) {
    throw new HttpError(409, 'instalments_mismatch', 'The instalments do not add up to the total');
  } else if (instalments.length > 0) {
    dueAt = Math.max(...instalments.map((item) => item.dueAt));
  }

  const settings = await studioInvoicingSettings(tx, accountId);
  const [parties] = await tx<{ studioName: string; customerName: string; customerEmail: string }[]>`
    select a.name as "studioName", c.name as "customerName", c.email as "customerEmail"
    from accounts a join customers c on c.account_id = a.id and c.id = ${invoice.customerId}
    where a.id = ${accountId}`;
  const seller = {
    legalName: settings.legalName || parties!.studioName,
    taxId: settings.taxId,
    address: settings.address,
    country: settings.country,
  };
  const [row] = await tx<{ numberText: string; issuedAt: number; currency: string; sessionId: string | null }[]>`
    update invoices set status = 'issued', issued_at = ${now}, due_at = ${dueAt}, seller = ${tx.json(seller)},
      customer_name = ${parties!.customerName}, customer_email = ${parties!.customerEmail}, updated_at = ${now}
    where id = ${id}
    returning number_text as "numberText", issued_at::float8 as "issuedAt", currency, session_id as "sessionId"`;
  const { sessionId, ...issued } = row!;
  // What the law asks for with it (Spain's Veri*Factu record), in the same transaction.
  await appendVerifactuRecord(tx, id, 'issue', now);
  const token = await createDocumentLink(tx, accountId, { kind: 'invoice', id });
  if (sessionId) await planSessionSteps(tx, accountId, sessionId);
  return { id, ...issued, dueAt, total: totals.total, token };
}
