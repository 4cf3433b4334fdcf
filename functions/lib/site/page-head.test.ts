import { describe, expect, it } from 'vitest';
import { withNotFoundHead, withPageHead, type PageHead } from './page-head';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <script>document.documentElement.classList.add('light');</script>
    <meta charset="UTF-8" />
    <meta name="description" content="Client galleries, bookings and branding for photographers." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Studio</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head: PageHead = {
  title: 'About · Lumen',
  description: 'Portraits in natural light',
  keywords: ['portraits', 'weddings'],
  canonicalUrl: 'https://lumen.test/about',
  imageUrl: 'https://lumen.test/cover.jpg',
  faviconUrl: '/api/logos/a1/logo.png',
  siteName: 'Lumen',
};

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('withPageHead', () => {
  it('gives the page its own title, description, keywords, canonical address, preview and icon', () => {
    const html = withPageHead(indexHtml, head);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About · Lumen</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Portraits in natural light" />');
    expect(html).toContain('<meta name="keywords" content="portraits, weddings" />');
    expect(html).toContain('<link rel="canonical" href="https://lumen.test/about" />');
    expect(html).toContain('<meta property="og:title" content="About · Lumen" />');
    expect(html).toContain('<meta property="og:image" content="https://lumen.test/cover.jpg" />');
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="icon" href="/api/logos/a1/logo.png" />');
    expect(html).not.toContain('photographer-slug');
    expect(headOf(html)).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it('leaves out keywords and the image when the page has none', () => {
    const html = withPageHead(indexHtml, { ...head, keywords: [], imageUrl: undefined });
    expect(html).not.toContain('name="keywords"');
    expect(html).not.toContain('og:image');
  });

  it('has the first row’s picture fetched at once, and no picture when the page starts without one', () => {
    const html = withPageHead(indexHtml, { ...head, heroImage: '/api/images/g1/a&b.jpg?width=1920' });
    expect(headOf(html)).toContain(
      '<link rel="preload" as="image" href="/api/images/g1/a&amp;b.jpg?width=1920" fetchpriority="high" />',
    );
    expect(withPageHead(indexHtml, head)).not.toContain('rel="preload"');
  });

  it('names the studio for the SPA on its own domain', () => {
    const html = withPageHead(indexHtml, { ...head, photographerSlug: 'lumen' });
    expect(headOf(html)).toContain('<meta name="photographer-slug" content="lumen" />');
  });

  it('makes what a photographer typed inert text', () => {
    const html = withPageHead(indexHtml, {
      ...head,
      title: '</title><script>alert(1)</script>',
      description: '"><script>alert(2)</script>',
      keywords: ['a" onload="alert(3)'],
    });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(html).toContain('content="a&quot; onload=&quot;alert(3)"');
    expect(html).not.toMatch(/<script>alert/);
  });

  it('adds the studio’s style sheet, which its text cannot end early, and its script by address', () => {
    const html = withPageHead(indexHtml, {
      ...head,
      customCss: 'h1 > a { color: red }</style><img src=x onerror=alert(1)>',
      customScriptUrl: '/studio.js',
    });
    expect(headOf(html)).toContain(
      '<style data-studio-css>h1 > a { color: red }<\\/style><img src=x onerror=alert(1)></style>',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(headOf(html)).toContain('<script defer src="/studio.js"></script>');
  });

  it('adds no script, so the Content-Security-Policy of index.html (its scripts’ hashes) still holds', () => {
    const scripts = (html: string) => html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g);
    expect(scripts(withPageHead(indexHtml, { ...head, photographerSlug: 'lumen' }))).toEqual(scripts(indexHtml));
  });
});

describe('withNotFoundHead', () => {
  it('keeps the page out of search results, in the public layout on a studio’s domain', () => {
    expect(withNotFoundHead(indexHtml, { onStudioDomain: false })).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(withNotFoundHead(indexHtml, { onStudioDomain: false })).not.toContain('public-layout');
    expect(withNotFoundHead(indexHtml, { onStudioDomain: true })).toContain(
      '<meta name="public-layout" content="true" />',
    );
  });
});
