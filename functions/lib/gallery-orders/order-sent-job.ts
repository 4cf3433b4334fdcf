// The job `gallery-order-sent` (functions/lib/queue.ts): mails the client of an order marked sent
// (functions/gallery-orders/sent.ts), once. The mail is recorded on the order in the transaction
// that sends it, so a job the queue delivers twice finds it sent and does nothing; a mail that
// fails rolls the record back, and the queue tries again.
import type postgres from 'postgres';
import { siteTheme } from '@core/domain/site-theme';
import { requiredEnv } from '../env';
import { mailBrand } from '../mail/mail-layout';
import { mailer } from '../mail/mailer';
import type { JobData } from '../queue';
import { orderSentMail } from './order-sent-mail';

type SentOrderRow = {
  language: 'en' | 'es' | 'ca';
  buyerEmail: string;
  buyerName: string;
  trackingUrl: string;
  hasCustomer: boolean;
  studio: string;
  slug: string | null;
  settings: Record<string, unknown>;
  replyTo: string | null;
};

export async function mailOrderSent(tx: postgres.TransactionSql, data: JobData['gallery-order-sent']): Promise<void> {
  const now = Date.now();
  const [order] = await tx<SentOrderRow[]>`
    update gallery_orders o set sent_mailed_at = ${now}
    from accounts a
    where o.account_id = ${data.accountId} and o.id = ${data.orderId} and a.id = o.account_id
      and o.fulfilment = 'sent' and o.sent_mailed_at is null and a.deletion_scheduled_at is null
    returning o.language, o.buyer_email as "buyerEmail", o.buyer_name as "buyerName", o.tracking_url as "trackingUrl",
      o.customer_id is not null as "hasCustomer", a.name as studio, a.slug, a.settings,
      (select u.email from auth.users u where u.id = ${data.senderId}) as "replyTo"`;
  if (!order) return;
  const prints = await tx<{ description: string; filename: string; quantity: number }[]>`
    select description, filename, quantity from gallery_order_items
    where account_id = ${data.accountId} and order_id = ${data.orderId} and kind = 'print'
    order by position, id`;
  const siteUrl = requiredEnv('SITE_URL');
  const mail = orderSentMail({
    to: order.buyerEmail,
    lng: order.language,
    // A client with a customer row has a portal to be pointed to.
    brand: mailBrand(
      { id: data.accountId, name: order.studio, logoUrl: siteTheme(order.settings).logoUrl },
      siteUrl,
      order.hasCustomer ? order.slug : null,
    ),
    name: order.buyerName,
    prints: prints.map(
      ({ description, filename, quantity }) =>
        [description, filename].filter((part) => part !== '').join(' – ') + (quantity > 1 ? ` × ${quantity}` : ''),
    ),
    trackingUrl: order.trackingUrl,
  });
  await mailer().send({ ...mail, accountId: data.accountId, ...(order.replyTo ? { replyTo: order.replyTo } : {}) });
}
