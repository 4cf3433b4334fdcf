// The demo studio's shop: one price list of downloads and prints with shipping to Spain and
// elsewhere, a welcome coupon, and the published demo gallery selling from that list with a
// package the client can fill (fewer included photos than the gallery has), so the cap, the
// extras and the cart all have something to show.
import type postgres from 'postgres';
import { newId } from '../../core/domain/ids';

const ITEMS = [
  { kind: 'digital_photo', name: 'Full-size download', size: 'original', price: 500 },
  { kind: 'digital_gallery', name: 'The whole gallery, full size', size: 'original', price: 15_000 },
  { kind: 'print', name: '13 × 18 cm print', widthMm: 130, heightMm: 180, paper: 'Lustre', price: 900 },
  { kind: 'print', name: '20 × 30 cm print', widthMm: 200, heightMm: 300, paper: 'Lustre', price: 1_900 },
  {
    kind: 'print',
    name: '30 × 40 cm framed print',
    widthMm: 300,
    heightMm: 400,
    paper: 'Lustre',
    frame: 'Black wood',
    price: 6_900,
  },
] as const;

const ZONES = [
  { name: 'Spain', countries: ['ES'], price: 490 },
  { name: 'Everywhere else', countries: [], price: 1_490 },
];

const EXTRA_PHOTO_PRICE = 600;

export async function seedShop(
  sql: postgres.Sql,
  accountId: string,
  userId: string,
  gallery: { id: string; photoCount: number },
) {
  const listId = newId();
  await sql.begin(async (tx) => {
    await tx`insert into price_lists (id, account_id, author_id, name, extra_photo_price)
             values (${listId}, ${accountId}, ${userId}, 'Prints and downloads', ${EXTRA_PHOTO_PRICE})`;
    for (const [position, item] of ITEMS.entries()) {
      const print = item.kind === 'print' ? item : undefined;
      await tx`insert into price_list_items (id, account_id, author_id, price_list_id, position, kind, name, size,
                 width_mm, height_mm, paper, frame, price)
               values (${newId()}, ${accountId}, ${userId}, ${listId}, ${position}, ${item.kind}, ${item.name},
                 ${'size' in item ? item.size : null}, ${print?.widthMm ?? null}, ${print?.heightMm ?? null},
                 ${print?.paper ?? ''}, ${print && 'frame' in print ? print.frame : ''}, ${item.price})`;
    }
    for (const zone of ZONES) {
      await tx`insert into shipping_zones (id, account_id, author_id, price_list_id, name, countries, price)
               values (${newId()}, ${accountId}, ${userId}, ${listId}, ${zone.name}, ${tx.json(zone.countries)},
                 ${zone.price})`;
    }
    await tx`insert into coupons (id, account_id, author_id, code, percent_off_bp)
             values (${newId()}, ${accountId}, ${userId}, 'WELCOME10', 1000)`;
    // 20 included, as a wedding package might, but never more than the gallery has: the client must be able to fill it.
    const included = Math.min(20, Math.max(1, gallery.photoCount - 2));
    await tx`update galleries set price_list_id = ${listId}, included_photos = ${included} where id = ${gallery.id}`;
  });
}
