// A client's order from a gallery as paying it leaves it (functions/lib/shop's checkout and webhook): the order,
// its items, and the issued invoice the sale is. Written straight into the database, for the
// tests of what the back office does with orders (tests/integration/gallery-orders.test.ts,
// tests/e2e/gallery-orders.spec.ts).
import type postgres from 'postgres';
import { newId } from '../../core/domain/ids';
import type { TestUser } from './users';

export type SeededOrder = { orderId: string; invoiceId: string; itemIds: string[] };

export type OrderSeed = {
  galleryId: string;
  photoId: string;
  filename: string;
  buyerEmail: string;
  buyerName?: string;
  language?: 'en' | 'es' | 'ca';
  /** pending: still at the payment page (no invoice); paid, the default. */
  status?: 'pending' | 'paid';
  /** A print (the default, to send) or a download only (nothing to send). */
  kind?: 'print' | 'digital_photo';
  paidAt?: number;
};

/** A 20 × 30 cm print on matte paper at 25.00, shipped for 5.00 (both + 21 %: 36.30), with a crop; or a 10.00 download. */
export async function seedOrder(sql: postgres.Sql, owner: TestUser, seed: OrderSeed): Promise<SeededOrder> {
  const a = owner.accountId;
  const orderId = newId();
  const invoiceId = newId();
  const itemIds = [newId()];
  const kind = seed.kind ?? 'print';
  const status = seed.status ?? 'paid';
  const paidAt = seed.paidAt ?? Date.now();
  const print = kind === 'print';
  // The print's line and the shipping, each taxed at 21 %, as cart-pricing writes them.
  const [net, tax] = print ? [2500, 525] : [1000, 210];
  const [shipping, shippingTax] = print ? [500, 105] : [0, 0];
  const total = net + tax + shipping + shippingTax;
  const address = {
    name: 'Núria Puig',
    line1: 'Carrer Major 1',
    line2: '',
    postalCode: '08001',
    city: 'Barcelona',
    region: '',
    country: 'ES',
  };
  const description = print ? 'Print 20 × 30 cm, matte' : 'Download, full size';
  const customerId = newId();
  await sql.begin(async (tx) => {
    if (status === 'paid') {
      // Paying makes the buyer the studio's customer, whom the invoice is made out to.
      await tx`insert into customers (id, account_id, author_id, name, email)
               values (${customerId}, ${a}, ${owner.userId}, ${seed.buyerName || 'Núria Puig'}, ${seed.buyerEmail})`;
      await tx`insert into invoices (id, account_id, author_id, customer_id, currency, language, customer_name, customer_email, subtotal,
                                     tax_total, total)
               values (${invoiceId}, ${a}, ${owner.userId}, ${customerId}, 'EUR', ${seed.language ?? 'en'}, ${seed.buyerName ?? ''},
                       ${seed.buyerEmail}, ${net + shipping}, ${tax + shippingTax}, ${total})`;
      const lines = [
        { description, net, tax },
        ...(print ? [{ description: 'Shipping', net: shipping, tax: shippingTax }] : []),
      ];
      for (const [position, line] of lines.entries()) {
        await tx`insert into invoice_lines (id, account_id, invoice_id, position, description, quantity, unit_price,
                                            tax_rate_bp, net, tax)
                 values (${newId()}, ${a}, ${invoiceId}, ${position}, ${line.description}, 1, ${line.net}, 2100,
                         ${line.net}, ${line.tax})`;
      }
      await tx`update invoices set status = 'issued', issued_at = ${paidAt} where id = ${invoiceId}`;
      // The card payment the webhook records: the studio's revenue of the day.
      await tx`insert into payments (id, account_id, author_id, invoice_id, date, amount, method, status, provider_payment_id)
               values (${newId()}, ${a}, ${owner.userId}, ${invoiceId}, ${paidAt}, ${total}, 'card', 'completed',
                       ${`pi_order_${orderId}`})`;
      await tx`update invoices set amount_paid = ${total}, payment_status = 'paid' where id = ${invoiceId}`;
    }
    await tx`insert into gallery_orders (id, account_id, gallery_id, status, fulfilment, language, currency, buyer_name,
                                         buyer_email, shipping_address, subtotal, shipping, tax_total, total, invoice_id, customer_id,
                                         paid_at, created_at)
             values (${orderId}, ${a}, ${seed.galleryId}, ${status}, ${status === 'paid' && print ? 'to_send' : 'none'},
                     ${seed.language ?? 'en'}, 'EUR', ${seed.buyerName ?? ''}, ${seed.buyerEmail},
                     ${print ? tx.json(address) : null}, ${net}, ${shipping}, ${tax + shippingTax}, ${total},
                     ${status === 'paid' ? invoiceId : null}, ${status === 'paid' ? customerId : null},
                     ${status === 'paid' ? paidAt : null}, ${paidAt - 60_000})`;
    await tx`insert into gallery_order_items (id, account_id, order_id, kind, photo_id, filename, description, unit_price,
                                              tax_rate_bp, net, tax, size, print, crop)
             values (${itemIds[0]!}, ${a}, ${orderId}, ${kind}, ${seed.photoId}, ${seed.filename},
                     ${description}, ${net}, 2100, ${net}, ${tax},
                     ${print ? null : 'original'},
                     ${print ? tx.json({ widthMm: 200, heightMm: 300, paper: 'Matte', frame: '' }) : null},
                     ${print ? tx.json({ x: 0.1, y: 0.05, width: 0.6, height: 0.9 }) : null})`;
  });
  return { orderId, invoiceId: status === 'paid' ? invoiceId : '', itemIds };
}
