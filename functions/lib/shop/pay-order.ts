// Paying an order issues its invoice (docs/decisions/gallery-sales.md): the client's customer row
// (found by e-mail, or made), an invoice with the order's lines and its shipping, one instalment
// for the total (none when it is 0), issued as the back office issues one (numbered in the
// studio's series, with its Veri*Factu record). A card payment does it in the transaction of the
// Connect event that says the payment succeeded, and the webhook then records the payment against
// the invoice; an order with nothing to pay does it in its checkout's transaction, its invoice
// paid as issued. The order becomes paid and what it bought is unlocked for its client; later
// events of the same payment find the invoice through the order and change nothing more here.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import type { DigitalSize, OrderItemKind, ShippingAddress } from '@core/domain/gallery-sales';
import { issueInvoice } from '../invoicing/issue-invoice';
import { enqueue } from '../queue';
import { studioCustomer } from '../site/studio-customer';
import { orderWords } from './cart-quote';
import type { PackageClient } from '../gallery/unlocks';
import { finishSelection } from './finish-selection';

type Tx = postgres.TransactionSql;

type Order = {
  id: string;
  accountId: string;
  galleryId: string | null;
  inviteId: string | null;
  status: 'pending' | 'paid' | 'refunded' | 'expired';
  language: 'en' | 'es' | 'ca';
  currency: string;
  buyerName: string;
  buyerEmail: string;
  shippingAddress: ShippingAddress | null;
  shipping: number;
  total: number;
  invoiceId: string | null;
};

type Item = {
  kind: OrderItemKind;
  description: string;
  quantity: number;
  unitPrice: number;
  discountBp: number;
  taxRateBp: number;
  photoId: string | null;
  size: DigitalSize | null;
};

/** Where the webhook records the payment: the order's invoice and its one instalment. */
export type OrderInvoice = { invoiceId: string; instalmentId: string | null };

const orderColumns = (tx: Tx) => tx`
  o.id, o.account_id as "accountId", o.gallery_id as "galleryId", o.invite_id as "inviteId", o.status, o.language,
  o.currency, o.buyer_name as "buyerName", o.buyer_email as "buyerEmail", o.shipping_address as "shippingAddress",
  o.shipping::float8 as shipping, o.total::float8 as total, o.invoice_id as "invoiceId"`;

/**
 * The invoice of the order `orderId` of the studio whose connected account sent the event, issued
 * now when the payment has just succeeded; undefined when there is none to record a payment on
 * (another studio's order, or a payment not succeeded before the order was paid).
 */
export async function invoiceOfOrder(
  tx: Tx,
  connectedAccountId: string,
  orderId: string,
  succeeded: boolean,
): Promise<OrderInvoice | undefined> {
  // Locked, so the events of one order apply one after the other: one invoice, whatever comes twice.
  const [order] = await tx<Order[]>`
    select ${orderColumns(tx)}
    from gallery_orders o join payment_accounts a on a.account_id = o.account_id
    where o.id = ${orderId} and a.stripe_account_id = ${connectedAccountId}
    for update of o`;
  if (!order) return undefined;
  if (order.invoiceId) return { invoiceId: order.invoiceId, instalmentId: await instalmentOf(tx, order.invoiceId) };
  // An order expired at the payment page is still paid when its money arrives.
  if (!succeeded || order.status === 'refunded') return undefined;
  const invoiceId = await payOrder(tx, order);
  return { invoiceId, instalmentId: await instalmentOf(tx, invoiceId) };
}

/**
 * Settles the pending order `orderId` of the studio `accountId` whose total is 0, in the
 * transaction that has just written it: there is no payment to wait for, so it is paid now, as a
 * payment's event would pay it.
 */
export async function payFreeOrder(tx: Tx, accountId: string, orderId: string): Promise<void> {
  const [order] = await tx<Order[]>`
    select ${orderColumns(tx)} from gallery_orders o
    where o.id = ${orderId} and o.account_id = ${accountId} and o.status = 'pending' and o.total = 0
    for update of o`;
  if (!order) throw new Error(`order ${orderId} is not a pending order with nothing to pay`);
  await payOrder(tx, order);
}

/**
 * The order, locked and not yet invoiced, becomes paid: its invoice issued, its files unlocked, its
 * mails queued. Answers the invoice's id.
 */
async function payOrder(tx: Tx, order: Order): Promise<string> {
  const now = Date.now();
  const items = await tx<Item[]>`
    select kind, description, quantity, unit_price::float8 as "unitPrice", discount_bp as "discountBp",
           tax_rate_bp as "taxRateBp", photo_id as "photoId", size
    from gallery_order_items where order_id = ${order.id} order by position, id`;
  const customerId = await orderCustomer(tx, order);
  const invoiceId = await draftOrderInvoice(tx, order, items, customerId, now);
  await issueInvoice(tx, order.accountId, invoiceId, now);
  // Nothing to pay is nothing owed: the invoice is paid as issued, with no payment to record.
  if (order.total === 0) await tx`update invoices set payment_status = 'paid' where id = ${invoiceId} and total = 0`;
  const prints = items.some((item) => item.kind === 'print');
  await tx`
    update gallery_orders set status = 'paid', invoice_id = ${invoiceId}, customer_id = ${customerId}, paid_at = ${now},
      fulfilment = ${prints ? 'to_send' : 'none'}, updated_at = ${now}
    where id = ${order.id}`;
  if (order.inviteId && order.galleryId) {
    const client = { accountId: order.accountId, galleryId: order.galleryId, inviteId: order.inviteId };
    await unlockOrder(tx, order.id, client, items);
    // Paying for the extras is the client's "I've finished choosing".
    if (items.some((item) => item.kind === 'extra_photo')) await finishSelection(tx, client);
  }
  // In the transaction, so the mails follow exactly the orders paid.
  await enqueue(
    'gallery-order-paid',
    { accountId: order.accountId, orderId: order.id },
    { singletonKey: order.id, db: tx },
  );
  return invoiceId;
}

const instalmentOf = async (tx: Tx, invoiceId: string): Promise<string | null> =>
  (
    await tx<
      { id: string }[]
    >`select id from invoice_instalments where invoice_id = ${invoiceId} order by position limit 1`
  )[0]?.id ?? null;

/** The studio's customer with the buyer's e-mail, or a new one in the order's language. */
async function orderCustomer(tx: Tx, order: Order): Promise<string> {
  const [owner] = await tx<{ userId: string }[]>`
    select user_id as "userId" from account_members where account_id = ${order.accountId} and role = 'owner'
    order by created_at limit 1`;
  const email = order.buyerEmail.toLowerCase();
  return studioCustomer(
    tx,
    { accountId: order.accountId, authorId: owner!.userId },
    { name: order.buyerName.trim() || email, email, phone: '', language: order.language },
  );
}

const addressText = (address: ShippingAddress | null): string =>
  address
    ? [
        address.name,
        address.line1,
        address.line2,
        `${address.postalCode} ${address.city}`,
        address.region,
        address.country,
      ]
        .filter((part) => part.trim() !== '')
        .join('\n')
        .slice(0, 500)
    : '';

/**
 * The draft invoice of the order: its lines as priced, the shipping line, and one instalment due
 * now unless there is nothing to pay (an invoice totalling 0 has none).
 */
async function draftOrderInvoice(
  tx: Tx,
  order: Order,
  items: Item[],
  customerId: string,
  now: number,
): Promise<string> {
  const invoiceId = newId();
  await tx`
    insert into invoices (id, account_id, author_id, customer_id, language, currency, customer_address)
    select ${invoiceId}, ${order.accountId}, c.author_id, ${customerId}, ${order.language}, ${order.currency},
           ${addressText(order.shippingAddress)}
    from customers c where c.id = ${customerId}`;
  const shipping = {
    description: orderWords(order, order.currency).shipping,
    quantity: 1,
    unitPrice: order.shipping,
    discountBp: 0,
    taxRateBp: items[0]?.taxRateBp ?? 0,
  };
  for (const [position, line] of [...items, ...(order.shipping > 0 ? [shipping] : [])].entries()) {
    await tx`
      insert into invoice_lines (id, account_id, invoice_id, position, description, quantity, unit_price, discount_bp,
                                 tax_rate_bp, tax_exemption)
      values (${newId()}, ${order.accountId}, ${invoiceId}, ${position}, ${line.description}, ${line.quantity},
              ${line.unitPrice}, ${line.discountBp}, ${line.taxRateBp}, '')`;
  }
  await tx`
    insert into invoice_instalments (id, account_id, invoice_id, position, amount, due_at)
    select ${newId()}, account_id, ${invoiceId}, 0, total, ${now} from gallery_orders where id = ${order.id} and total > 0`;
  return invoiceId;
}

/** What the order bought, for its client: each file at its size, the whole gallery, each extra photo in full. */
async function unlockOrder(tx: Tx, orderId: string, client: PackageClient, items: Item[]): Promise<void> {
  for (const item of items) {
    if (item.kind === 'print') continue;
    await tx`
      insert into gallery_unlocks (id, account_id, gallery_id, invite_id, photo_id, size, order_id)
      values (${newId()}, ${client.accountId}, ${client.galleryId}, ${client.inviteId}, ${item.photoId},
              ${item.size ?? 'original'}, ${orderId})
      on conflict do nothing`;
  }
}

/**
 * After a payment's change, in its transaction: when the invoice of an order is refunded in full
 * (or its dispute lost), the order is refunded and what it unlocked is locked again, the extra
 * photos too where finishing the selection unlocked them as the package's.
 */
export async function settleOrderRefund(tx: Tx, invoiceId: string): Promise<void> {
  const now = Date.now();
  const refunded = await tx<{ id: string; inviteId: string | null }[]>`
    update gallery_orders o set status = 'refunded', refunded_at = ${now}, updated_at = ${now}
    from invoices i
    where o.invoice_id = ${invoiceId} and o.status = 'paid' and i.id = o.invoice_id and i.account_id = o.account_id
      and i.payment_status = 'refunded'
    returning o.id, o.invite_id as "inviteId"`;
  for (const order of refunded) {
    await tx`
      update gallery_unlocks u set revoked_at = ${now}
      where u.revoked_at is null and (
        u.order_id = ${order.id}
        or (u.order_id is null and u.invite_id = ${order.inviteId} and u.photo_id in (
          select photo_id from gallery_order_items where order_id = ${order.id} and kind = 'extra_photo')))`;
  }
}
