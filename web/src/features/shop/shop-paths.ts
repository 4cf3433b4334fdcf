// Where the shop's screens are: Settings → Shop, and one price list.
export const SHOP_PATH = '/app/settings/shop';

export const priceListPath = (id: string) => `${SHOP_PATH}/${encodeURIComponent(id)}`;
