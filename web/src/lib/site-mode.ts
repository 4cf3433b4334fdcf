/**
 * How the server marked this page. On a photographer's own domain it injects
 * `<meta name="public-layout" content="true">` or `<meta name="photographer-slug" content="…">`,
 * and `/` is then that photographer's public site instead of the product's landing page.
 */
type SiteMode = { publicSite: boolean; photographerSlug: string | undefined };

function metaContent(name: string): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content ? content : undefined;
}

export function readSiteMode(): SiteMode {
  const photographerSlug = metaContent('photographer-slug');
  return { publicSite: metaContent('public-layout') === 'true' || photographerSlug !== undefined, photographerSlug };
}
