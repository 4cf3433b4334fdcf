// A public gallery's page as its server draws it (functions/site-html/gallery-page.tsx) and the
// browser takes it over (../entries/gallery-hydrate.tsx): the product's frame around the gallery, with
// no router. Drawn on the server, its cover and name paint as soon as the HTML arrives.
import { lazy, useState } from 'react';
import { ThemeProvider } from '../app/providers/theme-provider';
import { readGalleryAccess } from '../features/public-gallery/gallery-access';
import { GalleryView } from '../features/public-gallery/gallery-view';
import { GalleryShopContext } from '../components/public/gallery-shop';
import { PublicFrame } from '../components/public/public-frame';
import { useHistoryAddress } from '../features/public-gallery/use-history-address';
import type { Language } from '../lib/languages';
import type { GalleryPayload } from './gallery-payload';

type GalleryDocumentProps = Omit<GalleryPayload, 'language' | 'translations'> & {
  onLanguage?: (language: Language) => void;
};

/** The gallery's shop, loaded when a client first opens it. */
const GalleryShop = lazy(() => import('../features/public-shop/gallery-shop'));

export function GalleryDocument({ home, data, onLanguage }: GalleryDocumentProps) {
  const address = useHistoryAddress();
  // A visitor's way back through the link they were mailed (use-selection.ts); none on the server.
  const [access] = useState(() => readGalleryAccess(data.gallery.id));
  return (
    <ThemeProvider>
      <PublicFrame home={home} studio={data.studio} onLanguage={onLanguage}>
        <GalleryShopContext value={GalleryShop}>
          <GalleryView data={data} access={access} address={address} />
        </GalleryShopContext>
      </PublicFrame>
    </ThemeProvider>
  );
}
