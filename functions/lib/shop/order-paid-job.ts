// The job `gallery-order-paid`, queued with the payment that paid the order: the client's
// confirmation and the photographer's notice. Recorded on the order (`paid_mailed_at`) in the
// job's transaction, so a job delivered twice mails once.
import type postgres from 'postgres';
import { siteTheme } from '@core/domain/site-theme';
import { requiredEnv } from '../env';
import { documentWords } from '../invoicing/document-words';
import { mailBrand } from '../mail/mail-layout';
import { mailer } from '../mail/mailer';
import type { JobData } from '../queue';
import { newOrderNotice, orderConfirmation, type PaidOrder } from './mails/order-mails';

type OrderRow = {
  galleryId: string | null;
  gallery: string;
  language: 'en' | 'es' | 'ca';
  currency: string;
  buyerName: string;
  buyerEmail: string;
  total: number;
  invoiceNumber: string;
  studio: string;
  slug: string | null;
  settings: Record<string, unknown>;
  ownerEmail: string | null;
};

export async function mailPaidOrder(tx: postgres.TransactionSql, data: JobData['gallery-order-paid']): Promise<void> {
  const [order] = await tx<OrderRow[]>`
    update gallery_orders o set paid_mailed_at = private.now_ms()
    from accounts a, invoices i
    where o.id = ${data.orderId} and o.account_id = ${data.accountId} and o.status = 'paid' and o.paid_mailed_at is null
      and a.id = o.account_id and a.deletion_scheduled_at is null and i.id = o.invoice_id
    returning o.gallery_id as "galleryId", coalesce((select g.name from galleries g where g.id = o.gallery_id), '') as gallery,
      o.language, o.currency, o.buyer_name as "buyerName", o.buyer_email as "buyerEmail", o.total::float8 as total,
      i.number_text as "invoiceNumber", a.name as studio, a.slug, a.settings,
      (select u.email from account_members m join auth.users u on u.id = m.user_id
       where m.account_id = o.account_id and m.role = 'owner' order by m.created_at limit 1) as "ownerEmail"`;
  if (!order) return;
  const lines = await tx<{ description: string; quantity: number; kind: string }[]>`
    select description, quantity, kind from gallery_order_items where order_id = ${data.orderId} order by position, id`;
  const siteUrl = requiredEnv('SITE_URL');
  const brand = mailBrand(
    { id: data.accountId, name: order.studio, logoUrl: siteTheme(order.settings).logoUrl },
    siteUrl,
    order.slug,
  );
  const paid: PaidOrder = {
    buyer: { name: order.buyerName, email: order.buyerEmail },
    gallery: order.gallery,
    lines,
    total: documentWords(order.language, order.currency, 'UTC').money(order.total),
    invoiceNumber: order.invoiceNumber,
    hasFiles: lines.some((line) => line.kind !== 'print'),
    hasPrints: lines.some((line) => line.kind === 'print'),
    free: order.total === 0,
  };
  const galleryPath = `/p/${order.slug ?? data.accountId}/gallery/${order.galleryId ?? ''}`;
  await mailer().send({
    accountId: data.accountId,
    ...orderConfirmation(paid, {
      to: order.buyerEmail,
      lng: order.language,
      brand,
      galleryLink: new URL(galleryPath, siteUrl).toString(),
      replyTo: order.ownerEmail,
    }),
  });
  if (order.ownerEmail) {
    const ordersLink = new URL(`/app/sales/orders/${encodeURIComponent(data.orderId)}`, siteUrl);
    await mailer().send({
      accountId: data.accountId,
      // The studio keeps no language of its own: the notice is in its client's, as selection notices are.
      ...newOrderNotice(paid, { to: order.ownerEmail, lng: order.language, brand, ordersLink: ordersLink.toString() }),
    });
  }
}
