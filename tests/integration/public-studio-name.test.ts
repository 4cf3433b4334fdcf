// The studio's real name on the pages the app draws in its frame (an expired or private gallery,
// a bad invite, a download): the server names the studio in the HTML, as its people wrote it,
// never a name guessed from the address; an address with no studio names none.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, platformOrigin } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { createGallery } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const NAME = 'J3B Aurora Photography';
let owner: TestUser;
let slug: string;
let expired: string;
let invited: string;

beforeAll(async () => {
  owner = await newUser('aurora');
  slug = `j3b-aurora-${randomUUID().slice(0, 8)}`;
  await sql`update accounts set name = ${NAME}, slug = ${slug} where id = ${owner.accountId}`;
  [expired, invited] = await Promise.all([
    createGallery(sql, owner, { status: 'published', visibility: 'public', expiresAt: Date.now() - 86_400_000 }),
    createGallery(sql, owner, { status: 'published', visibility: 'invite' }),
  ]);
});
afterAll(() => sql.end());

/** The studio the page's HTML names for the app's frame, if any. */
async function studioNamedBy(path: string): Promise<{ status: number; studio: unknown; body: string }> {
  const res = await fetch(`${platformOrigin()}${path}`);
  const body = await res.text();
  const content = /<meta name="public-studio" content="([^"]*)"/.exec(body)?.[1];
  const json = content?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return { status: res.status, studio: json === undefined ? undefined : JSON.parse(json), body };
}

describe('the pages the app draws for a studio', () => {
  it.each([
    ['an expired gallery', () => `/p/${slug}/gallery/${expired}`],
    ['a gallery for invited clients', () => `/p/${slug}/gallery/${invited}`],
    ['an invite whose link is bad', () => `/p/${slug}/invite/${invited}?token=not-a-token`],
    ['a download', () => `/p/${slug}/downloads/${randomUUID()}?token=x`],
  ])('name the studio as it is called on %s', async (_, path) => {
    const { studio, body } = await studioNamedBy(path());
    expect(studio).toMatchObject({ name: NAME, slug });
    expect(body).not.toContain('J3b Aurora');
  });

  it('name no studio at an address no studio has', async () => {
    const { status, studio, body } = await studioNamedBy(`/p/no-such-studio-${randomUUID().slice(0, 8)}`);
    expect(status).toBe(404);
    expect(studio).toBeUndefined();
    expect(body).not.toMatch(/No Such Studio/i);
  });
});
