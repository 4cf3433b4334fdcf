import type { Row } from '@rocicorp/zero';
import type { itemGroup } from '@core/domain/price-list';
import type { schema } from '@core/zero/schema';

export type PriceListItem = Row<typeof schema.tables.priceListItems>;
export type ShippingZone = Row<typeof schema.tables.shippingZones>;
export type Coupon = Row<typeof schema.tables.coupons>;
/** A price list as its page reads it: with its items in order and its zones by name. */
export type PriceList = Row<typeof schema.tables.priceLists> & {
  readonly items: readonly PriceListItem[];
  readonly zones: readonly ShippingZone[];
};

/** Downloads and prints are listed, and moved, apart. */
export type ItemGroup = ReturnType<typeof itemGroup>;
