// A client's cart in a gallery, kept in this tab's sessionStorage per gallery: a reload (or the
// way back from the payment page) keeps it, a new tab starts empty. Read by the gallery's cart
// badge before the shop's code has loaded, so it is checked by hand, not with a schema.
import type { CartLine, Crop } from '@core/domain/gallery-sales';

/** Said on the window whenever a gallery's cart changes, so every badge and view follows. */
const CART_CHANGED = 'gallery-cart';

const keyOf = (galleryId: string) => `gallery-cart:${galleryId}`;

const isFraction = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

function isCrop(value: unknown): value is Crop {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y, width, height } = value as Partial<Record<keyof Crop, unknown>>;
  return isFraction(x) && isFraction(y) && isFraction(width) && isFraction(height);
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { itemId, photoId, quantity, crop } = value as Partial<Record<keyof CartLine, unknown>>;
  return (
    typeof itemId === 'string' &&
    (photoId === undefined || typeof photoId === 'string') &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    (crop === undefined || isCrop(crop))
  );
}

/** This tab's cart for the gallery; empty when nothing (or nothing readable) is kept. */
export function readCart(galleryId: string): CartLine[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(keyOf(galleryId)) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isCartLine) : [];
  } catch {
    // Storage blocked or unreadable: an empty cart.
    return [];
  }
}

export function writeCart(galleryId: string, lines: readonly CartLine[]): void {
  try {
    if (lines.length === 0) sessionStorage.removeItem(keyOf(galleryId));
    else sessionStorage.setItem(keyOf(galleryId), JSON.stringify(lines));
  } catch {
    // Storage full or blocked: the cart lasts as long as the page.
  }
  window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: galleryId }));
}

/** How many things the cart holds: each line's quantity. */
export const cartCount = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Calls `onChange` whenever the gallery's cart changes in this tab. */
export function subscribeCart(galleryId: string, onChange: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<string>).detail === galleryId) onChange();
  };
  window.addEventListener(CART_CHANGED, listener);
  return () => window.removeEventListener(CART_CHANGED, listener);
}
