import { useEffect, useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { ContactForm } from '../../components/studio-site/contact-form';
import { PageBlocks } from '../../components/studio-site/page-blocks';
import { SiteHome } from '../../components/studio-site/site-home';
import { usePublicLayout } from './public-layout';
import { PublicNotFound, PublicSiteFailure } from './public-notice';
import { pageOf, type PageLoad, type PublicSite } from './public-site-api';
import { usePublicSite } from './use-public-site';

/**
 * A photographer's page: at the site's root the page they chose as home (their profile until they
 * publish one), and under it (`*`) each published page by its path.
 */
export function PublicPage() {
  const { '*': rest } = useParams();
  const { slug, home } = usePublicSite();
  const { site } = usePublicLayout();
  const path = rest ? `/${rest.replace(/\/$/, '')}` : (site?.homePath ?? undefined);
  // The route's loader asked for the first page shown (the home page, or the one at `*`) beside
  // the site; another path followed within the site loads here.
  const { page: firstLoad } = useLoaderData<{ page?: Promise<PageLoad | undefined> }>();
  const [firstPath] = useState(path);
  if (!site || !slug) return <PublicNotFound testId="public-page-not-found" />;
  const bookHref = site.bookingOffered ? `${home.replace(/\/$/, '')}/book` : undefined;
  if (!path) {
    return (
      <SiteHome
        theme={site.theme}
        studioName={site.studio.name}
        profile={site.profile}
        tagline={site.tagline}
        bookHref={bookHref}
      />
    );
  }
  return (
    <SitePage
      key={path}
      slug={slug}
      path={path}
      site={site}
      bookHref={bookHref}
      asked={path === firstPath ? firstLoad : undefined}
    />
  );
}

type SitePageProps = {
  slug: string;
  path: string;
  site: PublicSite;
  bookHref?: string;
  /** The page's load when the route's loader started it. */
  asked: Promise<PageLoad | undefined> | undefined;
};

function SitePage({ slug, path, site, bookHref, asked }: SitePageProps) {
  const [load, setLoad] = useState<PageLoad>();
  useEffect(() => {
    let current = true;
    void (asked ?? pageOf(slug, path))
      .then((result) => result ?? pageOf(slug, path))
      .then((result) => current && setLoad(result));
    return () => {
      current = false;
    };
  }, [slug, path, asked]);
  useEffect(() => {
    if (load?.state === 'ready') document.title = `${load.page.page.title} · ${site.studio.name}`;
  }, [load, site.studio.name]);

  if (!load) return <LoadingScreen />;
  if (load.state === 'failed') {
    return load.notFound ? <PublicNotFound testId="public-page-not-found" /> : <PublicSiteFailure notFound={false} />;
  }
  const { page, galleries } = load.page;
  const email = site.profile.email;
  return (
    <article className="site-article">
      <header className="site-section site-page-header">
        <h1 className="site-heading" data-testid="site-page-title">
          {page.title}
        </h1>
        {page.description && <p className="site-tagline">{page.description}</p>}
      </header>
      <PageBlocks
        rows={page.rows}
        layout={page.layout}
        galleryOf={(id) => galleries[id]}
        bookHref={bookHref}
        contactHref={email ? `mailto:${email}` : undefined}
        contactForm={() => <ContactForm slug={slug} studioName={site.studio.name} />}
      />
    </article>
  );
}
