// What the public site needs to draw a page without the schemas (and the full zod they bring):
// a page's states and layouts, which links are safe to follow, and the rich text of text blocks.

export const pageStatuses = ['draft', 'published'] as const;
export type PageStatus = (typeof pageStatuses)[number];

/** How wide a page's rows run: the theme's container, a narrow column for reading, or the screen. */
export const pageLayouts = ['default', 'narrow', 'full'] as const;

/** A link a visitor may follow: a path on this site, or an http(s) or mailto/tel address. */
export function isSafeHref(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!URL.canParse(value)) return false;
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(value).protocol);
}

/** A run of text and how it is set. */
export type RichSpan = { text: string; bold?: true; italic?: true; href?: string };

const INLINE = /\*\*(.+?)\*\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * The paragraphs of a text block as runs of text: **bold**, _italic_ and [label](address). A link
 * whose address could run script (javascript:, data:) stays plain text.
 */
export function richText(source: string): RichSpan[][] {
  return source
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const spans: RichSpan[] = [];
      let at = 0;
      for (const match of paragraph.matchAll(INLINE)) {
        if (match.index > at) spans.push({ text: paragraph.slice(at, match.index) });
        const [whole, bold, italic, label, address] = match;
        if (bold) spans.push({ text: bold, bold: true });
        else if (italic) spans.push({ text: italic, italic: true });
        else if (label && address && isSafeHref(address)) spans.push({ text: label, href: address });
        else spans.push({ text: whole });
        at = match.index + whole.length;
      }
      if (at < paragraph.length) spans.push({ text: paragraph.slice(at) });
      return spans;
    });
}
