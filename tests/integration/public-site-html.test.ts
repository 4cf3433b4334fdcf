// The HTML the server returns for a studio's public pages (functions/site-html): each page's own
// title, description and link preview before any script runs, 404 for what is not published,
// sitemap.xml and robots.txt, and the same site on the studio's own domain.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { createGallery, giveSlug } from './support/gallery-fixture';
import { ownDomain } from './support/own-domain';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let other: TestUser;
let slug: string;
let otherSlug: string;
let publicGallery: string;
let inviteGallery: string;
const domain = `lumen-${randomUUID().slice(0, 8)}.test`;

async function insertPage(
  user: TestUser,
  fields: { path: string; title: string; description: string; status: string },
) {
  await sql`
    insert into pages (id, account_id, author_id, path, title, description, status, rows)
    values (${newId()}, ${user.accountId}, ${user.userId}, ${fields.path}, ${fields.title}, ${fields.description},
            ${fields.status}, ${sql.json([{ id: 'r1', blocks: [{ type: 'image', src: '/api/logos/x/hero.jpg', alt: '', caption: '' }] }])})`;
}

/** A GET as a browser on `host` sends it (fetch may not set Host), with the answer's text. */
function getAs(
  host: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(platformOrigin());
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

const page = async (path: string) => {
  const res = await fetch(`${platformOrigin()}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('seo'), newUser('seo-other')]);
  [slug, otherSlug] = await Promise.all([giveSlug(sql, owner), giveSlug(sql, other)]);
  const saved = await api('PATCH', `/api/accounts/${owner.accountId}`, {
    token: owner.accessToken,
    body: {
      name: 'Lumen Studio',
      settings: {
        'cms.settings': {
          seoTitle: 'Lumen · Photography in Barcelona',
          seoDescription: 'Family & wedding photography',
          seoKeywords: ['weddings', 'portraits'],
          customCss: '.site-heading { letter-spacing: 0.1em }',
          customJs: 'window.studioScriptRan = true;',
        },
        photographer: { coverPhoto: 'https://cdn.example.com/cover.jpg' },
      },
    },
  });
  expect(saved.status).toBe(200);
  await ownDomain(owner, domain);
  await Promise.all([
    insertPage(owner, { path: '/about', title: 'About us', description: 'Who we are', status: 'published' }),
    insertPage(owner, { path: '/secret', title: 'Secret plans', description: 'Not yet', status: 'draft' }),
    insertPage(other, { path: '/prices', title: 'Other prices', description: 'Theirs', status: 'published' }),
  ]);
  [publicGallery, inviteGallery] = await Promise.all([
    createGallery(sql, owner, { name: 'Anna & Marc', status: 'published', visibility: 'public' }),
    createGallery(sql, owner, { name: 'Private wedding', status: 'published', visibility: 'invite' }),
  ]);
});
afterAll(() => sql.end());

describe('the HTML of a public page', () => {
  it('carries the studio’s title, description, keywords, canonical address and preview at its home', async () => {
    const { status, type, body } = await page(`/p/${slug}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(titleOf(body)).toBe('Lumen · Photography in Barcelona');
    expect(descriptionOf(body)).toBe('Family &amp; wedding photography');
    expect(body).toContain('<meta name="keywords" content="weddings, portraits" />');
    expect(body).toContain(`<link rel="canonical" href="${platformOrigin()}/p/${slug}" />`);
    expect(body).toContain('<meta property="og:image" content="https://cdn.example.com/cover.jpg" />');
    expect(body).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  it('carries a published page’s own title and description', async () => {
    const { status, body } = await page(`/p/${slug}/about`);
    expect(status).toBe(200);
    expect(titleOf(body)).toBe('About us · Lumen Studio');
    expect(descriptionOf(body)).toBe('Who we are');
    expect(body).toContain(`<meta property="og:image" content="${platformOrigin()}/api/logos/x/hero.jpg" />`);
    // Its first row's picture, its largest paint, is asked for beside the scripts.
    expect(body).toContain('<link rel="preload" as="image" href="/api/logos/x/hero.jpg" fetchpriority="high" />');
  });

  it('draws the page itself before any script, in the language asked for, then kept, then the browser’s', async () => {
    const { body } = await page(`/p/${slug}/about`);
    expect(body).toContain('<h1 class="site-heading" data-testid="site-page-title">About us</h1>');
    expect(body).toMatch(/<img src="\/api\/logos\/x\/hero.jpg" alt="" class="site-image" loading="eager"/);
    expect(body).toContain('<html lang="en"');
    const inSpanish = await page(`/p/${slug}/about?lng=es`);
    expect(inSpanish.body).toContain('<html lang="es"');
    expect(inSpanish.body).toContain(`<a href="/p/${slug}">Inicio</a>`);
    const asked = (headers: Record<string, string>) =>
      fetch(`${platformOrigin()}/p/${slug}/about`, { headers }).then((res) => res.text());
    expect(await asked({ cookie: 'i18next=ca' })).toContain('<html lang="ca"');
    expect(await asked({ 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' })).toContain('<html lang="es"');
    expect(await asked({ cookie: 'i18next=ca', 'accept-language': 'es' })).toContain('<html lang="ca"');
  });

  it('draws the booking page with the studio’s own types and times, in the language asked for, kept nowhere', async () => {
    const offer = async (user: TestUser, name: string) => {
      const typeId = newId();
      await sql`insert into session_types (id, account_id, author_id, name, duration, price)
                values (${typeId}, ${user.accountId}, ${user.userId}, ${name}, 60, 0)`;
      const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
      await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date,
                                            days_of_week, time_slots, max_bookings_per_day, buffer_time)
                values (${newId()}, ${user.accountId}, ${user.userId}, ${typeId}, 'Weekdays', ${today},
                        ${today + 60 * 24 * 3_600_000}, ${sql.json([0, 1, 2, 3, 4, 5, 6])}, ${sql.json(['10:00'])}, 4, 0)`;
    };
    await Promise.all([offer(owner, 'Portrait hour'), offer(other, 'Other studio’s class')]);

    const res = await fetch(`${platformOrigin()}/p/${slug}/book?lng=es`);
    expect(res.status).toBe(200);
    // Its open times change with every booking.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.text();
    expect(body).toContain('<html lang="es"');
    expect(body).toMatch(/<h1[^>]*>Reserva una sesión con [^<]+<\/h1>/);
    expect(body).toContain('Portrait hour');
    expect(body).not.toContain('Other studio’s class');
    // What the page's script takes it over from: the same offer, with the times the server read.
    const payload = /<script type="application\/json" id="booking-state">([\s\S]*?)<\/script>/.exec(body)?.[1];
    const state = JSON.parse(payload ?? 'null') as { slug: string; language: string; offer: { slots: unknown[] } };
    expect(state).toMatchObject({ slug, language: 'es' });
    expect(state.offer.slots.length).toBeGreaterThan(30);
    expect(titleOf(body)).toBeDefined();

    const unknown = await page(`/p/no-such-studio-${randomUUID().slice(0, 8)}/book`);
    expect(unknown.status).toBe(404);
  });

  it('draws the booking page in the studio’s own frame, with each type’s price, duration and description', async () => {
    await sql`update accounts set settings = settings || ${sql.json({
      currency: 'EUR',
      'theme.logoUrl': '/api/logos/lumen/logo.png',
      'theme.primaryColor': '#9A3412',
      'theme.headingFont': 'Georgia',
    })} where id = ${owner.accountId}`;
    const typeId = newId();
    await sql`insert into session_types (id, account_id, author_id, name, duration, price)
              values (${typeId}, ${owner.accountId}, ${owner.userId}, 'Family morning', 90, 15000)`;
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date,
                                          days_of_week, time_slots)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${typeId}, 'Mornings', ${Date.now()},
                      ${Date.now() + 30 * 86_400_000}, ${sql.json([0, 1, 2, 3, 4, 5, 6])}, ${sql.json(['09:00'])})`;

    const body = (await page(`/p/${slug}/book?lng=es`)).body;
    // The site's frame: its logo, its theme as CSS variables, its menu with the published pages.
    expect(body).toMatch(/<div class="studio-site[^"]*"[^>]*style="[^"]*--site-primary:#9A3412/);
    expect(body).toMatch(/--site-heading-font:Georgia/);
    expect(body).toContain('<img src="/api/logos/lumen/logo.png" alt="" class="site-logo"/>');
    expect(body).toMatch(new RegExp(`<a href="/p/${slug}/about"[^>]*>About us</a>`));
    expect(body).toMatch(new RegExp(`<a href="/p/${slug}/book" aria-current="page"[^>]*>Reservar una sesión</a>`));
    // The type's price in the studio's currency, written as a Spanish reader reads it, and its length.
    const card = body.split('data-testid="booking-type"').find((chunk) => chunk.includes('Family morning')) ?? '';
    expect(card).toContain('€150,00');
    expect(card).toContain('90 minutos');
    // A title of its own, in the visitor's language.
    expect(titleOf(body)).toBe('Reservar una sesión · Lumen Studio');
  });

  it('shows visitors only a type’s public description, never the notes kept for the team', async () => {
    const typeId = newId();
    await sql`insert into session_types (id, account_id, author_id, name, duration, price, description, public_description)
              values (${typeId}, ${owner.accountId}, ${owner.userId}, 'Newborn', 120, 30000,
                      'Team only: second shooter costs us 80', 'At your home, with 20 edited photos')`;
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date,
                                          days_of_week, time_slots)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${typeId}, 'Newborns', ${Date.now()},
                      ${Date.now() + 30 * 86_400_000}, ${sql.json([0, 1, 2, 3, 4, 5, 6])}, ${sql.json(['15:00'])})`;
    const body = (await page(`/p/${slug}/book`)).body;
    expect(body).toContain('At your home, with 20 edited photos');
    expect(body).not.toContain('second shooter');
    const offer = await (await fetch(`${platformOrigin()}/api/p/${slug}/booking`)).text();
    expect(offer).toContain('At your home, with 20 edited photos');
    expect(offer).not.toContain('second shooter');
  });

  it('draws a public gallery with its cover and name before any script; an invite-only one stays the app’s', async () => {
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height, "order")
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${publicGallery}, 'IMG_0001.jpg',
                      ${`${owner.accountId}/${publicGallery}/x`}, 1000, 'image/jpeg', 3000, 2000, 0)`;
    const res = await fetch(`${platformOrigin()}/p/${slug}/gallery/${publicGallery}?lng=ca`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const body = await res.text();
    expect(body).toContain('<html lang="ca"');
    expect(body).toMatch(/<h1[^>]*data-testid="public-gallery-name"[^>]*>Anna &amp; Marc<\/h1>/);
    expect(body).toContain(
      `<img src="/api/images/${publicGallery}/IMG_0001.jpg?width=1920&amp;quality=70&amp;format=jpeg"`,
    );
    const payload = /<script type="application\/json" id="gallery-state">([\s\S]*?)<\/script>/.exec(body)?.[1];
    const state = JSON.parse(payload ?? 'null') as { data: { photos: { filename: string }[]; access: unknown } };
    expect(state.data.photos.map(({ filename }) => filename)).toEqual(['IMG_0001.jpg']);
    expect(state.data.access).toBeNull();

    const invite = await page(`/p/${slug}/gallery/${inviteGallery}`);
    expect(invite.body).not.toContain('gallery-state');
    expect(invite.body).toContain('<div id="root"></div>');
  });

  it('carries a public gallery’s name, and no name of a gallery that is not public', async () => {
    expect(titleOf((await page(`/p/${slug}/gallery/${publicGallery}`)).body)).toBe('Anna &amp; Marc · Lumen Studio');
    const invite = await page(`/p/${slug}/gallery/${inviteGallery}`);
    expect(invite.body).not.toContain('Private wedding');
    expect(invite.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 404 for a draft, an unknown path, another studio’s page and an unknown studio', async () => {
    // On the studio's site: its own frame and menu, saying so in the visitor's language.
    for (const path of [`/p/${slug}/secret`, `/p/${slug}/nothing-here`, `/p/${slug}/prices`]) {
      const { status, type, body } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(type).toMatch(/^text\/html/);
      expect(body).not.toMatch(/Secret plans|Other prices/);
      expect(body).toMatch(/<h1 class="site-heading">Page not found<\/h1>/);
      expect(body).toContain('<span class="site-name">Lumen Studio</span>');
    }
    for (const path of [`/p/${slug}/gallery/${newId()}`, `/p/no-such-studio-${randomUUID().slice(0, 6)}`]) {
      const { status, type, body } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(type).toMatch(/^text\/html/);
      expect(body).not.toMatch(/Secret plans|Other prices|Lumen/);
    }
    expect(titleOf((await page(`/p/${otherSlug}/prices`)).body)).toMatch(/^Other prices · /);
  });

  it('lists the published pages and public galleries in sitemap.xml, which robots.txt names', async () => {
    const res = await fetch(`${platformOrigin()}/p/${slug}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const locations = Array.from((await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g), ([, loc]) => loc);
    const root = `${platformOrigin()}/p/${slug}`;
    expect(locations).toEqual([root, `${root}/about`, `${root}/galleries`, `${root}/gallery/${publicGallery}`]);
    const robots = await (await fetch(`${root}/robots.txt`)).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: ${root}/sitemap.xml`);
  });
});

describe('the studio’s own domain', () => {
  it('serves the studio’s site at / and its pages at /{path}, naming the studio for the SPA', async () => {
    const home = await getAs(domain, '/');
    expect(home.status).toBe(200);
    expect(titleOf(home.body)).toBe('Lumen · Photography in Barcelona');
    expect(home.body).toContain(`<meta name="photographer-slug" content="${slug}" />`);
    const about = await getAs(domain, '/about');
    expect(titleOf(about.body)).toBe('About us · Lumen Studio');
    expect(about.body).toContain(`<link rel="canonical" href="http://${domain}/about" />`);
    expect((await getAs(domain, '/secret')).status).toBe(404);
    const sitemap = await getAs(domain, '/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>http://${domain}/about</loc>`);
    expect((await getAs(domain, '/robots.txt')).body).toContain(`Sitemap: http://${domain}/sitemap.xml`);
  });

  it('sends sign-in and the back office to the app’s own origin, and its /p/ addresses to its root', async () => {
    for (const path of ['/login', '/app/settings']) {
      const res = await getAs(domain, path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`${platformOrigin()}${path}`);
    }
    const gallery = await getAs(domain, `/p/${slug}/gallery/${publicGallery}`);
    expect(gallery.status).toBe(302);
    expect(gallery.headers.location).toBe(`/gallery/${publicGallery}`);
    expect((await getAs(domain, `/p/${otherSlug}/prices`)).status).toBe(404);
  });

  it('is one studio’s only: another cannot claim it, and nothing changes', async () => {
    const studio = () => sql`select a.settings, d.* from accounts a left join custom_domains d on d.account_id = a.id
                       where a.id = ${other.accountId}`;
    const before = await studio();
    const res = await api('PUT', `/api/accounts/${other.accountId}/domain`, {
      token: other.accessToken,
      body: { hostname: domain.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('domain_taken');
    expect(await studio()).toEqual(before);
  });

  it('runs the studio’s script there and only there, never on the app’s origin; its style sheet on both', async () => {
    const onDomain = await getAs(domain, '/about');
    expect(onDomain.body).toContain('<script defer src="/studio.js"></script>');
    const script = await getAs(domain, '/studio.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toBe('window.studioScriptRan = true;');

    for (const path of [`/p/${slug}`, `/p/${slug}/about`, `/p/${slug}/gallery/${publicGallery}`]) {
      const { body } = await page(path);
      expect(body).not.toContain('studio.js');
      expect(body).not.toContain('studioScriptRan');
      expect(body).toContain('<style data-studio-css>.site-heading { letter-spacing: 0.1em }</style>');
    }
    const onApp = await fetch(`${platformOrigin()}/studio.js`);
    expect(await onApp.text()).not.toContain('studioScriptRan');
    expect(onDomain.body).toContain('<style data-studio-css>');
  });
});
