// What a gallery's package gives a client (docs/decisions/gallery-sales.md): the Favourites it
// includes, counted against `included_photos` plus the extras they have paid for, and once they
// finish choosing, each Favourite unlocked full size for them alone (gallery_unlocks). Finishing
// (functions/public/selection-send.ts) and paying an order with extras (the card payments' order
// path) both unlock through unlockIncluded.
import type postgres from 'postgres';
import type { GalleryPackage } from '@core/domain/gallery-sales';
import { FAVOURITES } from '@core/domain/selection';

type Db = postgres.Sql | postgres.TransactionSql;

/** A client of a gallery: their invite, in its studio. */
export type PackageClient = { accountId: string; galleryId: string; inviteId: string };

/** How many Favourites the client has in the gallery. */
export async function favouriteCount(db: Db, client: PackageClient): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from gallery_picks
    where invite_id = ${client.inviteId} and gallery_id = ${client.galleryId} and lists ? ${FAVOURITES}`;
  return row?.count ?? 0;
}

/** The extra photos the client's paid orders bought (a refunded order's no longer count). */
export async function paidExtras(db: Db, client: PackageClient): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select coalesce(sum(i.quantity), 0)::int as count
    from gallery_order_items i join gallery_orders o on o.account_id = i.account_id and o.id = i.order_id
    where o.invite_id = ${client.inviteId} and o.status = 'paid' and i.kind = 'extra_photo'`;
  return row?.count ?? 0;
}

/** The gallery's package terms: how many photos it includes and what each one beyond costs. */
export async function packageTerms(
  db: Db,
  galleryId: string,
): Promise<Pick<GalleryPackage, 'includedPhotos' | 'extraPhotoPrice'>> {
  const [row] = await db<{ includedPhotos: number | null; extraPhotoPrice: number | null }[]>`
    select g.included_photos as "includedPhotos", l.extra_photo_price::float8 as "extraPhotoPrice"
    from galleries g left join price_lists l on l.account_id = g.account_id and l.id = g.price_list_id
    where g.id = ${galleryId}`;
  return { includedPhotos: row?.includedPhotos ?? null, extraPhotoPrice: row?.extraPhotoPrice ?? null };
}

/** The package as the client's page shows it: "12 of 20 chosen", and what is paid beyond. */
export async function galleryPackage(db: Db, client: PackageClient): Promise<GalleryPackage> {
  const [terms, chosen, paid] = await Promise.all([
    packageTerms(db, client.galleryId),
    favouriteCount(db, client),
    paidExtras(db, client),
  ]);
  return { ...terms, chosen, paidExtras: paid };
}

/**
 * Unlocks each of the client's Favourites, full size, as included in the package (no order).
 * Idempotent: the unique index takes each photo once, so a second call (finishing again, an
 * order with extras paid after finishing) adds only Favourites not unlocked yet. How many it added.
 */
export async function unlockIncluded(tx: Db, client: PackageClient): Promise<number> {
  const added = await tx`
    insert into gallery_unlocks (id, account_id, gallery_id, invite_id, photo_id, size)
    select gen_random_uuid()::text, k.account_id, k.gallery_id, k.invite_id, k.photo_id, 'original'
    from gallery_picks k
    where k.invite_id = ${client.inviteId} and k.gallery_id = ${client.galleryId} and k.account_id = ${client.accountId}
      and k.lists ? ${FAVOURITES}
    on conflict do nothing`;
  return added.count;
}

/** Forgets what the package unlocked, so finishing again counts anew; bought files stay. */
export async function relockIncluded(tx: Db, client: PackageClient): Promise<void> {
  await tx`
    delete from gallery_unlocks
    where invite_id = ${client.inviteId} and gallery_id = ${client.galleryId} and account_id = ${client.accountId}
      and order_id is null`;
}

/** A client's downloads: their invite, in its gallery. */
type Downloader = Omit<PackageClient, 'accountId'>;

/**
 * The condition that a live (not revoked) unlock of the client's names the photo `photo` (a
 * column or value) or the whole gallery, at `size`; with no photo, any unlock at that size.
 */
export function unlockedAt(db: Db, client: Downloader, size: 'web' | 'original', photo?: postgres.Fragment | string) {
  const names = photo === undefined ? db`true` : db`(u.photo_id = ${photo} or u.photo_id is null)`;
  return db`exists (
    select 1 from gallery_unlocks u
    where u.invite_id = ${client.inviteId} and u.gallery_id = ${client.galleryId} and u.size = ${size}
      and u.revoked_at is null and ${names})`;
}

/** The sizes some live unlock of the client's gives them: what their page offers beyond the gallery's. */
export async function unlockedSizes(db: Db, client: Downloader): Promise<('web' | 'original')[]> {
  const rows = await db<{ size: 'web' | 'original' }[]>`
    select distinct size from gallery_unlocks
    where invite_id = ${client.inviteId} and gallery_id = ${client.galleryId} and revoked_at is null
    order by size desc`;
  return rows.map((row) => row.size);
}

/** Whether the client may download the photo (or, with none, some photo) at `size` by an unlock. */
export async function isUnlocked(
  db: Db,
  client: Downloader,
  size: 'web' | 'original',
  photoId?: string,
): Promise<boolean> {
  const [row] = await db<{ unlocked: boolean }[]>`select ${unlockedAt(db, client, size, photoId)} as unlocked`;
  return row?.unlocked ?? false;
}
