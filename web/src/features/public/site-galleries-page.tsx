import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { usePublicLayout } from './public-layout';
import { PublicNotFound, PublicSiteFailure } from './public-notice';
import { galleriesOf, type GalleriesLoad, type ListedGallery } from './site-galleries-api';
import { usePublicSite } from './use-public-site';
import './site-galleries.css';

/** The studio's public galleries, in its site's theme, each a card that opens the gallery. */
export function SiteGalleriesPage() {
  const { t } = useTranslation('public');
  const { slug, home } = usePublicSite();
  const { site } = usePublicLayout();
  const [load, setLoad] = useState<GalleriesLoad>();
  const studioName = site?.studio.name;
  useEffect(() => {
    if (!slug) return;
    let current = true;
    void galleriesOf(slug).then((result) => current && setLoad(result));
    return () => {
      current = false;
    };
  }, [slug]);
  useEffect(() => {
    if (studioName) document.title = `${t('site.galleries')} · ${studioName}`;
  }, [t, studioName]);

  if (!site || !slug) return <PublicNotFound testId="public-page-not-found" />;
  if (!load) return <LoadingScreen />;
  if (load.state === 'failed') return <PublicSiteFailure notFound={load.notFound} />;
  const base = home.replace(/\/$/, '');
  return (
    <article className="site-article">
      <header className="site-section site-page-header">
        <h1 className="site-heading">{t('site.galleries')}</h1>
      </header>
      {load.galleries.length === 0 ? (
        <p className="site-paragraph site-section" data-testid="site-galleries-empty">
          {t('site.noGalleries')}
        </p>
      ) : (
        <ul className="site-gallery-cards" data-testid="site-galleries">
          {load.galleries.map((gallery) => (
            <li key={gallery.id}>
              <GalleryCard gallery={gallery} to={`${base}/gallery/${encodeURIComponent(gallery.id)}`} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function GalleryCard({ gallery, to }: { gallery: ListedGallery; to: string }) {
  const { t, i18n } = useTranslation('public');
  const created = new Date(gallery.createdAt);
  return (
    <Link to={to} className="site-gallery-card" data-testid="site-gallery-card">
      {gallery.cover ? (
        // The cover fills a 3:2 box (site-galleries.css); width and height reserve it before it loads.
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
        <time dateTime={created.toISOString()}>
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(created)}
        </time>
      </p>
    </Link>
  );
}
