// The client's cart as the shop changes it: kept per gallery in this tab (lib/gallery-cart.ts),
// so the gallery's badge and a reload see every change.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CartLine, Crop } from '@core/domain/gallery-sales';
import { readCart, subscribeCart, writeCart } from '../../lib/gallery-cart';

/** Most of one thing a line may hold (the server takes up to 100). */
export const MAX_QUANTITY = 100;

export function useCart(galleryId: string) {
  const [lines, setLines] = useState<CartLine[]>(() => readCart(galleryId));
  useEffect(() => subscribeCart(galleryId, () => setLines(readCart(galleryId))), [galleryId]);
  const change = useCallback(
    (next: (lines: CartLine[]) => CartLine[]) => writeCart(galleryId, next(readCart(galleryId))),
    [galleryId],
  );
  return useMemo(
    () => ({
      lines,
      /** A file once (a second of the same would be the same file); a print once per crop. */
      add: (line: { itemId: string; photoId?: string | undefined; crop?: Crop | undefined }) =>
        change((current) =>
          !line.crop && current.some((kept) => kept.itemId === line.itemId && kept.photoId === line.photoId)
            ? current
            : [
                ...current,
                {
                  itemId: line.itemId,
                  quantity: 1,
                  ...(line.photoId ? { photoId: line.photoId } : {}),
                  ...(line.crop ? { crop: line.crop } : {}),
                },
              ],
        ),
      setQuantity: (index: number, quantity: number) =>
        change((current) =>
          current.map((line, at) =>
            at === index ? { ...line, quantity: Math.min(MAX_QUANTITY, Math.max(1, quantity)) } : line,
          ),
        ),
      remove: (index: number) => change((current) => current.filter((_, at) => at !== index)),
      clear: () => change(() => []),
    }),
    [lines, change],
  );
}

export type Cart = ReturnType<typeof useCart>;
