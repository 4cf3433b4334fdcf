// POST /api/accounts/{id}/invoices/{documentId}/issue: issues a draft invoice (managers and
// owners). In one transaction it is numbered, its seller and buyer written on it, its instalments
// settled, its Veri*Factu record appended where the studio is Spanish, and its client link made.
// Its reminders are queued in the same transaction; once committed, it is mailed with its PDF.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { mailIssuedInvoice, scheduleInvoiceMessages } from '../lib/invoicing/invoice-messages';
import { issueInvoice } from '../lib/invoicing/issue-invoice';
import { accountInPath } from '../lib/membership';
import { clientLinkPath, documentInPath } from './document-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const invoiceId = documentInPath(event);
  const { token, ...invoice } = await sql.begin(async (tx) => {
    const issued = await issueInvoice(tx, accountId, invoiceId);
    await scheduleInvoiceMessages(tx, invoiceId);
    return issued;
  });
  const mailed = await mailIssuedInvoice(sql, invoiceId);
  return json(200, { invoice, linkPath: await clientLinkPath(sql, accountId, 'invoice', token), mailed });
});
