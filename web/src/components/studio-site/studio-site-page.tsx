import { Suspense, type ComponentType } from 'react';
import type { PublicSite, PublicSitePage, SiteState } from '@core/domain/public-site';
import { PageBlocks } from './page-blocks';
import { SiteGalleries } from './site-galleries';
import { SiteHome } from './site-home';
import { SiteNotFound } from './site-not-found';
import { siteBookingPath, StudioSiteFrame } from './studio-site-frame';

/** The contact block's form: the server draws it as it first looks; the page loads its code when it has one. */
export type ContactFormComponent = ComponentType<{ slug: string; studioName: string }>;

type StudioSitePageProps = { state: SiteState; ContactForm: ContactFormComponent };

/**
 * One page of a studio's public site, in its theme with its menu: its home (the page it chose, or
 * its profile), another published page, its list of public galleries, or "not found". The server
 * renders it (functions/site-html/) and the page's script takes it over from the same state.
 */
export function StudioSitePage({ state, ContactForm }: StudioSitePageProps) {
  const { site, view, home, path } = state;
  const bookHref = siteBookingPath(site, home);
  return (
    <StudioSiteFrame site={site} home={home} path={path}>
      {view.kind === 'home' && (
        <SiteHome
          theme={site.theme}
          studioName={site.studio.name}
          profile={site.profile}
          tagline={site.tagline}
          bookHref={bookHref}
          reviews={view.reviews}
        />
      )}
      {view.kind === 'page' && (
        <SitePageArticle site={site} page={view.page} bookHref={bookHref} ContactForm={ContactForm} />
      )}
      {view.kind === 'galleries' && <SiteGalleries galleries={view.galleries} home={home} />}
      {view.kind === 'notFound' && <SiteNotFound home={home} />}
    </StudioSiteFrame>
  );
}

type SitePageArticleProps = {
  site: PublicSite;
  page: PublicSitePage;
  bookHref: string | undefined;
  ContactForm: ContactFormComponent;
};

function SitePageArticle({ site, page: { page, galleries, reviews }, bookHref, ContactForm }: SitePageArticleProps) {
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
        reviews={reviews}
        bookHref={bookHref}
        contactHref={email ? `mailto:${email}` : undefined}
        contactForm={() => (
          <Suspense>
            <ContactForm slug={site.studio.slug} studioName={site.studio.name} />
          </Suspense>
        )}
      />
    </article>
  );
}
