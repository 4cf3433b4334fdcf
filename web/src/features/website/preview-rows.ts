import type { PageBlock, PageRow } from '@core/domain/site-page';

/** A grey 4:3 box where an image has no address yet (or one the back office may not load). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23d4d4d8'/%3E%3C/svg%3E";

const DEFAULT_LIMIT = 12;

type Loose = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An https address or a path on this site: the back office's Content-Security-Policy refuses the rest. */
function image(value: unknown): string {
  const src = text(value).trim();
  return /^https:\/\/./i.test(src) || (src.startsWith('/') && !src.startsWith('//')) ? src : PLACEHOLDER_IMAGE;
}

function limit(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? Math.min(60, Math.max(1, value)) : DEFAULT_LIMIT;
}

function previewBlock(block: unknown): PageBlock | undefined {
  if (!isObject(block)) return undefined;
  switch (block.type) {
    case 'heading':
      return { type: 'heading', text: text(block.text), level: block.level === 3 ? 3 : 2 };
    case 'text':
      return { type: 'text', text: text(block.text) };
    case 'image':
      return { type: 'image', src: image(block.src), alt: text(block.alt), caption: text(block.caption) };
    case 'imageText':
      return {
        type: 'imageText',
        src: image(block.src),
        alt: text(block.alt),
        heading: text(block.heading),
        text: text(block.text),
        imageSide: block.imageSide === 'right' ? 'right' : 'left',
      };
    case 'gallery':
      return { type: 'gallery', galleryId: text(block.galleryId), limit: limit(block.limit) };
    case 'contactForm':
    case 'booking':
    case 'reviews':
      return { type: block.type, heading: text(block.heading) };
    case 'testimonials':
      return {
        type: 'testimonials',
        items: (Array.isArray(block.items) ? block.items : [])
          .filter(isObject)
          .map((item) => ({ quote: text(item.quote), author: text(item.author) })),
      };
    case 'button':
      // The preview is inert: its links lead nowhere, whatever was typed.
      return {
        type: 'button',
        label: text(block.label),
        href: '#',
        style: block.style === 'secondary' ? 'secondary' : 'primary',
      };
    default:
      return undefined;
  }
}

/**
 * The rows as the form holds them while being typed, made drawable: a field half-filled or not
 * yet valid still shows (an empty heading, a grey box for an image without an address) rather
 * than the block disappearing until it would pass validation.
 */
export function previewRows(rows: unknown): PageRow[] {
  if (!Array.isArray(rows)) return [];
  return rows.filter(isObject).flatMap((row, index) => {
    const blocks = (Array.isArray(row.blocks) ? row.blocks : [])
      .map(previewBlock)
      .filter((block) => block !== undefined);
    return blocks.length > 0 ? [{ id: text(row.id) || `row-${index}`, blocks }] : [];
  });
}
