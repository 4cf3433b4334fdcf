// Clients' orders in the back office: the studio's managers read them through Zero (nobody else
// does), and mark a paid order's prints sent with a tracking link, which mails the client once,
// in the order's language. A refused request leaves the order as it was; of 20 calls at once,
// one marks it sent and one mail goes out.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { queries } from '../../core/zero/queries';
import { databaseUrl, platformOrigin } from '../support/env';
import { seedOrder, type OrderSeed } from '../support/gallery-orders';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { clientOf, insertGallery, load } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {}, max: 25 });
let owner: TestUser;
let manager: TestUser;
let assistant: TestUser;
let stranger: TestUser;
let galleryId: string;
let photoId: string;

beforeAll(async () => {
  Object.assign(process.env, { MAIL_TRANSPORT: 'local', SITE_URL: platformOrigin(), DATABASE_URL: databaseUrl() });
  [owner, manager, assistant, stranger] = await Promise.all([
    newUser('orders'),
    newUser('orders-manager'),
    newUser('orders-assistant'),
    newUser('orders-stranger'),
  ]);
  await sql`insert into account_members (account_id, user_id, role) values
            (${owner.accountId}, ${manager.userId}, 'manager'), (${owner.accountId}, ${assistant.userId}, 'assistant')`;
  galleryId = await insertGallery(sql, owner, 'Wedding');
  photoId = newId();
  await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height)
            values (${photoId}, ${owner.accountId}, ${owner.userId}, ${galleryId}, 'IMG_001.jpg', 'f', 10, 'image/jpeg', 3000, 2000)`;
});
afterAll(async () => {
  await sql.end();
});

/** A buyer address of its own, so each test reads only its mails. */
const buyer = () => `buyer-${newId().slice(0, 10).toLowerCase()}@example.com`;

const order = (fields: Partial<OrderSeed> = {}) =>
  seedOrder(sql, owner, { galleryId, photoId, filename: 'IMG_001.jpg', buyerEmail: buyer(), ...fields });

const markSent = (user: TestUser, orderId: string, body: unknown = { trackingUrl: 'https://track.example/ES123' }) =>
  api('POST', `/api/accounts/${owner.accountId}/gallery-orders/${orderId}/sent`, { token: user.accessToken, body });

async function answer(res: Response): Promise<string> {
  const body = (await res.json()) as { error?: { code: string } };
  return body.error ? `${res.status} ${body.error.code}` : `${res.status}`;
}

/** What marking sent changes, as stored. */
const stored = async (orderId: string) =>
  (
    await sql`
      select status, fulfilment, sent_at::float8 as "sentAt", tracking_url as "trackingUrl",
        sent_mailed_at is not null as mailed, updated_at::float8 as "updatedAt"
      from gallery_orders where id = ${orderId}`
  )[0];

const sentJobs = (orderId: string) =>
  sql<{ id: string; state: string }[]>`
    select id, state::text from pgboss.job where name = 'gallery-order-sent' and data ->> 'orderId' = ${orderId}`;

describe('A studio’s orders', () => {
  it('reach its managers through Zero, and nobody else: not an assistant, not another studio', async () => {
    const { orderId } = await order();
    const accountId = owner.accountId;
    const toSend = queries.galleryOrders.toSend({ accountId, limit: 10 });
    const paidSince = queries.galleryOrders.paidSince({ accountId, from: Date.now() - 86_400_000 });
    const ofGallery = queries.galleryOrders.byGallery({ accountId, galleryId });
    const holds = (rows: Promise<readonly { id: string }[]>) =>
      rows.then(
        (found) => found.some((row) => row.id === orderId),
        () => false,
      );
    const clients = [clientOf(manager, [accountId]), clientOf(assistant, [accountId]), clientOf(stranger, [accountId])];
    try {
      await load(clients[0]!, toSend);
      const seen = await Promise.all(
        clients.map((zero) =>
          Promise.all([
            holds(zero.run(toSend, { type: 'complete' })),
            holds(zero.run(paidSince, { type: 'complete' })),
            holds(zero.run(ofGallery, { type: 'complete' })),
          ]),
        ),
      );
      expect(seen).toEqual([
        [true, true, true],
        [false, false, false],
        [false, false, false],
      ]);
      const one = await clients[0]!.run(queries.galleryOrders.byId({ accountId, id: orderId }), { type: 'complete' });
      expect(one?.items.map((item) => [item.kind, item.photo?.filename, item.crop])).toEqual([
        ['print', 'IMG_001.jpg', { x: 0.1, y: 0.05, width: 0.6, height: 0.9 }],
      ]);
      expect(one?.invoice?.status).toBe('issued');
    } finally {
      await Promise.all(clients.map((zero) => zero.close()));
    }
  });
});

describe('Marking an order sent', () => {
  it('stores the tracking link and mails the client once, in the order’s language, with the link', async () => {
    const email = buyer();
    const { orderId } = await order({ buyerEmail: email, buyerName: 'Núria', language: 'es' });
    const res = await markSent(manager, orderId, { trackingUrl: ' https://track.example/ES123 ' });
    expect(res.status).toBe(200);
    expect(await stored(orderId)).toMatchObject({
      status: 'paid',
      fulfilment: 'sent',
      sentAt: expect.any(Number),
      trackingUrl: 'https://track.example/ES123',
    });
    await runJobs();
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Tus copias de .+ están en camino$/)]);
    expect(mails[0]!.text).toContain('Sigue tu paquete: https://track.example/ES123');
    expect(mails[0]!.text).toContain('Print 20 × 30 cm, matte – IMG_001.jpg');
    expect(mails[0]!.html).toContain('href="https://track.example/ES123"');

    // The queue delivers at least once: the job run again finds the mail sent.
    const [job] = await sentJobs(orderId);
    await sql`update pgboss.job set state = 'created', start_after = now(), completed_on = null where id = ${job!.id}`;
    await runJobs();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('without a tracking link, tells the client the prints are on their way all the same', async () => {
    const email = buyer();
    const { orderId } = await order({ buyerEmail: email, language: 'ca' });
    expect((await markSent(owner, orderId, { trackingUrl: '' })).status).toBe(200);
    expect(await stored(orderId)).toMatchObject({ fulfilment: 'sent', trackingUrl: '' });
    await runJobs();
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Les teves còpies de .+ són de camí$/)]);
    expect(mails[0]!.text).not.toContain('Segueix el paquet');
  });

  it('refuses what it must, and each refusal leaves the order as it was and mails nobody', async () => {
    const paid = await order();
    const pending = await order({ status: 'pending' });
    const digital = await order({ kind: 'digital_photo' });
    const refused = {
      javascript: await markSent(manager, paid.orderId, { trackingUrl: 'javascript:alert(1)' }),
      ftp: await markSent(manager, paid.orderId, { trackingUrl: 'ftp://track.example/1' }),
      notAUrl: await markSent(manager, paid.orderId, { trackingUrl: 'parcel 123' }),
      noBody: await markSent(manager, paid.orderId, null),
      assistant: await markSent(assistant, paid.orderId),
      stranger: await markSent(stranger, paid.orderId),
      pending: await markSent(manager, pending.orderId),
      downloadsOnly: await markSent(manager, digital.orderId),
    };
    const answers = Object.fromEntries(
      await Promise.all(Object.entries(refused).map(async ([name, res]) => [name, await answer(res)] as const)),
    );
    expect(answers).toEqual({
      javascript: '400 invalid_input',
      ftp: '400 invalid_input',
      notAUrl: '400 invalid_input',
      noBody: '400 invalid_input',
      assistant: '403 forbidden',
      stranger: '404 not_found',
      pending: '409 order_not_sendable',
      downloadsOnly: '409 order_not_sendable',
    });
    expect(await stored(paid.orderId)).toMatchObject({ fulfilment: 'to_send', sentAt: null, trackingUrl: '' });
    expect(await stored(pending.orderId)).toMatchObject({ status: 'pending', fulfilment: 'none', sentAt: null });
    expect(await stored(digital.orderId)).toMatchObject({ fulfilment: 'none', sentAt: null, trackingUrl: '' });
    expect([
      ...(await sentJobs(paid.orderId)),
      ...(await sentJobs(pending.orderId)),
      ...(await sentJobs(digital.orderId)),
    ]).toEqual([]);
  });

  it('refuses an order already sent, keeping its first link', async () => {
    const { orderId } = await order();
    expect((await markSent(manager, orderId, { trackingUrl: 'https://track.example/first' })).status).toBe(200);
    // Its mail goes out first, which the platform's runner could otherwise record mid-test.
    await runJobs();
    const before = await stored(orderId);
    expect(before).toMatchObject({ mailed: true });
    const again = await markSent(manager, orderId, { trackingUrl: 'https://track.example/second' });
    expect(await answer(again)).toBe('409 order_not_sendable');
    expect(await stored(orderId)).toEqual(before);
  });

  it('holds under 20 calls at once: one marks it sent, the rest are refused, one mail goes out', async () => {
    const email = buyer();
    const { orderId } = await order({ buyerEmail: email });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        markSent(manager, orderId, { trackingUrl: `https://track.example/${i}` }).then(answer),
      ),
    );
    expect(answers.filter((a) => a === '200')).toHaveLength(1);
    expect(answers.filter((a) => a === '409 order_not_sendable')).toHaveLength(19);
    expect(await sentJobs(orderId)).toHaveLength(1);
    await runJobs();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const { trackingUrl } = (await stored(orderId))!;
    expect(mails[0]!.text).toContain(trackingUrl);
  });
});
