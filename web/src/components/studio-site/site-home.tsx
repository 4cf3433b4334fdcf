import { AtSign, Globe, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShownReview } from '@core/domain/review';
import type { SiteTheme } from '@core/domain/site-theme';
import { socialNetworks, type StudioProfile } from '@core/domain/studio-profile';
import { SiteReviews } from './site-reviews';

type SiteHomeProps = {
  theme: SiteTheme;
  studioName: string;
  profile: StudioProfile;
  /** The studio's one-line description (its search engines' description). */
  tagline: string;
  /** The booking page, when the studio takes bookings online. */
  bookHref?: string;
  /** The reviews the studio chose for its site. */
  reviews: readonly ShownReview[];
};

/** Where a link the photographer typed may take a visitor: the web, never a script. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) || url.startsWith('/') ? url : undefined);

/**
 * A studio's home page from its profile: a hero laid out by the template (a full-width cover, a
 * framed one, or a split screen), then who the photographer is, what clients say and how to reach them.
 */
export function SiteHome({ theme, studioName, profile, tagline, bookHref, reviews }: SiteHomeProps) {
  const { t } = useTranslation('public');
  const title = profile.businessName || studioName;
  const cover = safeHref(profile.coverPhoto);
  const portrait = safeHref(profile.profilePhoto);
  const website = safeHref(profile.website);
  const contact = [
    profile.email && { icon: AtSign, label: profile.email, href: `mailto:${profile.email}` },
    profile.phone && { icon: Phone, label: profile.phone, href: `tel:${profile.phone.replace(/[^\d+]/g, '')}` },
    website && { icon: Globe, label: website.replace(/^https?:\/\//i, ''), href: website },
    profile.address && { icon: MapPin, label: profile.address },
  ].filter((item) => !!item);
  const social = profile.socialMedia.filter(({ url }) => safeHref(url));

  return (
    <article className="site-home" data-testid="site-home">
      <section className={`site-hero site-hero-${theme.template}`} data-has-cover={cover ? '' : undefined}>
        {cover && <img src={cover} alt="" className="site-hero-image site-image" fetchPriority="high" />}
        <div className="site-hero-text">
          <h1 className="site-heading">{title}</h1>
          {tagline && <p className="site-tagline">{tagline}</p>}
          {bookHref && (
            <a href={bookHref} className="site-button" data-testid="site-book">
              {t('booking.link')}
            </a>
          )}
        </div>
      </section>

      {(profile.bio || portrait) && (
        <section className="site-section site-about" aria-labelledby="site-about">
          {portrait && <img src={portrait} alt={title} className="site-portrait site-image" />}
          <div>
            <h2 id="site-about" className="site-heading">
              {t('site.about')}
            </h2>
            {profile.bio.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index} className="site-paragraph">
                {paragraph}
              </p>
            ))}
          </div>
        </section>
      )}

      {reviews.length > 0 && (
        <section className="site-section" aria-labelledby="site-reviews">
          <h2 id="site-reviews" className="site-heading">
            {t('site.reviews')}
          </h2>
          <SiteReviews reviews={reviews} />
        </section>
      )}

      {(contact.length > 0 || social.length > 0) && (
        <section className="site-section site-contact" aria-labelledby="site-contact" data-testid="site-contact">
          <h2 id="site-contact" className="site-heading">
            {t('site.contact')}
          </h2>
          <ul className="site-contact-list">
            {contact.map(({ icon: Icon, label, href }) => (
              <li key={label}>
                <Icon aria-hidden="true" />
                {href ? <a href={href}>{label}</a> : <span>{label}</span>}
              </li>
            ))}
          </ul>
          {social.length > 0 && (
            <ul className="site-social" aria-label={t('site.follow')}>
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="noreferrer me" target="_blank">
                    {socialNetworks[network as keyof typeof socialNetworks] ?? network}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}
