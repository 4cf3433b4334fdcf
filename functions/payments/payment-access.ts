// The payment a receipt request is about, if the caller may see its studio's money.
import type postgres from 'postgres';
import { needs } from '@core/domain/roles';
import type { ApiEvent } from '../lib/http';
import { memberRow } from '../lib/membership';

type PaymentRow = { id: string; accountId: string; date: number; receipt: string };

/**
 * The payment named by the path's {id}. A payment of a studio the caller is not in answers
 * exactly like a missing one (404), so ids reveal nothing.
 */
export function memberPayment(sql: postgres.Sql, event: ApiEvent, userId: string): Promise<PaymentRow> {
  return memberRow<PaymentRow>(sql, event, userId, {
    table: 'payments',
    id: event.pathParameters?.id,
    columns: sql`id, account_id as "accountId", date::float8 as date, receipt`,
    notFound: 'Payment not found',
    need: needs.manage,
  });
}
