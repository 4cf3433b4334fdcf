import { useQuery } from '@rocicorp/zero/react';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fontPath } from '@core/domain/brand-files';
import { isOpenToEveryone } from '@core/domain/gallery-audience';
import { entityId } from '@core/domain/ids';
import { imageUrl } from '@core/domain/images';
import type { BlockGallery } from '@core/domain/public-site';
import type { PageRow } from '@core/domain/site-page';
import { siteTheme, type SiteFont } from '@core/domain/site-theme';
import { queries } from '@core/zero/queries';
import { PageBlocks } from '../../components/studio-site/page-blocks';
import type { SiteLink } from '../../components/studio-site/site-frame';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useShownReviews } from '../../hooks/use-shown-reviews';
import type { PageFormInput } from './page-form';
import type { SitePage } from './site-page-types';
import { SitePreviewBox } from '../../components/studio-site/site-preview-box';

type GalleryMap = ReadonlyMap<string, BlockGallery>;

type GalleriesProps = {
  ids: readonly string[];
  found: GalleryMap;
  children: (galleries: GalleryMap) => ReactNode;
};

/**
 * The photos of each gallery the page shows, one synced query per gallery. Hooks cannot run in
 * a loop of changing length, so each gallery's query nests the next one's.
 */
function WithGalleries({ ids, found, children }: GalleriesProps) {
  const [first, ...rest] = ids;
  if (first === undefined) return children(found);
  return (
    <WithGallery id={first} rest={rest} found={found}>
      {children}
    </WithGallery>
  );
}

function WithGallery({ id, rest, found, children }: Omit<GalleriesProps, 'ids'> & { id: string; rest: string[] }) {
  const { account } = useAccount();
  const [gallery] = useQuery(queries.galleries.byId({ accountId: account.id, id }));
  const next = useMemo(() => {
    // The public site shows only these galleries' photos, and their images need no token.
    if (!gallery || !isOpenToEveryone(gallery)) return found;
    return new Map(found).set(id, {
      name: gallery.name,
      href: '#',
      // A block shows at most 60 (pageBlock's limit).
      photos: gallery.photos.slice(0, 60).map((photo) => ({
        src: imageUrl(gallery.id, photo.filename, 'thumbnail'),
        width: photo.width,
        height: photo.height,
      })),
    });
  }, [gallery, found, id]);
  return (
    <WithGalleries ids={rest} found={next}>
      {children}
    </WithGalleries>
  );
}

/** The contact form as a preview draws it: its fields, disabled. */
function PreviewContactForm() {
  const { t } = useTranslation('website');
  const id = useId();
  const field = 'w-full rounded-[var(--site-radius)] border border-current/25 bg-transparent px-3 py-2';
  return (
    <form className="grid gap-3" aria-disabled="true" onSubmit={(event) => event.preventDefault()}>
      <label className="grid gap-1" htmlFor={`${id}-name`}>
        {t('preview.contact.name')}
        <input id={`${id}-name`} className={field} disabled />
      </label>
      <label className="grid gap-1" htmlFor={`${id}-email`}>
        {t('preview.contact.email')}
        <input id={`${id}-email`} type="email" className={field} disabled />
      </label>
      <label className="grid gap-1" htmlFor={`${id}-message`}>
        {t('preview.contact.message')}
        <textarea id={`${id}-message`} rows={4} className={field} disabled />
      </label>
      <p>
        <button type="submit" className="site-button" disabled>
          {t('preview.contact.send')}
        </button>
      </p>
    </form>
  );
}

type PagePreviewProps = {
  /** The page as saved: its place in the menu. */
  page: SitePage;
  /** The studio's pages, for the menu. */
  pages: readonly SitePage[];
  /** What the fields say now. */
  values: Pick<PageFormInput, 'title' | 'description' | 'layout'>;
  rows: PageRow[];
};

/**
 * The page as its visitors will see it, in the studio's theme and with what the fields say now,
 * saved or not: a scrolling box beside the form (under it on a phone), inert.
 */
export function PagePreview({ page, pages, values, rows }: PagePreviewProps) {
  const { t } = useTranslation(['website', 'public']);
  const { account } = useAccount();
  const settings = useAccountSettings();
  const [uploadedFonts] = useQuery(queries.customFonts.list({ accountId: account.id }));
  const [plans] = useQuery(queries.schedulePlans.list({ accountId: account.id }));
  const reviews = useShownReviews();
  const fonts: SiteFont[] = uploadedFonts.map(({ fontFamily, id: fontId, fontType }) => ({
    family: fontFamily,
    url: fontPath(fontId),
    format: fontType as SiteFont['format'],
  }));
  const theme = siteTheme(
    settings,
    fonts.map(({ family }) => family),
  );
  // The menu as it will be: the published pages, and this one where it stands, under its new title.
  const links: SiteLink[] = pages
    .filter((other) => other.id === page.id || other.status === 'published')
    .map((other) =>
      other.id === page.id
        ? { label: values.title, to: `#${other.id}`, current: true }
        : { label: other.title, to: `#${other.id}` },
    );
  const galleryIds = [
    ...new Set(
      rows.flatMap((row) =>
        row.blocks.flatMap((block) =>
          block.type === 'gallery' && entityId.safeParse(block.galleryId).success ? [block.galleryId] : [],
        ),
      ),
    ),
  ];
  const takesBookings = plans.some((plan) => plan.isActive);

  return (
    <SitePreviewBox
      title={t('preview.title')}
      hint={t('preview.hint')}
      testId="site-page-preview"
      theme={theme}
      fonts={fonts}
      studioName={account.name}
      links={links}
    >
      {/* As the site's server draws a page (components/studio-site/studio-site-page.tsx). */}
      <article className="site-article">
        <header className="site-section site-page-header">
          <h1 className="site-heading">{values.title}</h1>
          {values.description && <p className="site-tagline">{values.description}</p>}
        </header>
        <WithGalleries ids={galleryIds} found={new Map()}>
          {(galleries) => (
            <PageBlocks
              rows={rows}
              layout={values.layout}
              galleryOf={(galleryId) => galleries.get(galleryId)}
              reviews={reviews}
              bookHref={takesBookings ? '#' : undefined}
              contactHref="#"
              contactForm={() => <PreviewContactForm />}
            />
          )}
        </WithGalleries>
      </article>
    </SitePreviewBox>
  );
}
