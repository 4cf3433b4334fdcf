import { lazy, type ComponentType } from 'react';
import { GalleryShopContext } from '../components/public/gallery-shop';

/** The gallery's shop, loaded when a client first opens it. */
const GalleryShop = lazy(() => import('../features/public-shop/gallery-shop'));

/** A gallery's page that offers the gallery's shop (features do not import each other: the app joins them). */
export function withGalleryShop(Page: ComponentType): ComponentType {
  return function GalleryPageWithShop() {
    return (
      <GalleryShopContext value={GalleryShop}>
        <Page />
      </GalleryShopContext>
    );
  };
}
