// The payment a receipt request is about, if the caller belongs to its studio.
import type postgres from 'postgres';
import { entityId } from '../../core/domain/ids';
import { HttpError, type ApiEvent } from '../lib/http';
import { parseInput } from '../lib/input';
import { requireMembership, targetAccount } from '../lib/membership';

export type PaymentRow = { id: string; accountId: string; date: number; receipt: string };

/**
 * The payment named by the path's {id}. A payment of a studio the caller is not in answers
 * exactly like a missing one (404), so ids reveal nothing.
 */
export async function memberPayment(sql: postgres.Sql, event: ApiEvent, userId: string): Promise<PaymentRow> {
  const id = parseInput(event.pathParameters?.id, entityId);
  const [payment] = await sql<PaymentRow[]>`
    select id, account_id as "accountId", date::float8 as date, receipt from payments where id = ${id}`;
  if (!payment) throw new HttpError(404, 'not_found', 'Payment not found');
  await requireMembership(sql, userId, payment.accountId);
  targetAccount(event, payment.accountId);
  return payment;
}
