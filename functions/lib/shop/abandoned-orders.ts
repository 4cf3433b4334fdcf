// An order left at the payment page for CHECKOUT_MINUTES is expired by the scheduled run: it no
// longer counts as a use of its coupon, and the back office no longer shows it waiting. Its
// payment, should it still come, pays it all the same (pay-order.ts).
import type postgres from 'postgres';
import { checkoutCutoff } from './coupons';

export async function expireAbandonedOrders(sql: postgres.Sql, now: number): Promise<number> {
  const expired = await sql`
    update gallery_orders set status = 'expired', updated_at = ${now}
    where status = 'pending' and created_at < ${checkoutCutoff(now)}`;
  return expired.count;
}
