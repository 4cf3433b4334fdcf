// The pages of a studio's site: written through the real Zero handlers by the studio's members
// only, and served to visitors (GET /api/p/{slug}/page, the menu in /site) only once published.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import type { PageRow } from '../../core/domain/site-page';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { pushDirect } from './support/booking-fixtures';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let slug: string;

const rows: PageRow[] = [
  { id: 'r1', blocks: [{ type: 'heading', text: 'Who we are', level: 2 }] },
  {
    id: 'r2',
    blocks: [
      { type: 'text', text: 'Portraits in **natural light**.' },
      { type: 'testimonials', items: [{ quote: 'Wonderful day.', author: 'Laia' }] },
    ],
  },
];

const page = (fields: Record<string, unknown> = {}) => ({
  id: newId(),
  accountId: owner.accountId,
  order: 0,
  path: '/about',
  title: 'About',
  description: 'Who we are',
  layout: 'default',
  status: 'draft',
  rows,
  ...fields,
});
const pagesOf = (accountId: string) =>
  sql`select path, title, status, "order" from pages where account_id = ${accountId} order by "order", path`;
const visit = (path: string, studio = slug) => api('GET', `/api/p/${studio}/page?path=${encodeURIComponent(path)}`);

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('pages'), newUser('page-poacher')]);
  slug = await giveSlug(sql, owner);
});
afterAll(() => sql.end());

describe('site pages', () => {
  it('are served to visitors only once published, with their rows as saved', async () => {
    const about = page();
    expect(await pushDirect(owner, 'sitePage.create', about)).toEqual({});
    expect((await visit('/about')).status).toBe(404);

    expect(await pushDirect(owner, 'sitePage.update', { id: about.id, status: 'published' })).toEqual({});
    const res = await visit('/About');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({
      page: { path: '/about', title: 'About', description: 'Who we are', layout: 'default', rows },
      galleries: {},
      reviews: [],
    });
    // The partial update changed the status only.
    expect(await pagesOf(owner.accountId)).toEqual([{ path: '/about', title: 'About', status: 'published', order: 0 }]);
  });

  it('refuse a second page at one address, markup in a block, and a path the site uses itself', async () => {
    expect(await pushDirect(owner, 'sitePage.create', page({ title: 'Again' }))).toEqual({
      error: 'app',
      message: 'page_path_taken',
    });
    const refused = [
      page({ path: '/book' }),
      page({ path: '/html', rows: [{ id: 'x', blocks: [{ type: 'html', html: '<script>alert(1)</script>' }] }] }),
      page({
        path: '/link',
        rows: [{ id: 'x', blocks: [{ type: 'button', label: 'Go', href: 'javascript:alert(1)', style: 'primary' }] }],
      }),
    ];
    for (const args of refused) {
      expect((await pushDirect(owner, 'sitePage.create', args)) as { error?: string }).toMatchObject({
        error: expect.any(String),
      });
    }
    expect((await pagesOf(owner.accountId)).map(({ path }) => path)).toEqual(['/about']);
  });

  it('refuse an image block newly set to a photo of a gallery not open to everyone, and keep one shown before', async () => {
    const [gated, open] = [newId(), newId()];
    for (const [id, visibility] of [
      [gated, 'invite'],
      [open, 'public'],
    ] as const) {
      await sql`insert into galleries (id, account_id, author_id, name, status, settings)
                values (${id}, ${owner.accountId}, ${owner.userId}, 'Wedding', 'published', ${sql.json({ visibility })})`;
    }
    const imageRow = (galleryId: string) => [
      { id: 'i', blocks: [{ type: 'image', src: `/api/images/${galleryId}/IMG_1.jpg?w=1200`, alt: '', caption: '' }] },
    ];
    const gallery = page({ path: '/weddings', rows: imageRow(gated) });
    expect(await pushDirect(owner, 'sitePage.create', gallery)).toEqual({ error: 'app', message: 'image_not_public' });
    expect(await pushDirect(owner, 'sitePage.create', { ...gallery, rows: imageRow(open) })).toEqual({});
    expect(await pushDirect(owner, 'sitePage.update', { id: gallery.id, rows: imageRow(gated) })).toEqual({
      error: 'app',
      message: 'image_not_public',
    });
    const stored = () => sql`select rows from pages where id = ${gallery.id}`;
    expect(await stored()).toEqual([{ rows: imageRow(open) }]);
    // The gallery closed to the public since: the page still saves around the image it shows.
    await sql`update galleries set settings = ${sql.json({ visibility: 'invite' })} where id = ${open}`;
    expect(await pushDirect(owner, 'sitePage.update', { id: gallery.id, title: 'Our weddings' })).toEqual({});
    expect(await pushDirect(owner, 'sitePage.update', { id: gallery.id, rows: imageRow(open) })).toEqual({});
    await sql`delete from pages where id = ${gallery.id}`;
  });

  it('of another studio can be neither written nor reached by its paths', async () => {
    const [about] = await sql<{ id: string }[]>`select id from pages where account_id = ${owner.accountId}`;
    expect(await pushDirect(stranger, 'sitePage.create', page())).toEqual({ error: 'app', message: 'forbidden' });
    expect(await pushDirect(stranger, 'sitePage.update', { id: about!.id, title: 'Taken over' })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await pushDirect(stranger, 'sitePage.delete', { id: about!.id })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await pushDirect(stranger, 'sitePage.reorder', { accountId: owner.accountId, ids: [about!.id] })).toEqual({
      error: 'app',
      message: 'forbidden',
    });
    const strangersSlug = await giveSlug(sql, stranger);
    expect((await visit('/about', strangersSlug)).status).toBe(404);
    expect(await pagesOf(owner.accountId)).toEqual([{ path: '/about', title: 'About', status: 'published', order: 0 }]);
  });

  it('list the published pages in the studio’s order in the menu, and the home page once published', async () => {
    const prices = page({ path: '/prices', title: 'Prices', status: 'published', order: 1 });
    const draft = page({ path: '/secret', title: 'Secret', order: 2 });
    for (const args of [prices, draft]) expect(await pushDirect(owner, 'sitePage.create', args)).toEqual({});
    const [about] = await sql<
      { id: string }[]
    >`select id from pages where account_id = ${owner.accountId} and path = '/about'`;
    expect(await pushDirect(owner, 'sitePage.reorder', { accountId: owner.accountId, ids: [prices.id] })).toEqual({});
    expect((await pagesOf(owner.accountId)).map(({ path, order }) => [path, order])).toEqual([
      ['/prices', 0],
      ['/about', 1],
      ['/secret', 2],
    ]);
    const site = async () => (await (await api('GET', `/api/p/${slug}/site`)).json()) as Record<string, unknown>;
    // Without a path, the page asks for the home page the studio chose, published only.
    const homePage = () => api('GET', `/api/p/${slug}/page`);
    expect((await homePage()).status).toBe(404);
    expect(await site()).toMatchObject({
      menu: [
        { path: '/prices', title: 'Prices' },
        { path: '/about', title: 'About' },
      ],
      homePath: null,
    });
    await sql`update accounts set settings = settings || ${sql.json({ 'cms.settings': { defaultPage: '/secret' } })}
              where id = ${owner.accountId}`;
    expect((await site()).homePath).toBeNull();
    expect((await homePage()).status).toBe(404);
    await sql`update accounts set settings = settings || ${sql.json({ 'cms.settings': { defaultPage: '/about' } })}
              where id = ${owner.accountId}`;
    expect((await site()).homePath).toBe('/about');
    const home = await homePage();
    expect(home.status).toBe(200);
    expect(await home.json()).toMatchObject({ page: { path: '/about', title: 'About' } });
    expect(about).toBeDefined();
  });

  it('show a gallery block’s photos only for a published, public gallery, and leave out a row stored broken', async () => {
    const [shown, hidden] = [newId(), newId()];
    await sql`insert into galleries (id, account_id, author_id, name, status, settings) values
              (${shown}, ${owner.accountId}, ${owner.userId}, 'Summer', 'published', ${sql.json({ visibility: 'public' })}),
              (${hidden}, ${owner.accountId}, ${owner.userId}, 'Private', 'published', ${sql.json({ visibility: 'invite' })})`;
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${shown}, 'a.jpg', 'a', 10, 'image/jpeg', 300, 200)`;
    const withGalleries = page({
      path: '/work',
      status: 'published',
      rows: [
        {
          id: 'g',
          blocks: [
            { type: 'gallery', galleryId: shown, limit: 6 },
            { type: 'gallery', galleryId: hidden, limit: 6 },
          ],
        },
      ],
    });
    expect(await pushDirect(owner, 'sitePage.create', withGalleries)).toEqual({});
    await sql`update pages set rows = rows || '[{"id": "bad", "blocks": [{"type": "html", "html": "<b>x</b>"}]}]'::jsonb
              where id = ${withGalleries.id}`;
    const body = (await (await visit('/work')).json()) as {
      page: { rows: PageRow[] };
      galleries: Record<string, unknown>;
    };
    expect(body.page.rows.map(({ id }) => id)).toEqual(['g']);
    expect(body.galleries).toEqual({
      [shown]: {
        name: 'Summer',
        href: `/p/${slug}/gallery/${shown}`,
        photos: [
          { src: expect.stringMatching(new RegExp(`^/api/images/${shown}/a\\.jpg\\?`)), width: 300, height: 200 },
        ],
      },
    });
  });
});
