// What a gallery sells to one of its clients (docs/decisions/gallery-sales.md): its price list's
// items and shipping zones, the studio's tax rate and currency, and the client's package: how
// many Favourites it includes, how many they chose, and which of them are extras still to pay.
import type postgres from 'postgres';
import type { ShopItem, ShopZone } from '@core/domain/cart-pricing';
import type { GalleryPackage } from '@core/domain/gallery-sales';
import { FAVOURITES } from '@core/domain/selection';
import { studioCurrency } from '../billing/studio-currency';
import { galleryPackage } from '../gallery/unlocks';
import { studioInvoicingSettings } from '../invoicing/invoicing-settings';

type Sql = postgres.Sql | postgres.TransactionSql;

/** The client a shop request comes from: their invite, in the studio's gallery. */
export type ShopClient = { accountId: string; id: string; inviteId: string };

export type ShopOffer = {
  currency: string;
  items: ShopItem[];
  zones: ShopZone[];
  taxRateBp: number;
  package: GalleryPackage;
  /** The Favourites beyond the package and the extras already paid, latest chosen last. */
  unpaidExtras: string[];
};

/** The gallery's shop for the client, or null when it sells nothing (no price list, no package). */
export async function readShopOffer(sql: Sql, client: ShopClient): Promise<ShopOffer | null> {
  const chooser = { accountId: client.accountId, galleryId: client.id, inviteId: client.inviteId };
  const [gallery] = await sql<{ priceListId: string | null; includedPhotos: number | null }[]>`
    select price_list_id as "priceListId", included_photos as "includedPhotos"
    from galleries where account_id = ${client.accountId} and id = ${client.id}`;
  if (!gallery || (gallery.priceListId === null && gallery.includedPhotos === null)) return null;
  const listId = gallery.priceListId ?? '';
  const [items, zones, pack, favourites, paidPhotos, settings, currency] = await Promise.all([
    sql<ShopItem[]>`
      select id, kind, name, size, width_mm as "widthMm", height_mm as "heightMm", paper, frame, price::float8 as price
      from price_list_items where account_id = ${client.accountId} and price_list_id = ${listId}
      order by position, created_at, id`,
    sql<ShopZone[]>`
      select id, name, countries, price::float8 as price from shipping_zones
      where account_id = ${client.accountId} and price_list_id = ${listId} order by created_at, id`,
    galleryPackage(sql, chooser),
    sql<{ photoId: string }[]>`
      select photo_id as "photoId" from gallery_picks
      where invite_id = ${client.inviteId} and gallery_id = ${client.id} and lists ? ${FAVOURITES}
      order by updated_at, id`,
    paidExtraPhotos(sql, client),
    studioInvoicingSettings(sql, client.accountId),
    studioCurrency(sql, client.accountId),
  ]);
  const beyond =
    pack.includedPhotos === null || pack.extraPhotoPrice === null
      ? 0
      : Math.max(0, pack.chosen - pack.includedPhotos - pack.paidExtras);
  const unpaid = favourites.map(({ photoId }) => photoId).filter((photoId) => !paidPhotos.has(photoId));
  return {
    currency: currency.code,
    items,
    zones,
    taxRateBp: settings.defaultTaxRateBp,
    package: pack,
    // Without a price for them, extras are not sold: the package's number is a hard cap.
    unpaidExtras: beyond === 0 ? [] : unpaid.slice(-beyond),
  };
}

/** The photos the client has paid for as extras (orders paid, not refunded). */
async function paidExtraPhotos(sql: Sql, client: ShopClient): Promise<Set<string>> {
  const rows = await sql<{ photoId: string }[]>`
    select distinct i.photo_id as "photoId"
    from gallery_order_items i join gallery_orders o on o.account_id = i.account_id and o.id = i.order_id
    where o.account_id = ${client.accountId} and o.invite_id = ${client.inviteId} and o.gallery_id = ${client.id}
      and o.status = 'paid' and i.kind = 'extra_photo' and i.photo_id is not null`;
  return new Set(rows.map((row) => row.photoId));
}
