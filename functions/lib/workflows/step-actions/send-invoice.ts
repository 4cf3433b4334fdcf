// Sends the session's latest invoice not sent yet: a draft is issued first (numbered, its
// reminders queued), as the studio's Issue does.
import { scheduleInvoiceMessages, sendInvoiceMail } from '../../invoicing/invoice-messages';
import { issueInvoice } from '../../invoicing/issue-invoice';
import type { StepActionRun } from './running-step';

export const sendInvoiceStep: StepActionRun = async (tx, step) => {
  const [invoice] = await tx<{ id: string; status: 'draft' | 'issued' }[]>`
    select i.id, i.status from invoices i
    where i.account_id = ${step.accountId} and i.session_id = ${step.sessionId}
      and (i.status = 'draft' or (i.status = 'issued' and not exists (
        select 1 from invoice_messages m where m.invoice_id = i.id and m.kind = 'invoice')))
    order by i.created_at desc, i.id desc limit 1`;
  if (!invoice) return { nothingToDo: 'nothing_to_send' };
  if (invoice.status === 'draft') {
    await issueInvoice(tx, step.accountId, invoice.id);
    await scheduleInvoiceMessages(tx, invoice.id);
  }
  const sent = await sendInvoiceMail(tx, invoice.id);
  return sent ? { sent } : { nothingToDo: 'client_without_email' };
};
