// The public gallery's data (GET /api/p/{slug}/gallery/{id}) and the access check the invite
// page makes (POST /api/p/{id}/galleries/verify): drafts and archived galleries are unknown,
// expired ones say so, invite-only ones need an invited client's or a member's token.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { imageUrl } from '../../core/domain/images';
import { databaseUrl, platformOrigin } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { createGallery, giveSlug, jpeg, uploadedPhoto } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let slug: string;
let strangersSlug: string;

type PublicGallery = {
  studio: { name: string; slug: string; logoUrl: string | null; logoDarkUrl: string | null; primaryColor: string };
  gallery: {
    id: string;
    name: string;
    description: string;
    expiresAt: number;
    coverPhotoId: string | null;
    downloads: { sizes: string[]; pinRequired: boolean };
    visibility: string;
    sells: boolean;
  };
  photos: { id: string; filename: string; width: number; height: number; order: number }[];
  access: string | null;
};

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('public'), newUser('stranger')]);
  [slug, strangersSlug] = await Promise.all([giveSlug(sql, owner), giveSlug(sql, stranger)]);
});
afterAll(() => sql.end());

const load = (studio: string, gallery: string, options: { access?: string; bearer?: string } = {}) =>
  api('GET', `/api/p/${studio}/gallery/${gallery}${options.access ? `?access=${options.access}` : ''}`, {
    token: options.bearer,
  });
const check = (gallery: string, bearer?: string) =>
  api('POST', `/api/p/${gallery}/galleries/verify`, { token: bearer });

async function codeOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

/** An invited client's image token for the gallery, through the real invite flow. */
async function invitedAccess(galleryId: string): Promise<string> {
  const email = `viewer-${newId().slice(0, 8).toLowerCase()}@example.com`;
  const res = await api('POST', '/api/auth/invite', {
    token: owner.accessToken,
    body: { email, data: { galleryId, accountSlug: slug } },
  });
  expect(res.status).toBe(201);
  const [mail] = await mailsTo(email);
  const token = new URL(/http\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get('token');
  const verified = await api('POST', '/api/auth/verify-invite', { body: { token } });
  return ((await verified.json()) as { access: { token: string } }).access.token;
}

describe('GET /api/p/{slug}/gallery/{galleryId}', () => {
  it('gives a public gallery, its studio’s branding and its photos in order, cacheable briefly', async () => {
    const galleryId = await createGallery(sql, owner, {
      status: 'published',
      visibility: 'public',
      downloads: false,
      name: 'Summer',
    });
    const second = await uploadedPhoto(owner, galleryId, 'b.jpg', await jpeg(300, 200));
    const first = await uploadedPhoto(owner, galleryId, 'a.jpg', await jpeg(200, 300));
    await sql`update photos set "order" = 0 where id = ${first.id}`;
    await sql`update photos set "order" = 1 where id = ${second.id}`;
    await sql`update galleries set cover_photo_id = ${second.id} where id = ${galleryId}`;
    await sql`update accounts set settings = settings || ${sql.json({ 'theme.primaryColor': '#112233' })}
              where id = ${owner.accountId}`;

    const res = await load(slug, galleryId);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await res.json()) as PublicGallery;
    expect(body).toEqual({
      studio: { name: expect.any(String), slug, logoUrl: null, logoDarkUrl: null, primaryColor: '#112233' },
      gallery: {
        id: galleryId,
        name: 'Summer',
        description: '',
        expiresAt: 0,
        coverPhotoId: second.id,
        downloads: { sizes: [], pinRequired: false },
        visibility: 'public',
        sells: false,
      },
      photos: [
        { id: first.id, filename: 'a.jpg', width: 200, height: 300, order: 0 },
        { id: second.id, filename: 'b.jpg', width: 300, height: 200, order: 1 },
      ],
      access: null,
    });
    expect((await check(galleryId)).status).toBe(200);
  });

  it('says a gallery sells to its clients once it has a price list or a package, and what it sells to none', async () => {
    const galleryId = await createGallery(sql, owner, { status: 'published', visibility: 'public' });
    const sells = async () => ((await (await load(slug, galleryId)).json()) as PublicGallery).gallery.sells;
    expect(await sells()).toBe(false);
    await sql`update galleries set included_photos = 10 where id = ${galleryId}`;
    expect(await sells()).toBe(true);
    const priceList = newId();
    await sql`insert into price_lists (id, account_id, author_id, name)
              values (${priceList}, ${owner.accountId}, ${owner.userId}, 'Prints')`;
    await sql`update galleries set included_photos = null, price_list_id = ${priceList} where id = ${galleryId}`;
    const res = await load(slug, galleryId);
    const body = (await res.json()) as PublicGallery & { shop?: unknown };
    expect(body.gallery.sells).toBe(true);
    // Whether it sells, never what nor at what price: that is the shop's answer, for a client.
    expect(JSON.stringify(body)).not.toContain('Prints');
    expect(body.shop).toBeUndefined();
  });

  it('answers drafts, archived galleries, unknown ids and another studio’s address with 404', async () => {
    const draft = await createGallery(sql, owner, { status: 'draft', visibility: 'public' });
    const archived = await createGallery(sql, owner, { status: 'archived', visibility: 'public' });
    const published = await createGallery(sql, owner, { status: 'published', visibility: 'public' });
    for (const [studio, gallery] of [
      [slug, draft],
      [slug, archived],
      [slug, newId()],
      [strangersSlug, published],
      ['no-such-studio', published],
    ] as const) {
      const res = await load(studio, gallery, { bearer: owner.accessToken });
      expect([res.status, await codeOf(res)], `${studio}/${gallery}`).toEqual([404, 'not_found']);
    }
    for (const gallery of [draft, archived, newId()]) expect((await check(gallery)).status).toBe(404);
  });

  it('says an expired gallery has expired (410), even to an invited client', async () => {
    const galleryId = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const access = await invitedAccess(galleryId);
    await sql`update galleries set expires_at = ${Date.now() - 1000} where id = ${galleryId}`;
    const res = await load(slug, galleryId, { access });
    expect([res.status, await codeOf(res)]).toEqual([410, 'gallery_expired']);
    const verified = await check(galleryId, access);
    expect([verified.status, await codeOf(verified)]).toEqual([410, 'gallery_expired']);
  });

  it('asks for an invite (403) to an invite-only gallery, and opens it with a client’s or a member’s token', async () => {
    const galleryId = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const photo = await uploadedPhoto(owner, galleryId, 'p.jpg', await jpeg(300, 200));
    const closed = await load(slug, galleryId);
    expect([closed.status, await codeOf(closed)]).toEqual([403, 'invite_required']);
    const unverified = await check(galleryId);
    expect([unverified.status, await codeOf(unverified)]).toEqual([403, 'invite_required']);
    expect((await load(slug, galleryId, { access: 'forged.token' })).status).toBe(403);
    expect((await load(slug, galleryId, { bearer: stranger.accessToken })).status).toBe(403);

    const access = await invitedAccess(galleryId);
    for (const res of [
      await load(slug, galleryId, { access }),
      await load(slug, galleryId, { bearer: access }),
      await load(slug, galleryId, { bearer: owner.accessToken }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const body = (await res.json()) as PublicGallery;
      expect(body.photos.map((p) => p.id)).toEqual([photo.id]);
      // The token the page appends to its image URLs opens the photos.
      const image = await fetch(
        `${platformOrigin()}${imageUrl(galleryId, photo.filename, 'preview', body.access ?? '')}`,
      );
      expect(image.status).toBe(200);
    }
    expect((await check(galleryId, access)).status).toBe(200);
    expect(await (await api('POST', `/api/p/${galleryId}/galleries/verify?access=${access}`)).json()).toEqual({
      ok: true,
    });
  });
});
