import { Quote } from 'lucide-react';
import { clsx } from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockGallery } from '@core/domain/public-site';
import type { ShownReview } from '@core/domain/review';
import type { PageBlock, PageRow } from '@core/domain/site-page';
import { richText, type RichSpan } from '@core/domain/site-page-view';
import { SiteReviews } from './site-reviews';

export type PageBlocksProps = {
  rows: readonly PageRow[];
  layout: 'default' | 'narrow' | 'full';
  /** The photos of a gallery block's gallery; undefined for one that is not public (the block is left out). */
  galleryOf: (galleryId: string) => BlockGallery | undefined;
  /** The reviews the studio chose for its site: a reviews block without any is left out. */
  reviews: readonly ShownReview[];
  /** The booking page, when the studio takes bookings online; otherwise the booking block offers `contactHref`. */
  bookHref: string | undefined;
  contactHref: string | undefined;
  /** The contact form itself: the public site sends it, a preview draws it inert. */
  contactForm: (block: Extract<PageBlock, { type: 'contactForm' }>) => ReactNode;
};

/** A link a photographer typed: another site's address shares nothing of this one's. */
function SiteLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} rel={href.startsWith('/') ? undefined : 'noreferrer'}>
      {children}
    </a>
  );
}

function Spans({ spans }: { spans: readonly RichSpan[] }) {
  return spans.map((span, index) => {
    let content: ReactNode = span.text;
    if (span.italic) content = <em>{content}</em>;
    if (span.bold) content = <strong>{content}</strong>;
    if (span.href) content = <SiteLink href={span.href}>{content}</SiteLink>;
    return <Fragment key={index}>{content}</Fragment>;
  });
}

function RichText({ source }: { source: string }) {
  return richText(source).map((paragraph, index) => (
    <p key={index} className="site-paragraph">
      <Spans spans={paragraph} />
    </p>
  ));
}

/**
 * An image block's picture. Those of the first row are the page's largest paint: fetched at
 * once and first, not lazily once the layout has found them in view.
 */
function BlockImage({ src, alt, first }: { src: string; alt: string; first: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      className="site-image"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}

type BlockProps = { block: PageBlock; inFirstRow: boolean } & Omit<PageBlocksProps, 'rows' | 'layout'>;

function Block({ block, inFirstRow, ...props }: BlockProps) {
  const { t } = useTranslation('public');
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="site-heading">{block.text}</h2>
      ) : (
        <h3 className="site-heading site-heading-small">{block.text}</h3>
      );
    case 'text':
      return (
        <div className="site-rich-text">
          <RichText source={block.text} />
        </div>
      );
    case 'image':
      return (
        <figure className="site-figure">
          <BlockImage src={block.src} alt={block.alt} first={inFirstRow} />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    case 'imageText':
      return (
        <div className={clsx('site-image-text', block.imageSide === 'right' && 'site-image-text-right')}>
          <BlockImage src={block.src} alt={block.alt} first={inFirstRow} />
          <div>
            {block.heading && <h2 className="site-heading">{block.heading}</h2>}
            <RichText source={block.text} />
          </div>
        </div>
      );
    case 'gallery': {
      const gallery = props.galleryOf(block.galleryId);
      if (!gallery) return null;
      return (
        <div className="site-gallery">
          <ul className="site-gallery-grid" aria-label={gallery.name}>
            {gallery.photos.slice(0, block.limit).map((photo) => (
              <li key={photo.src}>
                <img
                  src={photo.src}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  className="site-image"
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
          <SiteLink href={gallery.href} className="site-button site-button-secondary">
            {t('site.viewGallery', { name: gallery.name })}
          </SiteLink>
        </div>
      );
    }
    case 'contactForm':
      return (
        <section className="site-contact-block">
          {block.heading && <h2 className="site-heading">{block.heading}</h2>}
          {props.contactForm(block)}
        </section>
      );
    case 'booking': {
      const href = props.bookHref ?? props.contactHref;
      return (
        <section className="site-booking-block">
          {block.heading && <h2 className="site-heading">{block.heading}</h2>}
          {href && (
            <SiteLink href={href} className="site-button">
              {props.bookHref ? t('site.seeOpenTimes') : t('site.askForADate')}
            </SiteLink>
          )}
        </section>
      );
    }
    case 'testimonials':
      return (
        <ul className="site-testimonials">
          {block.items.map((item, index) => (
            <li key={index}>
              <figure>
                <Quote aria-hidden="true" />
                <blockquote>{item.quote}</blockquote>
                {item.author && <figcaption>{item.author}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      );
    case 'reviews':
      if (props.reviews.length === 0) return null;
      return (
        <section className="site-reviews-block">
          {block.heading && <h2 className="site-heading">{block.heading}</h2>}
          <SiteReviews reviews={props.reviews} />
        </section>
      );
    case 'button':
      return (
        <p>
          <SiteLink
            href={block.href}
            className={clsx('site-button', block.style === 'secondary' && 'site-button-secondary')}
          >
            {block.label}
          </SiteLink>
        </p>
      );
  }
}

/** A page's rows of blocks, drawn as React elements from validated data (core/domain/site-page.ts). */
export function PageBlocks({ rows, layout, ...props }: PageBlocksProps) {
  return (
    <div className={clsx('site-page', `site-page-${layout}`)} data-testid="site-page">
      {rows.map((row, rowIndex) => (
        <div key={row.id} className="site-row" data-columns={row.blocks.length}>
          {row.blocks.map((block, index) => (
            <div key={index} className="site-block" data-block={block.type}>
              <Block block={block} inFirstRow={rowIndex === 0} {...props} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
