// The HTML an invited client gets from the mail's link (functions/site-html/invited-gallery.ts):
// the gallery drawn by the server once the link's token is verified as the API verifies it; for
// any token that does not open the gallery, the app's invite page with nothing of the gallery.
// Every such page is one client's: kept by no cache, naming only its origin to what it asks for.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl, platformOrigin } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { createGallery, giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let slug: string;
let galleryId: string;
let otherGallery: string;

const NAME = 'Olivia & Pau';
const FILENAME = 'IMG_7731.jpg';
const PIN = '482913';

async function addPhoto(gallery: string) {
  await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height, "order")
            values (${newId()}, ${owner.accountId}, ${owner.userId}, ${gallery}, ${FILENAME},
                    ${`${owner.accountId}/${gallery}/x`}, 1000, 'image/jpeg', 3000, 2000, 0)`;
}

beforeAll(async () => {
  owner = await newUser('invited-html');
  slug = await giveSlug(sql, owner);
  [galleryId, otherGallery] = await Promise.all([
    createGallery(sql, owner, { name: NAME, status: 'published', visibility: 'invite' }),
    createGallery(sql, owner, { name: 'Another wedding', status: 'published', visibility: 'invite' }),
  ]);
  await sql`update galleries set settings = settings || ${sql.json({ downloadPin: PIN })} where id = ${galleryId}`;
  await Promise.all([addPhoto(galleryId), addPhoto(otherGallery)]);
});
afterAll(() => sql.end());

const client = () => `client-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Invites `email` to `gallery` as the back office does, and returns the link in the mail it got. */
async function mailedLink(email: string, gallery = galleryId, redirectTo?: string): Promise<URL> {
  const res = await api('POST', '/api/auth/invite', {
    token: owner.accessToken,
    body: { email, data: { galleryId: gallery, accountSlug: slug }, ...(redirectTo && { redirectTo }) },
  });
  expect(res.status).toBe(201);
  const [mail] = await mailsTo(email);
  const link = /https?:\/\/\S+\/invite\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no invite link in the mail');
  return new URL(link);
}

async function open(link: URL) {
  const res = await fetch(`${platformOrigin()}${link.pathname}${link.search}`);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

const payloadOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="gallery-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    data: {
      gallery: { id: string; downloads: { pinRequired: boolean } };
      photos: { filename: string }[];
      access: string;
    };
    invite: { access: { token: string; expiresAt: number }; address: string };
  } | null;

const lastOpened = async (email: string) =>
  (await sql`select last_opened_at from gallery_invites where gallery_id = ${galleryId} and email = ${email}`)[0]
    ?.last_opened_at as string | null;

/** What every page whose address holds a token answers with, drawn or not. */
function expectKeptPrivate({ headers, body }: { headers: Headers; body: string }) {
  expect(headers.get('cache-control')).toBe('private, no-store');
  expect(headers.get('referrer-policy')).toBe('strict-origin');
  // First in the head, before the styles and scripts it asks for: CloudFront replaces the header.
  expect(body).toMatch(/<head>\s*<meta name="referrer" content="strict-origin" \/>/);
}

describe('an invited client’s page from the mail’s link', () => {
  it('is the gallery drawn by the server once the link is verified, its opening recorded', async () => {
    const email = client();
    const link = await mailedLink(email);
    const token = link.searchParams.get('token') ?? '';
    const page = await open(link);
    expect(page.status).toBe(200);
    expectKeptPrivate(page);
    expect(page.body).toMatch(/<h1[^>]*data-testid="public-gallery-name"[^>]*>Olivia &amp; Pau<\/h1>/);
    expect(page.body).toContain(`<title>Olivia &amp; Pau · `);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    const payload = payloadOf(page.body);
    expect(payload?.data.photos.map(({ filename }) => filename)).toEqual([FILENAME]);
    // The cover asks for its image with the image token the device keeps, not the link's token.
    expect(payload?.invite.access.token).toBe(payload?.data.access);
    expect(page.body).toContain(
      `/api/images/${galleryId}/${FILENAME}?width=1920&amp;quality=70&amp;format=jpeg&amp;access=${payload?.data.access}`,
    );
    expect(payload?.invite.address).toBe(`/p/${slug}/gallery/${galleryId}`);
    expect(page.body).not.toContain(token);
    expect(Number(await lastOpened(email))).toBeGreaterThan(Date.now() - 60_000);

    // The image token it carries reads the gallery through the API, as the app's invite page's does.
    const read = await fetch(
      `${platformOrigin()}/api/p/${slug}/gallery/${galleryId}?access=${encodeURIComponent(payload?.invite.access.token ?? '')}`,
    );
    expect(read.status).toBe(200);
  });

  it('still asks for the download PIN, which it never writes', async () => {
    const page = await open(await mailedLink(client()));
    expect(payloadOf(page.body)?.data.gallery.downloads.pinRequired).toBe(true);
    expect(page.body).not.toContain(PIN);
  });

  it('moves to the photographer’s address when it is the gallery’s, and leaves any other to the app', async () => {
    const photo = `/p/${slug}/gallery/${galleryId}?photo=${FILENAME}`;
    const drawn = await open(await mailedLink(client(), galleryId, photo));
    expect(payloadOf(drawn.body)?.invite.address).toBe(photo);

    const elsewhere = await open(await mailedLink(client(), galleryId, `/p/${slug}/gallery/${otherGallery}`));
    expect(elsewhere.status).toBe(200);
    expectKeptPrivate(elsewhere);
    expect(elsewhere.body).toContain('<div id="root"></div>');
    expect(elsewhere.body).not.toContain(NAME);
  });

  it.each([
    ['a wrong token', async (link: URL) => link.searchParams.set('token', 'x'.repeat(43))],
    ['no token', async (link: URL) => link.searchParams.delete('token')],
    [
      'an expired invite',
      async (_link: URL, email: string) =>
        void (await sql`update gallery_invites set expires_at = ${Date.now() - 1000} where email = ${email}`),
    ],
    [
      'a revoked invite',
      async (_link: URL, email: string) =>
        void (await sql`update gallery_invites set revoked_at = ${Date.now()} where email = ${email}`),
    ],
    // Another gallery's link, its token put on this gallery's address.
    [
      'another gallery’s token',
      async (link: URL) => {
        const other = await mailedLink(client(), otherGallery);
        link.searchParams.set('token', other.searchParams.get('token') ?? '');
      },
    ],
  ])('carries nothing of the gallery for %s, and records no opening', async (_label, spoil) => {
    const email = client();
    const link = await mailedLink(email);
    await spoil(link, email);
    const page = await open(link);
    expect(page.status).toBe(200);
    expectKeptPrivate(page);
    // The app's invite page, which says why: no name, no photo, no image address, no state.
    expect(page.body).toContain('<div id="root"></div>');
    for (const leak of [NAME, 'Another wedding', FILENAME, '/api/images/', 'gallery-state', 'access='])
      expect(page.body).not.toContain(leak);
    expect(await lastOpened(email)).toBeNull();
  });
});
