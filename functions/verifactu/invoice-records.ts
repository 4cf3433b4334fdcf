// GET /api/invoices/{id}/verifactu: the Veri*Factu records of one invoice (its alta, and an
// anulación once cancelled), each with what the agency answered, and what the invoice prints (the
// QR address and legend; null for a studio outside Spain). Managers and owners only, as all money.
// Through /api rather than Zero: the records live in the private schema, read on one screen.
import { needs } from '@core/domain/roles';
import { getSql } from '../lib/db';
import { authenticate } from '../lib/auth';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { memberRow } from '../lib/membership';
import { invoiceVerifactuMark } from '../lib/verifactu/invoice-mark';
import { invoiceRecords } from '../lib/verifactu/verifactu-records';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const sql = getSql();
  const invoice = await memberRow<{ id: string; accountId: string }>(sql, event, caller.userId, {
    table: 'invoices',
    id: event.pathParameters?.id,
    columns: sql`id, account_id as "accountId"`,
    notFound: 'Invoice not found',
    need: needs.manage,
  });
  const [records, mark] = await Promise.all([invoiceRecords(sql, invoice.id), invoiceVerifactuMark(sql, invoice.id)]);
  return json(200, {
    records: records.map((record) => ({
      sequence: record.sequence,
      kind: record.kind,
      invoiceType: record.kind === 'alta' ? record.invoiceType : null,
      invoiceNumber: record.invoiceNumber,
      issueDate: record.issueDate,
      generatedAt: record.generatedAt,
      fingerprint: record.fingerprint,
      previousFingerprint: record.previousFingerprint,
      submission: {
        status: record.submissionStatus,
        code: record.submissionCode,
        message: record.submissionMessage,
        at: record.submittedAt,
      },
    })),
    mark,
  });
});
