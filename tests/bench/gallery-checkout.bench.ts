// A client's gallery purchase unlocking its file: from the card provider's signed event posted
// to the Connect webhook to the file listed among the client's downloads (GET …/shop/orders).
// Budget: 2 s. Paying issues the order's invoice (numbered, with its Veri*Factu record), records
// the payment and unlocks the file in the event's transaction. The studio is connected to the
// local stand-in for Stripe Connect, which the webhook reads the payment back from.
import { setTimeout as sleep } from 'node:timers/promises';
import { newId } from '../../core/domain/ids';
import { percentile, type Benchmark } from './bench';
import { seedBenchStudio } from './bench-studio';
import { connectBenchStudio, succeededPayment } from './card-stand-in';

const TIMES = 20;
const PRICE = 500;

const benchmark: Benchmark = {
  name: 'Gallery checkout: payment webhook to the file unlocked',
  async run(ctx) {
    const studio = await seedBenchStudio(ctx, 'gallery-checkout', 'Checkout');
    const { accountId, userId, slug, galleryId } = studio;
    const connected = await connectBenchStudio(ctx, accountId);
    const list = newId();
    const item = newId();
    await ctx.sql`insert into price_lists (id, account_id, author_id, name) values (${list}, ${accountId}, ${userId}, 'Bench')`;
    await ctx.sql`insert into price_list_items (id, account_id, author_id, price_list_id, kind, name, size, price)
                  values (${item}, ${accountId}, ${userId}, ${list}, 'digital_photo', 'Full size', 'original', ${PRICE})`;
    await ctx.sql`update galleries set price_list_id = ${list} where id = ${galleryId}`;
    const photos = Array.from({ length: TIMES }, () => newId());
    for (const [order, id] of photos.entries()) {
      await ctx.sql`
        insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height, "order")
        values (${id}, ${accountId}, ${userId}, ${galleryId}, ${`IMG_${order}.jpg`}, ${`${accountId}/${galleryId}/${id}`},
                1000, 'image/jpeg', 300, 200, ${order})`;
    }

    // A visitor of the public gallery becomes its client, as the page's "who are you" does.
    const base = `${ctx.origin}/api/p/${slug}/gallery/${galleryId}`;
    const visitor = await fetch(`${base}/visitors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Client', email: `buyer-${newId().slice(0, 6).toLowerCase()}@example.com` }),
    });
    if (visitor.status !== 201) throw new Error(`the visitor was answered ${visitor.status}`);
    const access = encodeURIComponent(((await visitor.json()) as { access: { token: string } }).access.token);
    const unlocked = async (photoId: string) => {
      const res = await fetch(`${base}/shop/orders?access=${access}`);
      const { unlocks } = (await res.json()) as { unlocks: { photoId: string | null }[] };
      return unlocks.some((unlock) => unlock.photoId === photoId);
    };

    const samples: number[] = [];
    for (const photoId of photos) {
      const checkout = await fetch(`${base}/shop/checkout?access=${access}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ itemId: item, photoId }] }),
      });
      if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}`);
      const { orderId } = (await checkout.json()) as { orderId: string };
      const [order] = await ctx.sql<
        { total: number }[]
      >`select total::float8 as total from gallery_orders where id = ${orderId}`;
      const pay = await succeededPayment(ctx, connected, order!.total, { account_id: accountId, order_id: orderId });
      const posted = performance.now();
      await pay();
      while (!(await unlocked(photoId))) {
        if (performance.now() - posted > 60_000) throw new Error('the file was never unlocked');
        await sleep(20);
      }
      samples.push(performance.now() - posted);
    }
    ctx.log(`unlocked after ${samples.map((ms) => Math.round(ms)).join(', ')} ms`);
    return [
      { name: 'webhook POST to the file unlocked (p50)', value: percentile(samples, 50), unit: 'ms', budget: 2000 },
      { name: 'webhook POST to the file unlocked (max)', value: Math.max(...samples), unit: 'ms', budget: 2000 },
    ];
  },
};

export default benchmark;
