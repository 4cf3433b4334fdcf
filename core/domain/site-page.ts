// A page of a studio's public site: a path, a title and description for search engines and link
// previews, a draft or published state, and rows of blocks. The rows are data checked by these
// schemas, never stored HTML: the public site draws each block as React elements, so nothing a
// photographer types can run as markup.
import { z } from 'zod';
import { entityId } from './ids';
import { partialUpdate } from './partial-update';
import { isSafeHref, pageLayouts, pageStatuses } from './site-page-view';

const text = (max: number) => z.string().trim().max(max, 'tooLong');
const requiredText = (max: number) => text(max).min(1, 'required');
const href = text(2048).refine(isSafeHref, 'invalid');
/** An image: a path on this site (an uploaded photo's render) or an https address. */
const imageSrc = text(2048).refine((value) => isSafeHref(value) && !/^(mailto|tel):/i.test(value), 'invalid');

export const pageBlock = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('heading'), text: requiredText(200), level: z.union([z.literal(2), z.literal(3)]) }),
  /** Paragraphs split by blank lines, with **bold**, _italic_ and [links](https://…) (see `richText`). */
  z.strictObject({ type: z.literal('text'), text: requiredText(10_000) }),
  z.strictObject({ type: z.literal('image'), src: imageSrc.min(1, 'required'), alt: text(300), caption: text(300) }),
  z.strictObject({
    type: z.literal('imageText'),
    src: imageSrc.min(1, 'required'),
    alt: text(300),
    heading: text(200),
    text: text(5000),
    imageSide: z.enum(['left', 'right']),
  }),
  /** The photos of one of the studio's published, public galleries. */
  z.strictObject({ type: z.literal('gallery'), galleryId: entityId, limit: z.number().int().min(1).max(60) }),
  z.strictObject({ type: z.literal('contactForm'), heading: text(200) }),
  /** The studio's open times when it takes bookings online, otherwise a way to get in touch. */
  z.strictObject({ type: z.literal('booking'), heading: text(200) }),
  z.strictObject({
    type: z.literal('testimonials'),
    items: z
      .array(z.strictObject({ quote: requiredText(1000), author: text(200) }))
      .min(1, 'required')
      .max(12, 'tooLong'),
  }),
  /** The reviews the studio chose for its site (core/domain/review.ts), under a heading. */
  z.strictObject({ type: z.literal('reviews'), heading: text(200) }),
  z.strictObject({
    type: z.literal('button'),
    label: requiredText(100),
    href: href.min(1, 'required'),
    style: z.enum(['primary', 'secondary']),
  }),
]);
export type PageBlock = z.output<typeof pageBlock>;
export type PageBlockType = PageBlock['type'];

/** One row of a page: one to three blocks side by side (stacked on a phone). */
export const pageRow = z.strictObject({
  id: z.string().min(1).max(40),
  blocks: z.array(pageBlock).min(1, 'required').max(3, 'tooLong'),
});
export type PageRow = z.output<typeof pageRow>;

/** The image addresses a page's rows show (image and image-with-text blocks), as stored or sent. */
export function pageImageSources(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const blocks = (row as { blocks?: unknown } | null)?.blocks;
    if (!Array.isArray(blocks)) return [];
    return blocks.flatMap((block: unknown) => {
      const src = (block as { src?: unknown } | null)?.src;
      return typeof src === 'string' ? [src] : [];
    });
  });
}

/** A page's address under the studio's site: `/about`, `/weddings/2027`; lower case, no trailing slash. */
export const pagePath = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'pagePath')
  .max(200, 'tooLong')
  // The site's own routes under /p/{slug}: a page there could never be reached.
  .refine((path) => !/^\/(book|booking|gallery|galleries|invite)(\/|$)/.test(path), 'pagePathTaken');

/** The fields a photographer edits on a page; shared by the editor and the mutators. */
export const sitePageFields = z.object({
  path: pagePath,
  title: requiredText(200),
  description: text(500),
  layout: z.enum(pageLayouts),
  status: z.enum(pageStatuses),
  rows: z.array(pageRow).max(50, 'tooLong'),
});

export const createSitePageArgs = sitePageFields.extend({
  id: entityId,
  accountId: entityId,
  order: z.number().int().min(0),
});
export const updateSitePageArgs = partialUpdate(sitePageFields).extend({ id: entityId });
export const deleteSitePageArgs = z.object({ id: entityId });
/** The studio's pages in their new menu order, first to last. */
export const reorderSitePagesArgs = z.object({ accountId: entityId, ids: z.array(entityId).max(200) });
