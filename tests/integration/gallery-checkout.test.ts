// Selling from a gallery (functions/public/shop-*.ts, functions/lib/shop/): the server prices a
// client's cart whatever the page says; checking out writes a pending order and opens the local
// stand-in's payment page on the studio's own account; paying it (the stand-in's signed events,
// posted to the real webhook) issues the order's invoice in the studio's series, paid, and unlocks
// exactly what was bought for that client alone; a replayed event changes nothing; a coupon's
// limit per client holds under concurrent checkouts; a refund locks the files again.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONNECT_WEBHOOK_SECRET } from '@local/card-payments/pages';
import { newId } from '../../core/domain/ids';
import { stopQueue } from '../../functions/lib/queue';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { connectCardPayments, submitForm } from './support/card-stand-in';
import { invitedClient } from './support/gallery-clients';
import { createGallery, giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let slug: string;
let gallery: string;
let photos: string[];
const item = { file: newId(), all: newId(), print: newId() };
const CROP = { x: 0.05, y: 0, width: 0.9, height: 1 };
const ADDRESS = { name: 'Anna Puig', line1: 'C/ Major 1', postalCode: '08001', city: 'Barcelona', country: 'ES' };

const base = () => `/api/p/${slug}/gallery/${gallery}`;
const withAccess = (path: string, access: string) => `${base()}${path}?access=${encodeURIComponent(access)}`;
const quote = (access: string, body: unknown) => api('POST', withAccess('/shop/quote', access), { body });
const checkout = (access: string, body: unknown) => api('POST', withAccess('/shop/checkout', access), { body });
const ordersOf = async (access: string) =>
  (await (await api('GET', withAccess('/shop/orders', access))).json()) as {
    orders: { id: string; status: string; total: number; items: { description: string }[] }[];
    unlocks: { photoId: string | null; size: string }[];
  };
const favourite = (access: string, photoId: string) =>
  api('PUT', withAccess(`/selection/${photoId}`, access), { body: { lists: ['favourites'] } });
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

/** Pays the stand-in's page for a checkout with Stripe's card that succeeds. */
async function pay(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const { orderId, url } = (await res.json()) as { orderId: string; url: string };
  const paid = await submitForm(new URL(url), { number: '4242 4242 4242 4242' });
  expect(paid.status).toBe(303);
  return orderId;
}

/** Every row a sale touches, for one studio, as stored. */
async function saleRows() {
  return {
    orders: await sql`
      select id, status, fulfilment, invoice_id, customer_id, total::int from gallery_orders
      where account_id = ${owner.accountId} order by id`,
    items: await sql`
      select i.id from gallery_order_items i where i.account_id = ${owner.accountId} order by i.id`,
    invoices: await sql`
      select id, number_text, payment_status, amount_paid::int, amount_refunded::int from invoices
      where account_id = ${owner.accountId} order by id`,
    payments: await sql`
      select id, status, amount::int, amount_refunded::int from payments where account_id = ${owner.accountId} order by id`,
    unlocks: await sql`
      select invite_id, photo_id, size, order_id, revoked_at from gallery_unlocks where account_id = ${owner.accountId}
      order by id`,
    revenue:
      await sql`select coalesce(sum(amount), 0)::int as total from revenue_days where account_id = ${owner.accountId}`,
  };
}

/** Posts a Connect event from the studio's account, signed as Stripe signs them. */
async function sendEvent(type: string, object: Record<string, unknown>, id = `evt_test_${randomUUID()}`) {
  const [studio] = await sql<{ connected: string }[]>`
    select stripe_account_id as connected from payment_accounts where account_id = ${owner.accountId}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    account: studio!.connected,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_CONNECT_WEBHOOK_SECRET });
  const res = await fetch(`${platformOrigin()}/api/card-payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return ((await res.json()) as { outcome: string }).outcome;
}

beforeAll(async () => {
  owner = await newUser('shop');
  slug = await giveSlug(sql, owner);
  await connectCardPayments(owner);
  gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite', name: 'Boda' });
  photos = Array.from({ length: 6 }, () => newId());
  for (const [order, id] of photos.entries()) {
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height, "order")
              values (${id}, ${owner.accountId}, ${owner.userId}, ${gallery}, ${`IMG_${order + 1}.jpg`},
                      ${`${owner.accountId}/${gallery}/${id}`}, 1000, 'image/jpeg', 300, 200, ${order})`;
  }
  const list = newId();
  await sql.begin(async (tx) => {
    await tx`insert into price_lists (id, account_id, author_id, name, extra_photo_price)
             values (${list}, ${owner.accountId}, ${owner.userId}, 'Bodas', 300)`;
    await tx`insert into price_list_items (id, account_id, author_id, price_list_id, position, kind, name, size, price) values
             (${item.file}, ${owner.accountId}, ${owner.userId}, ${list}, 0, 'digital_photo', 'Foto digital', 'original', 500),
             (${item.all}, ${owner.accountId}, ${owner.userId}, ${list}, 1, 'digital_gallery', 'Galería completa', 'web', 9000)`;
    await tx`insert into price_list_items (id, account_id, author_id, price_list_id, position, kind, name, width_mm, height_mm, paper, price)
             values (${item.print}, ${owner.accountId}, ${owner.userId}, ${list}, 2, 'print', 'Copia 15×10', 150, 100, 'Mate', 1250)`;
    await tx`insert into shipping_zones (id, account_id, author_id, price_list_id, name, countries, price)
             values (${newId()}, ${owner.accountId}, ${owner.userId}, ${list}, 'España', ${tx.json(['ES'])}, 500)`;
    await tx`update galleries set price_list_id = ${list}, included_photos = 2 where id = ${gallery}`;
    await tx`insert into account_settings (account_id, key, value, author_id)
             values (${owner.accountId}, 'invoicing', ${tx.json({ defaultTaxRateBp: 2100 })}, ${owner.userId})`;
  });
});
afterAll(async () => {
  await stopQueue();
  await sql.end();
});

describe('selling from a gallery', () => {
  it('shows the client the shop and their package, and prices a cart ignoring the prices it sends', async () => {
    const client = await invitedClient(gallery, slug, owner);
    for (const photoId of photos.slice(0, 3)) expect((await favourite(client.access, photoId)).status).toBe(200);
    const shop = (await (await api('GET', withAccess('/shop', client.access))).json()) as { shop: unknown };
    expect(shop.shop).toMatchObject({
      currency: 'EUR',
      taxRateBp: 2100,
      items: [
        { id: item.file, kind: 'digital_photo', price: 500 },
        { id: item.all, kind: 'digital_gallery', price: 9000 },
        { id: item.print, kind: 'print', widthMm: 150, heightMm: 100, paper: 'Mate', price: 1250 },
      ],
      zones: [{ name: 'España', countries: ['ES'], price: 500 }],
      package: { includedPhotos: 2, extraPhotoPrice: 300, chosen: 3, paidExtras: 0 },
    });

    const res = await quote(client.access, {
      lines: [{ itemId: item.file, photoId: photos[0], price: 1, unitPrice: 1, net: 1 }],
      total: 1,
      language: 'es',
    });
    expect(res.status).toBe(200);
    const { quote: priced } = (await res.json()) as { quote: Record<string, unknown> };
    // The third Favourite is the one extra; the file at the list's price, both taxed at 21 %.
    expect(priced).toMatchObject({
      lines: [
        {
          kind: 'extra_photo',
          photoId: photos[2],
          description: 'Foto adicional · IMG_3.jpg',
          unitPrice: 300,
          net: 300,
          tax: 63,
        },
        {
          kind: 'digital_photo',
          photoId: photos[0],
          description: 'Foto digital · IMG_1.jpg',
          unitPrice: 500,
          net: 500,
          tax: 105,
        },
      ],
      subtotal: 800,
      discount: 0,
      shipping: 0,
      taxTotal: 168,
      total: 968,
      shippable: true,
    });
  });

  it('refuses bad carts and checkouts with a code, and writes nothing', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const elsewhere = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const foreign = newId();
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height, "order")
              values (${foreign}, ${owner.accountId}, ${owner.userId}, ${elsewhere}, 'X.jpg', ${`${owner.accountId}/${elsewhere}/${foreign}`},
                      1000, 'image/jpeg', 300, 200, 0)`;
    const before = await saleRows();
    const refusals: [unknown, number, string][] = [
      [{ lines: 'all' }, 400, 'invalid_input'],
      [{ lines: [{ itemId: item.file, photoId: photos[0], quantity: 0 }] }, 400, 'invalid_input'],
      [{ lines: [{ itemId: newId(), photoId: photos[0] }] }, 409, 'item_unavailable'],
      [{ lines: [{ itemId: item.file, photoId: foreign }] }, 409, 'item_unavailable'],
      [{ lines: [{ itemId: item.print, photoId: photos[0] }], shippingAddress: ADDRESS }, 409, 'item_unavailable'],
    ];
    for (const [body, status, code] of refusals) {
      for (const res of [await quote(client.access, body), await checkout(client.access, body)])
        expect([body, res.status, await codeOf(res)]).toEqual([body, status, code]);
    }
    const checkouts: [unknown, string][] = [
      [{ lines: [] }, 'cart_empty'],
      [{ lines: [{ itemId: item.print, photoId: photos[0], crop: CROP }] }, 'not_shippable'],
      [
        {
          lines: [{ itemId: item.print, photoId: photos[0], crop: CROP }],
          shippingAddress: { ...ADDRESS, country: 'FR' },
        },
        'not_shippable',
      ],
      [{ lines: [{ itemId: item.all }], couponCode: 'NOPE' }, 'coupon_rejected'],
    ];
    for (const [body, code] of checkouts) {
      const res = await checkout(client.access, body);
      expect([body, res.status, await codeOf(res)]).toEqual([body, 409, code]);
    }
    const noAccess = await api('POST', `${base()}/shop/checkout`, { body: { lines: [{ itemId: item.all }] } });
    expect(noAccess.status).toBe(403);
    expect(await saleRows()).toEqual(before);
  });

  it('issues the paid invoice with the order’s lines and unlocks exactly what was bought, for that client', async () => {
    const [anna, marc] = await Promise.all([invitedClient(gallery, slug, owner), invitedClient(gallery, slug, owner)]);
    for (const photoId of photos.slice(2, 5)) expect((await favourite(anna.access, photoId)).status).toBe(200);
    const orderId = await pay(
      await checkout(anna.access, {
        lines: [
          { itemId: item.file, photoId: photos[0] },
          { itemId: item.print, photoId: photos[1], quantity: 2, crop: CROP },
        ],
        shippingAddress: ADDRESS,
        language: 'es',
        name: 'Anna Puig',
      }),
    );

    const [order] = await sql`
      select status, fulfilment, invoice_id as "invoiceId", customer_id as "customerId", subtotal::int, discount::int,
             shipping::int, tax_total::int as "taxTotal", total::int, provider_checkout_id as "checkoutId"
      from gallery_orders where id = ${orderId}`;
    // An extra (the latest Favourite beyond 2), a file and two prints, sent to Spain, all at 21 %.
    expect(order).toMatchObject({ status: 'paid', fulfilment: 'to_send', subtotal: 3300, discount: 0, shipping: 500 });
    expect(order!.total).toBe(3300 + 500 + 63 + 105 + 525 + 105);
    expect(order!.checkoutId).toMatch(/^cs_local_/);

    const [invoice] = await sql`
      select status, number_text as "numberText", language, currency, customer_name as "customerName",
             customer_email as "customerEmail", subtotal::int, tax_total::int as "taxTotal", total::int,
             payment_status as "paymentStatus", amount_paid::int as "amountPaid"
      from invoices where id = ${order!.invoiceId}`;
    expect(invoice).toEqual({
      status: 'issued',
      numberText: expect.stringMatching(/^\d{4}-\d{4}$/),
      language: 'es',
      currency: 'EUR',
      customerName: 'Anna Puig',
      customerEmail: anna.email,
      subtotal: 3800,
      taxTotal: order!.total - 3800,
      total: order!.total,
      paymentStatus: 'paid',
      amountPaid: order!.total,
    });
    const lines = await sql`
      select description, quantity, unit_price::int as "unitPrice", discount_bp as "discountBp", net::int, tax::int
      from invoice_lines where invoice_id = ${order!.invoiceId} order by position`;
    const items = await sql`
      select description, quantity, unit_price::int as "unitPrice", discount_bp as "discountBp", net::int, tax::int
      from gallery_order_items where order_id = ${orderId} order by position`;
    expect(lines).toEqual([
      ...items,
      { description: 'Envío', quantity: 1, unitPrice: 500, discountBp: 0, net: 500, tax: 105 },
    ]);
    expect(items.map((line) => line.description)).toEqual([
      'Foto adicional · IMG_5.jpg',
      'Foto digital · IMG_1.jpg',
      'Copia 15×10 · IMG_2.jpg',
    ]);
    const [customer] = await sql`select name, email, language from customers where id = ${order!.customerId}`;
    expect(customer).toEqual({ name: 'Anna Puig', email: anna.email, language: 'es' });

    // The order unlocks exactly the file and the extra, full size; paying the extra finished the
    // selection, which unlocks the package's Favourites. Nothing for Marc.
    const bought = await sql`select photo_id, size from gallery_unlocks where order_id = ${orderId} order by photo_id`;
    expect(new Set(bought.map((row) => `${row.photo_id}:${row.size}`))).toEqual(
      new Set([`${photos[0]}:original`, `${photos[4]}:original`]),
    );
    expect(bought).toHaveLength(2);
    const annas = await ordersOf(anna.access);
    expect(new Set(annas.unlocks.map(({ photoId, size }) => `${photoId}:${size}`))).toEqual(
      new Set([0, 2, 3, 4].map((i) => `${photos[i]}:original`)),
    );
    expect(annas.unlocks).toHaveLength(4);
    expect(annas.orders).toMatchObject([{ id: orderId, status: 'paid', total: order!.total }]);
    expect(await ordersOf(marc.access)).toEqual({ orders: [], unlocks: [] });
    const [invite] = await sql`select selection_locked_at from gallery_invites where email = ${anna.email}`;
    expect(invite!.selection_locked_at).not.toBeNull();
    // The package now counts the extra as paid: nothing more to buy.
    const shop = (await (await api('GET', withAccess('/shop', anna.access))).json()) as { shop: { package: unknown } };
    expect(shop.shop.package).toMatchObject({ chosen: 3, paidExtras: 1 });

    await runJobs();
    const [confirmation] = (await mailsTo(anna.email)).filter((mail) => mail.subject.startsWith('Tu pedido'));
    expect(confirmation?.text).toContain('Foto adicional · IMG_5.jpg');
    expect(confirmation?.text).toContain('2 × Copia 15×10 · IMG_2.jpg');
    const notices = (await mailsTo(owner.email)).filter((mail) => mail.subject.startsWith('Nuevo pedido de Anna Puig'));
    expect(notices).toHaveLength(1);
    await runJobs();
    expect((await mailsTo(anna.email)).filter((mail) => mail.subject.startsWith('Tu pedido'))).toHaveLength(1);
  });

  it('changes nothing when the payment’s events come again, replayed or new', async () => {
    const [paid] = await sql<{ providerId: string }[]>`
      select p.provider_payment_id as "providerId" from payments p
      join gallery_orders o on o.invoice_id = p.invoice_id where o.account_id = ${owner.accountId} limit 1`;
    const intent = { id: paid!.providerId, object: 'payment_intent', status: 'succeeded' };
    const before = await saleRows();
    const eventId = `evt_test_${randomUUID()}`;
    expect(await sendEvent('payment_intent.succeeded', intent, eventId)).toBe('applied');
    expect(await sendEvent('payment_intent.succeeded', intent, eventId)).toBe('replayed');
    const again = await Promise.all(
      Array.from({ length: 5 }, () => sendEvent('charge.succeeded', { object: 'charge', payment_intent: intent.id })),
    );
    expect(again).toEqual(Array(5).fill('applied'));
    expect(await saleRows()).toEqual(before);
  });

  it('holds a coupon’s limit per client under 20 checkouts at once, and lets another client use it', async () => {
    await sql`insert into coupons (id, account_id, author_id, code, percent_off_bp, limit_per_client)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, 'AMIGOS10', 1000, 2)`;
    const [client, other] = await Promise.all([
      invitedClient(gallery, slug, owner),
      invitedClient(gallery, slug, owner),
    ]);
    const body = { lines: [{ itemId: item.all }], couponCode: 'amigos10' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(client.access, body)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(2).fill(200), ...Array(18).fill(409)]);
    for (const res of answers.filter((answer) => answer.status === 409))
      expect(await codeOf(res)).toBe('coupon_rejected');
    const used = await sql`
      select total::int, discount::int, coupon_code from gallery_orders where lower(buyer_email) = ${client.email}`;
    expect(used).toEqual(Array(2).fill({ total: 9801, discount: 900, coupon_code: 'AMIGOS10' }));
    // The quote says why, and another client still has their own two uses.
    const refused = (await (await quote(client.access, body)).json()) as { quote: { coupon: unknown } };
    expect(refused.quote.coupon).toEqual({ code: 'AMIGOS10', applied: false, reason: 'used_up' });
    expect((await checkout(other.access, body)).status).toBe(200);

    // A checkout left at the payment page past its time expires, and gives its use back.
    const [left] = await sql<{ id: string }[]>`
      update gallery_orders set created_at = created_at - ${31 * 60_000}
      where id = (select id from gallery_orders where lower(buyer_email) = ${client.email} limit 1) returning id`;
    await runJobs();
    expect(await sql`select status from gallery_orders where id = ${left!.id}`).toEqual([{ status: 'expired' }]);
    expect((await checkout(client.access, body)).status).toBe(200);
    expect(await codeOf(await checkout(client.access, body))).toBe('coupon_rejected');
  });

  it('locks the purchased files again once the order’s payment is refunded in full', async () => {
    const client = await invitedClient(gallery, slug, owner);
    for (const photoId of photos.slice(0, 3)) expect((await favourite(client.access, photoId)).status).toBe(200);
    const orderId = await pay(await checkout(client.access, { lines: [{ itemId: item.all }] }));
    const unlocked = async () =>
      new Set((await ordersOf(client.access)).unlocks.map(({ photoId, size }) => `${photoId}:${size}`));
    // The whole gallery on the web, the extra photo, and (the selection finished) the package's.
    expect(await unlocked()).toEqual(new Set(['null:web', ...[0, 1, 2].map((i) => `${photos[i]}:original`)]));
    const [payment] = await sql<{ id: string; invoiceId: string }[]>`
      select p.id, p.invoice_id as "invoiceId" from payments p join gallery_orders o on o.invoice_id = p.invoice_id
      where o.id = ${orderId}`;
    const refund = await api('POST', `/api/accounts/${owner.accountId}/invoices/${payment!.invoiceId}/refunds`, {
      token: owner.accessToken,
      body: { paymentId: payment!.id },
    });
    expect(refund.status).toBe(202);
    const [order] = await sql`select status, refunded_at from gallery_orders where id = ${orderId}`;
    expect(order).toMatchObject({ status: 'refunded', refunded_at: expect.anything() });
    // What the package includes stays; what was paid for, the extra photo included, is locked.
    expect(await unlocked()).toEqual(new Set([0, 1].map((i) => `${photos[i]}:original`)));
    expect((await ordersOf(client.access)).orders).toMatchObject([{ id: orderId, status: 'refunded' }]);
    const [invoice] = await sql`select payment_status from invoices where id = ${payment!.invoiceId}`;
    expect(invoice!.payment_status).toBe('refunded');
  });
});

describe('an order with nothing to pay', () => {
  const freeCart = () => ({ lines: [{ itemId: item.file, photoId: photos[5] }], couponCode: 'GRATIS' });

  beforeAll(async () => {
    // A Spanish studio from here on, so its invoices of 0 take their Veri*Factu record.
    await sql`update account_settings set value = ${sql.json({
      defaultTaxRateBp: 2100,
      country: 'ES',
      legalName: 'Llum SL',
      taxId: `B${String(Date.now()).slice(-8)}`,
    })} where account_id = ${owner.accountId} and key = 'invoicing'`;
    await sql`insert into coupons (id, account_id, author_id, code, percent_off_bp, limit_per_client)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, 'GRATIS', 10000, 2)`;
  });

  it('is paid as it is checked out: its invoice of 0 issued paid, its files unlocked, its mails sent once', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const checkouts = await sql`select count(*)::int as n from local.card_checkouts`;
    const res = await checkout(client.access, {
      lines: [{ itemId: item.file, photoId: photos[5] }, { itemId: item.all }],
      couponCode: 'gratis',
      language: 'ca',
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { orderId: string; status: string; url: string | null };
    expect(answer).toEqual({ orderId: expect.any(String), status: 'paid', url: null });
    // No payment page was asked for.
    expect(await sql`select count(*)::int as n from local.card_checkouts`).toEqual(checkouts);

    const [order] = await sql`
      select status, fulfilment, invoice_id as "invoiceId", customer_id as "customerId", subtotal::int,
             discount::int, total::int, provider_checkout_id as "checkoutId", paid_at as "paidAt"
      from gallery_orders where id = ${answer.orderId}`;
    expect(order).toMatchObject({ status: 'paid', fulfilment: 'none', subtotal: 9500, discount: 9500, total: 0 });
    expect(order!.checkoutId).toBeNull();
    expect(order!.paidAt).not.toBeNull();
    const [invoice] = await sql`
      select status, number_text as "numberText", total::int, tax_total::int as "taxTotal",
             payment_status as "paymentStatus", amount_paid::int as "amountPaid", customer_email as "customerEmail"
      from invoices where id = ${order!.invoiceId}`;
    expect(invoice).toEqual({
      status: 'issued',
      numberText: expect.stringMatching(/^\d{4}-\d{4}$/),
      total: 0,
      taxTotal: 0,
      paymentStatus: 'paid',
      amountPaid: 0,
      customerEmail: client.email,
    });
    // The lines as sold, each discounted in full; nothing due, nothing paid by card.
    const lines = await sql`
      select unit_price::int as "unitPrice", discount_bp as "discountBp", net::int, tax::int
      from invoice_lines where invoice_id = ${order!.invoiceId} order by position`;
    expect(lines).toEqual([
      { unitPrice: 500, discountBp: 10000, net: 0, tax: 0 },
      { unitPrice: 9000, discountBp: 10000, net: 0, tax: 0 },
    ]);
    expect(await sql`select id from invoice_instalments where invoice_id = ${order!.invoiceId}`).toEqual([]);
    expect(await sql`select id from payments where invoice_id = ${order!.invoiceId}`).toEqual([]);
    const [record] = await sql`
      select kind, total, tax_total as "taxTotal", body -> 'Desglose' as breakdown
      from private.verifactu_records where invoice_id = ${order!.invoiceId}`;
    expect(record).toEqual({
      kind: 'alta',
      total: '0.00',
      taxTotal: '0.00',
      breakdown: [expect.objectContaining({ BaseImponibleOimporteNoSujeto: '0.00', CuotaRepercutida: '0.00' })],
    });

    const mine = await ordersOf(client.access);
    expect(mine.orders).toMatchObject([{ id: answer.orderId, status: 'paid', total: 0 }]);
    expect(new Set(mine.unlocks.map(({ photoId, size }) => `${photoId}:${size}`))).toEqual(
      new Set([`${photos[5]}:original`, 'null:web']),
    );
    await runJobs();
    await runJobs();
    // The mails confirm an order, not a payment of 0.
    const confirmations = (await mailsTo(client.email)).filter((mail) => mail.subject.startsWith('La teva comanda'));
    expect(confirmations.map((mail) => mail.subject)).toEqual([expect.stringMatching(/està confirmada$/)]);
    expect(confirmations[0]!.text).toContain('no hi havia res a pagar (factura ' + String(invoice!.numberText) + ')');
    const notices = (await mailsTo(owner.email)).filter((mail) => mail.subject.endsWith('sense res a pagar'));
    expect(notices).toHaveLength(1);
  });

  it('holds a free coupon’s limit under 20 checkouts at once, and a refused one writes nothing', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const before = await saleRows();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(client.access, freeCart())));
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(2).fill(200), ...Array(18).fill(409)]);
    for (const res of answers.filter((answer) => answer.status === 409))
      expect(await codeOf(res)).toBe('coupon_rejected');
    const after = await saleRows();
    const orders = after.orders.filter((row) => !before.orders.some((old) => old.id === row.id));
    expect(orders).toEqual(
      Array(2).fill(expect.objectContaining({ status: 'paid', total: 0, invoice_id: expect.any(String) })),
    );
    // Two invoices, numbered one after the other in the series, both paid; no payment anywhere.
    const invoices = after.invoices.filter((row) => !before.invoices.some((old) => old.id === row.id));
    expect(invoices).toHaveLength(2);
    expect(invoices.every((row) => row.payment_status === 'paid' && row.amount_paid === 0)).toBe(true);
    const numbers = invoices.map((row) => Number(String(row.number_text).split('-')[1])).sort((a, b) => a - b);
    expect(numbers[1]! - numbers[0]!).toBe(1);
    expect(after.payments).toEqual(before.payments);
    expect(after.revenue).toEqual(before.revenue);

    // Once used up, the next one is refused and changes nothing.
    const settled = await saleRows();
    const refused = await checkout(client.access, freeCart());
    expect([refused.status, await codeOf(refused)]).toEqual([409, 'coupon_rejected']);
    expect(await saleRows()).toEqual(settled);
  });

  it('refuses a total below the smallest card charge with a code, and writes nothing', async () => {
    await sql`insert into coupons (id, account_id, author_id, code, amount_off)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, 'CASI', 480)`;
    const client = await invitedClient(gallery, slug, owner);
    const body = { lines: [{ itemId: item.file, photoId: photos[0] }], couponCode: 'CASI' };
    // €0.20 and 21 % VAT: €0.24, which the quote shows as it is.
    const priced = (await (await quote(client.access, body)).json()) as { quote: { total: number } };
    expect(priced.quote.total).toBe(24);
    const before = await saleRows();
    const res = await checkout(client.access, body);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: unknown }).error).toMatchObject({
      code: 'below_minimum_charge',
      details: { minimum: 50, currency: 'EUR' },
    });
    expect(await saleRows()).toEqual(before);
  });
});
