import { useTranslation } from 'react-i18next';
import type { ListedGallery } from '@core/domain/public-site';

/** The studio's public galleries, each a card that opens the gallery. */
export function SiteGalleries({ galleries, home }: { galleries: readonly ListedGallery[]; home: string }) {
  const { t } = useTranslation('public');
  const base = home.replace(/\/$/, '');
  return (
    <article className="site-article">
      <header className="site-section site-page-header">
        <h1 className="site-heading">{t('site.galleries')}</h1>
      </header>
      {galleries.length === 0 ? (
        <p className="site-paragraph site-section" data-testid="site-galleries-empty">
          {t('site.noGalleries')}
        </p>
      ) : (
        <ul className="site-gallery-cards" data-testid="site-galleries">
          {galleries.map((gallery) => (
            <li key={gallery.id}>
              <GalleryCard gallery={gallery} href={`${base}/gallery/${encodeURIComponent(gallery.id)}`} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function GalleryCard({ gallery, href }: { gallery: ListedGallery; href: string }) {
  const { t, i18n } = useTranslation('public');
  const created = new Date(gallery.createdAt);
  return (
    <a href={href} className="site-gallery-card" data-testid="site-gallery-card">
      {gallery.cover ? (
        // The cover fills a 3:2 box (studio-site.css); width and height reserve it before it loads.
        <img
          src={gallery.cover.src}
          srcSet={gallery.cover.srcSet}
          sizes="(min-width: 40rem) 24rem, 100vw"
          width={gallery.cover.width}
          height={gallery.cover.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="site-image"
        />
      ) : (
        <span className="site-gallery-card-blank site-image" aria-hidden="true" />
      )}
      <h2 className="site-heading site-heading-small">{gallery.name}</h2>
      <p className="site-gallery-card-meta">
        {t('gallery.photos', { count: gallery.photoCount })} ·{' '}
        {/* The server's and the browser's calendars may word a date apart; the server's stays. */}
        <time dateTime={created.toISOString()} suppressHydrationWarning>
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(created)}
        </time>
      </p>
    </a>
  );
}
