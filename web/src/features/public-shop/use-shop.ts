// What the gallery sells to the client, asked for when the shop first opens: the gallery's page
// only knows that it sells (its drawn data), so a first visit asks the shop nothing.
import { useEffect, useState } from 'react';
import { fetchShop, type Shop, type ShopClient } from './shop-api';

export type ShopState = { state: 'loading' } | { state: 'ready'; shop: Shop | null } | { state: 'failed' };

export function useShop({ slug, galleryId, access }: ShopClient): ShopState {
  const [answer, setAnswer] = useState<{ for: string; state: ShopState }>();
  useEffect(() => {
    let current = true;
    fetchShop({ slug, galleryId, access }).then(
      (shop) => current && setAnswer({ for: access, state: { state: 'ready', shop } }),
      () => current && setAnswer({ for: access, state: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [slug, galleryId, access]);
  return answer?.for === access ? answer.state : { state: 'loading' };
}
