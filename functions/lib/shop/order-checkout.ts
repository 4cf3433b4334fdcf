// Checking out a client's cart (docs/decisions/gallery-sales.md): priced again by the server, in
// one transaction that holds the coupon's row while it counts the client's uses of it, so its
// limit per client holds however many checkouts race; the pending order and its lines are written
// there. An order with nothing to pay is paid in that same transaction, as a payment would pay it.
// Otherwise, with no connection waiting on the provider, a Checkout Session is asked for on the
// studio's own account, its metadata naming the order.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import type { CartRequest } from '@core/domain/gallery-sales';
import { cardPayments } from '../card-payments/card-payments';
import { refuseBelowMinimum } from '../card-payments/minimum-charge';
import { requiredEnv } from '../env';
import { HttpError } from '../http';
import { priceClientCart } from './cart-quote';
import { payFreeOrder } from './pay-order';
import type { ShopClient } from './shop-offer';

export type CheckoutClient = ShopClient & { name: string; accountSlug: string | null };
export type Checkout = CartRequest & { email?: string | undefined; name?: string | undefined };

type Studio = { connectedAccountId: string | null; chargesEnabled: boolean | null };
type Invite = { email: string; name: string };

/** The order: pending, with the address of its payment page; or already paid, when it costs nothing. */
export type CheckedOut =
  { orderId: string; status: 'pending'; url: string } | { orderId: string; status: 'paid'; url: null };

export async function checkOutCart(sql: postgres.Sql, client: CheckoutClient, request: Checkout): Promise<CheckedOut> {
  const [[studio], [invite]] = await Promise.all([
    sql<Studio[]>`
      select stripe_account_id as "connectedAccountId", charges_enabled as "chargesEnabled"
      from payment_accounts where account_id = ${client.accountId}`,
    sql<Invite[]>`select email, name from gallery_invites where id = ${client.inviteId}`,
  ]);
  if (!studio?.connectedAccountId || !studio.chargesEnabled)
    throw new HttpError(409, 'payments_unavailable', 'This studio takes no card payments yet');
  const email = (request.email ?? invite?.email ?? '').trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new HttpError(400, 'invalid_input', 'An e-mail is needed');
  const now = Date.now();
  const payments = cardPayments();

  const order = await sql.begin(async (tx) => {
    const { quote, couponId } = await priceClientCart(tx, client, request, email, { now, lock: true });
    if (quote.lines.length === 0) throw new HttpError(409, 'cart_empty', 'The cart is empty');
    if (quote.coupon && !quote.coupon.applied)
      throw new HttpError(409, 'coupon_rejected', 'This coupon cannot be used', { reason: quote.coupon.reason });
    if (!quote.shippable) throw new HttpError(409, 'not_shippable', 'Prints cannot be sent to this address');
    // Refused here rather than by the provider, so nothing is written.
    if (quote.total > 0) refuseBelowMinimum(quote.total, quote.currency, payments.minimumCharge(quote.currency));
    const id = newId();
    await tx`
      insert into gallery_orders (id, account_id, gallery_id, invite_id, language, currency, buyer_name, buyer_email,
                                  shipping_address, shipping_zone_id, coupon_id, coupon_code, subtotal, discount,
                                  shipping, tax_total, total, created_at, updated_at)
      values (${id}, ${client.accountId}, ${client.id}, ${client.inviteId}, ${request.language}, ${quote.currency},
              ${(request.name ?? invite?.name ?? '').trim().slice(0, 200)}, ${email},
              ${quote.lines.some((line) => line.kind === 'print') && request.shippingAddress ? tx.json(request.shippingAddress) : null},
              ${quote.shippingZoneId}, ${quote.couponApplied ? couponId : null}, ${quote.couponApplied?.code ?? ''},
              ${quote.subtotal}, ${quote.discount}, ${quote.shipping}, ${quote.taxTotal}, ${quote.total}, ${now}, ${now})`;
    for (const [position, line] of quote.lines.entries()) {
      await tx`
        insert into gallery_order_items (id, account_id, order_id, position, kind, price_list_item_id, photo_id, filename,
                                         description, quantity, unit_price, discount_bp, tax_rate_bp, net, tax, size,
                                         print, crop)
        values (${newId()}, ${client.accountId}, ${id}, ${position}, ${line.kind}, ${line.itemId}, ${line.photoId},
                coalesce((select filename from photos where id = ${line.photoId ?? ''}), ''),
                ${line.description.slice(0, 500)}, ${line.quantity}, ${line.unitPrice}, ${line.discountBp},
                ${line.taxRateBp}, ${line.net}, ${line.tax}, ${line.size},
                ${line.print ? tx.json(line.print) : null}, ${line.crop ? tx.json(line.crop) : null})`;
    }
    if (quote.total === 0) await payFreeOrder(tx, client.accountId, id);
    return { id, total: quote.total, currency: quote.currency };
  });
  if (order.total === 0) return { orderId: order.id, status: 'paid', url: null };

  try {
    const returnPath = `/p/${client.accountSlug ?? client.accountId}/gallery/${client.id}?order=${order.id}`;
    const session = await payments.startCheckout({
      connectedAccountId: studio.connectedAccountId,
      metadata: { account_id: client.accountId, order_id: order.id },
      amount: order.total,
      currency: order.currency,
      description: client.name,
      email,
      locale: request.language,
      saveCard: false,
      returnUrl: new URL(returnPath, requiredEnv('SITE_URL')).toString(),
    });
    await sql`update gallery_orders set provider_checkout_id = ${session.id} where id = ${order.id}`;
    return { orderId: order.id, status: 'pending', url: session.url };
  } catch (error) {
    // No payment page: the order can never be paid, and must not count as a use of its coupon.
    await sql`update gallery_orders set status = 'expired', updated_at = ${Date.now()} where id = ${order.id}`;
    throw error;
  }
}
