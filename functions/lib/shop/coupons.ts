// A coupon as a client types it: found by its code in the studio's coupons (any case), and usable
// only while active, unexpired and not used up by that client. A client's uses are their orders
// (by e-mail, in any case) paid, or still at the payment page, that named the coupon.
import type postgres from 'postgres';
import { CHECKOUT_MINUTES } from '@core/domain/gallery-sales';
import type { CouponState } from '@core/domain/cart-pricing';

type Sql = postgres.Sql | postgres.TransactionSql;

type CouponRow = {
  id: string;
  code: string;
  percentOffBp: number | null;
  amountOff: number | null;
  expiresAt: number | null;
  limitPerClient: number | null;
  active: boolean;
};

export type FoundCoupon = { id: string | null; state: CouponState | null };

/** The instant before which a pending order has expired. */
export const checkoutCutoff = (now: number) => now - CHECKOUT_MINUTES * 60_000;

/**
 * The coupon `code` of the studio for the client `email`, as it stands at `now`. `lock` (in the
 * checkout's transaction) holds the coupon's row, so two checkouts of one client count their uses
 * one after the other.
 */
export async function findCoupon(
  sql: Sql,
  accountId: string,
  code: string,
  email: string,
  { now, lock = false }: { now: number; lock?: boolean },
): Promise<FoundCoupon> {
  const typed = code.trim().toUpperCase();
  if (!typed) return { id: null, state: null };
  const [coupon] = await sql<CouponRow[]>`
    select id, code, percent_off_bp as "percentOffBp", amount_off::float8 as "amountOff",
           expires_at::float8 as "expiresAt", limit_per_client as "limitPerClient", active
    from coupons where account_id = ${accountId} and code = ${typed}
    ${lock ? sql`for update` : sql``}`;
  if (!coupon) return { id: null, state: { code: typed, usable: false, reason: 'unknown' } };
  const refused = (reason: 'expired' | 'used_up' | 'inactive') => ({
    id: coupon.id,
    state: { code: coupon.code, usable: false as const, reason },
  });
  if (!coupon.active) return refused('inactive');
  if (coupon.expiresAt !== null && coupon.expiresAt < now) return refused('expired');
  if (coupon.limitPerClient !== null) {
    const [uses] = await sql<{ count: number }[]>`
      select count(*)::int as count from gallery_orders
      where account_id = ${accountId} and coupon_id = ${coupon.id} and lower(buyer_email) = ${email.toLowerCase()}
        and (status = 'paid' or (status = 'pending' and created_at >= ${checkoutCutoff(now)}))`;
    if (uses!.count >= coupon.limitPerClient) return refused('used_up');
  }
  return {
    id: coupon.id,
    state: { code: coupon.code, usable: true, percentOffBp: coupon.percentOffBp, amountOff: coupon.amountOff },
  };
}
