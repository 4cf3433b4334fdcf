// The galleries a studio's site lists (GET /api/p/{slug}/galleries) and the menu item that leads
// to them (GET /api/p/{slug}/site): only the studio's own published, public, unexpired galleries.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { imageSteps, imageUrl } from '../../core/domain/images';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { createGallery, giveSlug, jpeg, uploadedPhoto } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let slug: string;
let strangersSlug: string;

type Listed = {
  id: string;
  name: string;
  createdAt: number;
  photoCount: number;
  cover: { src: string; srcSet: string; width: number; height: number } | null;
};

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('listing'), newUser('other-listing')]);
  [slug, strangersSlug] = await Promise.all([giveSlug(sql, owner), giveSlug(sql, stranger)]);
});
afterAll(() => sql.end());

const listed = async (studio: string): Promise<Listed[]> => {
  const res = await api('GET', `/api/p/${studio}/galleries`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  return ((await res.json()) as { galleries: Listed[] }).galleries;
};
const galleriesListed = async (studio: string): Promise<boolean> =>
  ((await (await api('GET', `/api/p/${studio}/site`)).json()) as { galleriesListed: boolean }).galleriesListed;

describe('GET /api/p/{slug}/galleries', () => {
  it('lists only the studio’s published public galleries that have not expired, newest first', async () => {
    expect(await listed(slug)).toEqual([]);
    expect(await galleriesListed(slug)).toBe(false);
    const hidden = [
      await createGallery(sql, owner, { name: 'Invite only', status: 'published', visibility: 'invite' }),
      await createGallery(sql, owner, { name: 'Draft', status: 'draft', visibility: 'public' }),
      await createGallery(sql, owner, { name: 'Archived', status: 'archived', visibility: 'public' }),
      await createGallery(sql, owner, {
        name: 'Expired',
        status: 'published',
        visibility: 'public',
        expiresAt: Date.now() - 1000,
      }),
    ];
    await createGallery(sql, stranger, { name: 'Another studio’s', status: 'published', visibility: 'public' });
    expect(await galleriesListed(slug)).toBe(false);
    // A visibility the gallery page cannot read makes a gallery invite-only there: never listed either.
    const unreadable = await createGallery(sql, owner, {
      name: 'Unreadable',
      status: 'published',
      visibility: 'public',
    });
    await sql`update galleries set settings = '{"visibility": "everyone", "downloads": true}' where id = ${unreadable}`;
    expect(await listed(slug)).toEqual([]);

    const summer = await createGallery(sql, owner, { name: 'Summer', status: 'published', visibility: 'public' });
    const first = await uploadedPhoto(owner, summer, 'a.jpg', await jpeg(200, 300));
    const chosen = await uploadedPhoto(owner, summer, 'b.jpg', await jpeg(300, 200));
    await sql`update photos set "order" = case id when ${first.id} then 0 else 1 end where gallery_id = ${summer}`;
    await sql`update galleries set cover_photo_id = ${chosen.id}, created_at = ${Date.now() - 60_000} where id = ${summer}`;
    const autumn = await createGallery(sql, owner, {
      name: 'Autumn',
      status: 'published',
      visibility: 'public',
      expiresAt: Date.now() + 86_400_000,
    });

    const galleries = await listed(slug);
    expect(galleries).toEqual([
      { id: autumn, name: 'Autumn', createdAt: expect.any(Number), photoCount: 0, cover: null },
      {
        id: summer,
        name: 'Summer',
        createdAt: expect.any(Number),
        photoCount: 2,
        cover: {
          src: imageUrl(summer, 'b.jpg', 'preview'),
          srcSet: `${imageUrl(summer, 'b.jpg', imageSteps.tile)} 400w, ${imageUrl(summer, 'b.jpg', 'preview')} 800w`,
          width: 300,
          height: 200,
        },
      },
    ]);
    expect(galleries.map(({ id }) => id)).not.toEqual(expect.arrayContaining(hidden));
    expect(await galleriesListed(slug)).toBe(true);
    // The cover is served to anyone, as the gallery page serves it.
    const cover = await api('GET', galleries[1]!.cover!.src);
    expect([cover.status, cover.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    // Without a chosen cover, the first photo in the gallery's order is the cover.
    await sql`update galleries set cover_photo_id = null where id = ${summer}`;
    expect((await listed(slug))[1]?.cover?.src).toBe(imageUrl(summer, 'a.jpg', 'preview'));

    // The other studio sees only its own.
    expect((await listed(strangersSlug)).map(({ name }) => name)).toEqual(['Another studio’s']);
  });

  it('answers an unknown studio with a 404 that names nothing', async () => {
    const res = await api('GET', `/api/p/nobody-${newId().slice(0, 8).toLowerCase()}/galleries`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
