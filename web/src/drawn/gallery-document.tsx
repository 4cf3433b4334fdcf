// A public gallery's page as its server draws it (functions/site-html/gallery-page.tsx) and the
// browser takes it over (../gallery-hydrate.tsx): the product's frame around the gallery, with
// no router. Drawn on the server, its cover and name paint as soon as the HTML arrives.
import { ThemeProvider } from '../app/providers/theme-provider';
import { GalleryView } from '../features/public/gallery-view';
import { PublicFrame } from '../features/public/public-frame';
import { useHistoryAddress } from '../features/public/use-history-address';
import type { Language } from '../lib/languages';
import type { GalleryPayload } from './gallery-payload';

type GalleryDocumentProps = Omit<GalleryPayload, 'language' | 'translations'> & {
  onLanguage?: (language: Language) => void;
};

export function GalleryDocument({ slug, home, data, onLanguage }: GalleryDocumentProps) {
  const address = useHistoryAddress();
  return (
    <ThemeProvider>
      <PublicFrame slug={slug} home={home} studio={data.studio} onLanguage={onLanguage}>
        {/* A public gallery's addresses carry no image token. */}
        <GalleryView data={data} access={undefined} address={address} />
      </PublicFrame>
    </ThemeProvider>
  );
}
