// GET /api/accounts/{id}/invoices/{invoiceId}/saved-card: whether the client kept a card for the
// invoice's next instalments (functions/lib/card-payments/saved-cards.ts), when, and the last
// decline. Managers and owners only, as all money. Never the provider's ids: the screen needs none.
import { entityId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseInput } from '../lib/input';
import { accountInPath } from '../lib/membership';

type Row = { savedAt: number | null; declinedAt: number | null; declineCode: string | null };

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const invoiceId = parseInput(event.pathParameters?.invoiceId, entityId);
  const [row] = await sql<Row[]>`
    select c.saved_at::float8 as "savedAt", c.declined_at::float8 as "declinedAt", c.decline_code as "declineCode"
    from invoices i
      left join private.invoice_saved_cards c on c.account_id = i.account_id and c.invoice_id = i.id
    where i.id = ${invoiceId} and i.account_id = ${accountId}`;
  if (!row) throw new HttpError(404, 'not_found', 'Invoice not found');
  const { savedAt, declinedAt, declineCode } = row;
  return json(200, { savedCard: savedAt === null ? null : { savedAt, declinedAt, declineCode } });
});
