import { useCallback, useSyncExternalStore } from 'react';
import { ORDER_PARAM, PHOTO_PARAM, type GalleryAddress } from './gallery-address';

/** Pushing or replacing a history entry fires no event: the page's own changes are announced here. */
const ADDRESS_CHANGED = 'gallery-address';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

const openPhotoId = () => new URLSearchParams(window.location.search).get(PHOTO_PARAM);
const paidOrderId = () => new URLSearchParams(window.location.search).get(ORDER_PARAM);
const pushedHere = () => (window.history.state as { lightbox?: boolean } | null)?.lightbox === true;

/** The open photo in the address of a page with no router (one its server drew), through the History API. */
export function useHistoryAddress(): GalleryAddress {
  // A server knows no address of the visitor's: the page opens on the gallery, then on the photo.
  const photoId = useSyncExternalStore(subscribe, openPhotoId, () => null);
  const orderId = useSyncExternalStore(subscribe, paidOrderId, () => null);
  const openedHere = useSyncExternalStore(subscribe, pushedHere, () => false);
  const change = useCallback((param: string, id: string | null, how: 'push' | 'replace') => {
    const url = new URL(window.location.href);
    if (id) url.searchParams.set(param, id);
    else url.searchParams.delete(param);
    const state = (window.history.state as object | null) ?? {};
    if (how === 'push') window.history.pushState({ ...state, lightbox: true }, '', url);
    else window.history.replaceState(state, '', url);
    window.dispatchEvent(new Event(ADDRESS_CHANGED));
  }, []);
  const setPhoto = useCallback((id: string | null, how: 'push' | 'replace') => change(PHOTO_PARAM, id, how), [change]);
  const clearOrder = useCallback(() => change(ORDER_PARAM, null, 'replace'), [change]);
  const back = useCallback(() => window.history.back(), []);
  return { photoId, orderId, clearOrder, openedHere, setPhoto, back };
}
