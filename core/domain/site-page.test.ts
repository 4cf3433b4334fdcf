import { describe, expect, it } from 'vitest';
import { pageBlock, pagePath, sitePageFields, updateSitePageArgs, type PageBlock } from './site-page';

/** One block of each type, as the editor saves them. */
const everyBlock: PageBlock[] = [
  { type: 'heading', text: 'Weddings', level: 2 },
  { type: 'text', text: 'We follow the day **as it comes**.\n\nSee [prices](/prices).' },
  { type: 'image', src: '/api/images/g1/a.jpg?width=1920', alt: 'First dance', caption: '' },
  { type: 'imageText', src: 'https://cdn.example.com/b.jpg', alt: '', heading: 'About', text: 'Hi', imageSide: 'left' },
  { type: 'gallery', galleryId: 'V1StGXR8_Z5jdHi6B-myT', limit: 12 },
  { type: 'contactForm', heading: 'Write to us' },
  { type: 'booking', heading: 'Book a session' },
  { type: 'testimonials', items: [{ quote: 'Wonderful.', author: 'Laia' }] },
  { type: 'button', label: 'See galleries', href: '/galleries', style: 'primary' },
];

describe('page blocks', () => {
  it('keep every block type as it was saved, through JSON and back', () => {
    for (const block of everyBlock) {
      expect(pageBlock.parse(JSON.parse(JSON.stringify(block)))).toEqual(block);
    }
  });

  it('refuse links and images that could run script, and fields a block does not have', () => {
    const refused = [
      { type: 'button', label: 'Go', href: 'javascript:alert(1)', style: 'primary' },
      { type: 'image', src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: '', caption: '' },
      { type: 'image', src: '//evil.example/x.jpg', alt: '', caption: '' },
      { type: 'heading', text: 'Hi', level: 2, html: '<script>' },
      { type: 'html', html: '<b>hi</b>' },
    ];
    for (const block of refused) expect(pageBlock.safeParse(block).success, JSON.stringify(block)).toBe(false);
  });
});

describe('page paths', () => {
  it('are lower-case paths under the site, never one of its own routes', () => {
    expect(pagePath.parse(' /About-Us ')).toBe('/about-us');
    expect(pagePath.parse('/weddings/2027')).toBe('/weddings/2027');
    for (const path of ['about', '/', '/about/', '/a b', '/book', '/gallery/x', '/galleries', '/../x']) {
      expect(pagePath.safeParse(path).success, path).toBe(false);
    }
  });
});

describe('a page update', () => {
  it('carries only the fields it was sent', () => {
    expect(updateSitePageArgs.parse({ id: 'V1StGXR8_Z5jdHi6B-myT', status: 'published' })).toEqual({
      id: 'V1StGXR8_Z5jdHi6B-myT',
      status: 'published',
    });
    expect(sitePageFields.shape.rows.safeParse([{ id: 'r1', blocks: [] }]).success).toBe(false);
  });
});
