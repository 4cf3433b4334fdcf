// The client's orders and what they unlocked: read once, or again every few seconds while an
// order waits for its payment to be confirmed (the payment's webhook settles it, not the page) or
// while the server cannot be reached.
import { useEffect, useState } from 'react';
import { fetchPurchases, type Purchases, type ShopClient } from './shop-api';

const POLL_MS = 2000;

export type PurchasesState =
  | { state: 'loading' }
  | { state: 'ready'; purchases: Purchases }
  | { state: 'failed'; purchases: Purchases | undefined };

/** `settledWhen`: whether an answer is final; without it, the first answer is. */
export function usePurchases(client: ShopClient, settledWhen?: (purchases: Purchases) => boolean) {
  const [answer, setAnswer] = useState<PurchasesState>({ state: 'loading' });
  const { slug, galleryId, access } = client;
  const settled = answer.state === 'ready' && (!settledWhen || settledWhen(answer.purchases));
  useEffect(() => {
    if (settled) return;
    let current = true;
    const timer = setTimeout(
      () =>
        void fetchPurchases({ slug, galleryId, access }).then(
          (purchases) => current && setAnswer({ state: 'ready', purchases }),
          () =>
            current &&
            setAnswer((was) => ({ state: 'failed', purchases: was.state === 'loading' ? undefined : was.purchases })),
        ),
      answer.state === 'loading' ? 0 : POLL_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // Every answer that is not final asks again, a little later.
  }, [slug, galleryId, access, settled, answer]);
  return answer;
}
