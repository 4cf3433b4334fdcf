import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicSite } from '@core/domain/public-site';
import { SiteFrame, type SiteLink } from './site-frame';
import { SiteLanguages } from './site-languages';

type StudioSiteFrameProps = {
  site: PublicSite;
  /** The site's root path: `/p/{slug}`, or `/` on the studio's own domain. */
  home: string;
  /** This page's path under the site, which its menu marks as the current one. */
  path: string;
  children: ReactNode;
};

/** The site's booking page, when it offers one. */
export const siteBookingPath = (site: PublicSite, home: string) =>
  site.bookingOffered ? `${home.replace(/\/$/, '')}/book` : undefined;

/**
 * A studio's site around one of its pages: its theme, its menu (home, the published pages, its
 * galleries and booking) and its languages. Its own pages and its booking page are drawn in it.
 */
export function StudioSiteFrame({ site, home, path, children }: StudioSiteFrameProps) {
  const { t } = useTranslation('public');
  const base = home.replace(/\/$/, '');
  const bookHref = siteBookingPath(site, home);
  const link = (label: string, to: string): SiteLink => ({ label, to, current: path === to });
  // The home page is "Home" whatever it is titled; the other published pages follow in the studio's order.
  const links: SiteLink[] = [
    link(t('site.home'), home),
    ...site.menu.filter((page) => page.path !== site.homePath).map((page) => link(page.title, `${base}${page.path}`)),
    ...(site.galleriesListed ? [link(t('site.galleries'), `${base}/galleries`)] : []),
    ...(bookHref ? [link(t('booking.link'), bookHref)] : []),
  ];
  return (
    <SiteFrame
      theme={site.theme}
      fonts={site.fonts}
      studioName={site.studio.name}
      home={home}
      links={links}
      tools={<SiteLanguages path={path} />}
      menuLabel={t('site.menu')}
      footer={t('footer', { name: site.studio.name })}
    >
      {children}
    </SiteFrame>
  );
}
