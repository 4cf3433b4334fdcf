// The <head> a public page is served with: its own title, description, canonical address, link
// preview and icon, written into the SPA's index.html by the server, because crawlers and chat
// apps read the HTML without running the app. No inline script is added, so the page's
// Content-Security-Policy (hashes of index.html's inline scripts, others from the origin) holds.
import { escapeHtml } from '../html';

export type PageHead = {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's absolute address, as search engines should name it. */
  canonicalUrl: string;
  /** Absolute address of the link preview's image, if the page or studio has one. */
  imageUrl: string | undefined;
  /** The tab's icon: the studio's favicon or logo (square), or the product's. */
  faviconUrl: string;
  /** A phone's home-screen icon (180 px square), when the studio's icon can be drawn square. */
  touchIconUrl?: string | undefined;
  /** Name of the site for link previews (the studio's). */
  siteName: string;
  /**
   * The picture of the page's first row, as its blocks write it: the page's largest paint,
   * fetched beside the scripts instead of after the app has drawn the page.
   */
  heroImage?: string | undefined;
  /** The page's own scripts and translations, fetched beside the app's entry rather than after it. */
  modulePreloads?: readonly string[];
  /** Pages search engines should leave out (a client's invite, a booking's own page). */
  noIndex?: boolean;
  /**
   * The page's address carries a secret (an invite's token): no request the page makes names
   * more than its origin, from the first one on (`REFERRER_POLICY_OF_TOKEN_PAGES`).
   */
  tokenInAddress?: boolean;
  /**
   * The studio whose page the SPA draws (an invite, a download, a gallery for invited clients):
   * its real name and brand for the page's frame, which its address alone cannot give.
   */
  studio?:
    | { name: string; slug: string; logoUrl: string | null; logoDarkUrl: string | null; primaryColor: string }
    | undefined;
  /** On a studio's own domain: the studio the SPA draws at `/` (web/src/lib/site-mode.ts). */
  photographerSlug?: string | undefined;
  /** The studio's own style sheet (cms customCss). */
  customCss?: string | undefined;
  /** Address of the studio's own script (cms customJs), only ever on its own domain. */
  customScriptUrl?: string | undefined;
};

/** The tags index.html carries for the product itself, which a public page replaces with its own. */
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<link\s+rel="icon"[^>]*>\s*/gi,
];

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** `indexHtml` with the page's head tags instead of the product's; every value is escaped. */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.keywords.length > 0 ? [meta('name', 'keywords', head.keywords.join(', '))] : []),
    ...(head.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    `<link rel="icon" href="${escapeHtml(head.faviconUrl)}" />`,
    ...(head.touchIconUrl ? [`<link rel="apple-touch-icon" href="${escapeHtml(head.touchIconUrl)}" />`] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    ...(head.heroImage
      ? [`<link rel="preload" as="image" href="${escapeHtml(head.heroImage)}" fetchpriority="high" />`]
      : []),
    // As Vite names the entry's own: the same credentials mode, so the browser uses what it fetched.
    ...(head.modulePreloads ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
    ...(head.photographerSlug ? [meta('name', 'photographer-slug', head.photographerSlug)] : []),
    // The studio the page belongs to, as JSON the SPA reads (web/src/components/public/public-studio.ts).
    ...(head.studio ? [meta('name', 'public-studio', JSON.stringify(head.studio))] : []),
    // Raw text, where only its end tag could end it; `<\/style` is the same characters to CSS.
    ...(head.customCss ? [`<style data-studio-css>${head.customCss.replace(/<\/(style)/gi, '<\\/$1')}</style>`] : []),
    ...(head.customScriptUrl ? [`<script defer src="${escapeHtml(head.customScriptUrl)}"></script>`] : []),
  ];
  const html = withHeadTags(
    REPLACED_TAGS.reduce((page, tag) => page.replace(tag, ''), indexHtml),
    tags,
  );
  return head.tokenInAddress ? withReferrerPolicy(html) : html;
}

/**
 * What a page whose address holds a token sends as Referer: its origin only. Said in the HTML as
 * well as in its header, because CloudFront's own headers policy (stacks/web.ts) replaces the header.
 */
export const REFERRER_POLICY_OF_TOKEN_PAGES = 'strict-origin';

/** `html` with its referrer policy first in its head, before the styles and scripts it asks for. */
function withReferrerPolicy(html: string): string {
  const tag = meta('name', 'referrer', REFERRER_POLICY_OF_TOKEN_PAGES);
  if (!/<head>/i.test(html)) throw new Error('index.html has no <head>');
  return html.replace(/<head>/i, (open) => `${open}\n    ${tag}`);
}

/**
 * What a visitor gets for an address with no page: the SPA (which shows its own "not found"),
 * kept out of search results, and on a custom domain in its public layout rather than the
 * product's landing page.
 */
export function withNotFoundHead(indexHtml: string, options: { onStudioDomain: boolean }): string {
  return withHeadTags(indexHtml, [
    meta('name', 'robots', 'noindex'),
    ...(options.onStudioDomain ? [meta('name', 'public-layout', 'true')] : []),
  ]);
}

function withHeadTags(html: string, tags: readonly string[]): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) throw new Error('index.html has no </head>');
  return `${html.slice(0, end)}${tags.map((tag) => `  ${tag}\n`).join('')}${html.slice(end)}`;
}
