// Gallery invites: a mail per recipient with a link whose token is stored only hashed, traded
// once verified for an image token; every token that should not open the gallery gets the same
// 404, whether unknown, tampered, replaced, revoked or expired.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageUrl } from '../../core/domain/images';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl, platformOrigin } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { clientOf, load } from './support/booking-fixtures';
import { createGallery, giveSlug, jpeg, sha256, uploadedPhoto } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let slug: string;
let galleryId: string;
let photoFilename: string;

type Verified = { galleryId: string; accountSlug: string; access: { token: string; expiresAt: number } };

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('inviter'), newUser('stranger')]);
  slug = await giveSlug(sql, owner);
  galleryId = await createGallery(sql, owner, { status: 'published', visibility: 'invite', name: 'Laura & Marc' });
  photoFilename = (await uploadedPhoto(owner, galleryId, 'IMG_1.jpg', await jpeg(400, 300))).filename;
});
afterAll(() => sql.end());

const client = () => `client-${Math.random().toString(36).slice(2, 10)}@example.com`;

function invite(body: unknown, user: TestUser = owner): Promise<Response> {
  return api('POST', '/api/auth/invite', { token: user.accessToken, body });
}

/** Invites `email` and returns the token from the link in the mail it got. */
async function invitedToken(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await invite({ email, data: { galleryId, accountSlug: slug, ...extra } });
  expect(res.status).toBe(201);
  const [mail] = await mailsTo(email);
  const link = /https?:\/\/\S+\/invite\/\S+/.exec(mail?.text ?? '')?.[0];
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error('no invite link in the mail');
  return token;
}

const verify = (token: unknown) => api('POST', '/api/auth/verify-invite', { body: { token } });

async function expectInvalid(res: Response) {
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: { code: 'invite_invalid', message: 'This invitation is not valid' } });
}

describe('POST /api/auth/invite', () => {
  it('mails the client a link to the invite page and keeps only the token’s hash', async () => {
    const email = client();
    const res = await invite({ email: `  ${email.toUpperCase()} `, data: { galleryId, accountSlug: slug } });
    expect(res.status).toBe(201);
    const { invite: created } = (await res.json()) as { invite: { id: string; email: string; expiresAt: number } };
    expect(created.email).toBe(email);
    expect(created.expiresAt).toBeGreaterThan(Date.now() + 13.9 * 24 * 3600 * 1000);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`${await studioName()} shared the gallery “Laura & Marc” with you`);
    const link = new URL(/http\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${platformOrigin()}/p/${slug}/invite/${galleryId}`);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(mail?.html).toContain(link.toString().replace(/&/g, '&amp;'));

    const [row] = await sql`select * from gallery_invites where id = ${created.id}`;
    expect(row?.token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  // Each holds a transaction while its mail is counted on another connection: on one pool shared
  // by every request, twenty at once held every connection and waited for ever.
  it('sends twenty invitations made at once, each once', { timeout: 30_000 }, async () => {
    const emails = Array.from({ length: 20 }, client);
    const answers = await Promise.all(emails.map((email) => invite({ email, data: { galleryId, accountSlug: slug } })));
    expect(answers.map((res) => res.status)).toEqual(emails.map(() => 201));
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('writes the mail in the studio’s language', async () => {
    const email = client();
    await invitedToken(email, { locale: 'es' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain('ha compartido contigo la galería «Laura & Marc»');
    expect(mail?.text).toContain('Ver la galería');
  });

  it('carries a redirect within the site, and refuses one to another site', async () => {
    const email = client();
    const res = await invite({
      email,
      data: { galleryId, accountSlug: slug },
      redirectTo: `/p/${slug}/gallery/${galleryId}`,
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(`redirectTo=%2Fp%2F${slug}%2Fgallery%2F${galleryId}`);
    for (const redirectTo of ['https://evil.example/p', '//evil.example/p']) {
      const refused = await invite({ email: client(), data: { galleryId, accountSlug: slug }, redirectTo });
      expect(refused.status, redirectTo).toBe(400);
    }
  });

  it.each([
    [
      'an invalid address',
      { email: 'not-an-email', data: () => ({ galleryId, accountSlug: slug }) },
      400,
      'invalid_input',
    ],
    [
      'another studio’s slug',
      { email: 'a@example.com', data: () => ({ galleryId, accountSlug: 'someone-else' }) },
      400,
      'invalid_input',
    ],
    [
      'an unknown locale',
      { email: 'a@example.com', data: () => ({ galleryId, accountSlug: slug, locale: 'fr' }) },
      400,
      'invalid_input',
    ],
  ])('refuses %s', async (_label, input, status, code) => {
    const res = await invite({ email: input.email, data: input.data() });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it('refuses a gallery of another studio (404), a draft (409) and a studio without a public address (409)', async () => {
    const email = client();
    const foreign = await invite({ email, data: { galleryId, accountSlug: slug } }, stranger);
    expect(foreign.status).toBe(404);
    const draft = await createGallery(sql, owner, { status: 'draft' });
    const unpublished = await invite({ email, data: { galleryId: draft, accountSlug: slug } });
    expect([unpublished.status, await codeOf(unpublished)]).toEqual([409, 'gallery_not_published']);
    const strangersGallery = await createGallery(sql, stranger, { status: 'published' });
    const noSlug = await invite({ email, data: { galleryId: strangersGallery, accountSlug: 'x' } }, stranger);
    expect([noSlug.status, await codeOf(noSlug)]).toEqual([409, 'slug_missing']);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('POST /api/auth/verify-invite', () => {
  it('opens the gallery: its address and an image token, and the gallery read with it records the opening', async () => {
    const email = client();
    const token = await invitedToken(email);
    const lastOpened = async () =>
      (await sql`select last_opened_at from gallery_invites where gallery_id = ${galleryId} and email = ${email}`)[0]
        ?.last_opened_at as string | null;
    const res = await verify(token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Verified;
    expect(body).toMatchObject({ galleryId, accountSlug: slug, access: { token: expect.any(String) } });
    // Trading the link is not the opening: reading the gallery with the image token is, on
    // the first visit and on every return with the token the device kept.
    expect(await lastOpened()).toBeNull();
    const opened = await fetch(
      `${platformOrigin()}/api/p/${slug}/gallery/${galleryId}?access=${encodeURIComponent(body.access.token)}`,
    );
    expect(opened.status).toBe(200);
    expect(Number(await lastOpened())).toBeGreaterThan(Date.now() - 60_000);
    // The image token loads the invite-only gallery's photos; the invite token itself does not.
    const image = await fetch(
      `${platformOrigin()}${imageUrl(galleryId, photoFilename, 'thumbnail', body.access.token)}`,
    );
    expect(image.status).toBe(200);
    const inviteAsImageToken = await fetch(
      `${platformOrigin()}${imageUrl(galleryId, photoFilename, 'thumbnail', token)}`,
    );
    expect(inviteAsImageToken.status).toBe(403);
  });

  it('answers unknown, malformed and tampered tokens alike', async () => {
    const token = await invitedToken(client());
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'A'.repeat(43), 'short', `${token}x`, '']) await expectInvalid(await verify(bad));
  });

  it('stops the old link and its image tokens when the same address is invited again, keeping one invite', async () => {
    const email = client();
    const first = await invitedToken(email);
    const { access: firstAccess } = (await (await verify(first)).json()) as Verified;
    expect(await accessStatuses(firstAccess.token)).toEqual({ gallery: 200, image: 200 });
    const second = await invitedToken(email);
    await expectInvalid(await verify(first));
    expect(await accessStatuses(firstAccess.token)).toEqual({ gallery: 403, image: 403 });
    const { access: secondAccess } = (await (await verify(second)).json()) as Verified;
    expect(await accessStatuses(secondAccess.token)).toEqual({ gallery: 200, image: 200 });
    const rows = await sql`select id from gallery_invites where gallery_id = ${galleryId} and email = ${email}`;
    expect(rows).toHaveLength(1);
  });

  it('never honours a revoked invitation’s tokens after the address is invited again', async () => {
    const email = client();
    const first = await invitedToken(email);
    const { access: firstAccess } = (await (await verify(first)).json()) as Verified;
    expect(await accessStatuses(firstAccess.token)).toEqual({ gallery: 200, image: 200 });
    const zero = clientOf(owner);
    try {
      // Revoked as the studio's invite list does it, through the real mutator.
      const gallery = queries.galleries.byId({ accountId: owner.accountId, id: galleryId });
      const invitesTo = async () => (await zero.run(gallery))?.invites.filter((i) => i.email === email) ?? [];
      await load(zero, gallery, (row) => row?.invites.some((i) => i.email === email) ?? false);
      const [revoked] = await invitesTo();
      expect(await zero.mutate(mutators.galleryInvite.revoke({ id: revoked?.id ?? '' })).server).toEqual({
        type: 'success',
      });
      expect(await accessStatuses(firstAccess.token)).toEqual({ gallery: 403, image: 403 });

      const second = await invitedToken(email);
      await expectInvalid(await verify(first));
      expect(await accessStatuses(firstAccess.token)).toEqual({ gallery: 403, image: 403 });
      // The list shows the new invitation in place of the revoked one, sent and never opened.
      await vi.waitUntil(async () => (await invitesTo())[0]?.id !== revoked?.id, { timeout: 10_000, interval: 20 });
      const invites = await invitesTo();
      expect(invites.map((i) => [i.revokedAt ?? null, i.lastOpenedAt ?? null])).toEqual([[null, null]]);
      const { access: secondAccess } = (await (await verify(second)).json()) as Verified;
      expect(await accessStatuses(secondAccess.token)).toEqual({ gallery: 200, image: 200 });
    } finally {
      await zero.close();
    }
  });

  it('stops a revoked invite at once, images included, until the address is invited again', async () => {
    const email = client();
    const token = await invitedToken(email);
    const { access } = (await (await verify(token)).json()) as Verified;
    // What the galleryInvite.revoke mutator writes.
    await sql`update gallery_invites set revoked_at = ${Date.now()} where gallery_id = ${galleryId} and email = ${email}`;
    await expectInvalid(await verify(token));
    const image = await fetch(`${platformOrigin()}${imageUrl(galleryId, photoFilename, 'thumbnail', access.token)}`);
    expect(image.status).toBe(403);
    expect((await verify(await invitedToken(email))).status).toBe(200);
  });

  it('refuses an expired invite, and a gallery unpublished since', async () => {
    const email = client();
    const token = await invitedToken(email);
    await sql`update gallery_invites set expires_at = ${Date.now() - 1} where gallery_id = ${galleryId} and email = ${email}`;
    await expectInvalid(await verify(token));

    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const res = await invite({ email, data: { galleryId: gallery, accountSlug: slug } });
    expect(res.status).toBe(201);
    const link = /http\S+/.exec((await mailsTo(email))[0]?.text ?? '')?.[0] ?? '';
    await sql`update galleries set status = 'draft' where id = ${gallery}`;
    await expectInvalid(await verify(new URL(link).searchParams.get('token')));
  });

  it('says a gallery has expired (410) to a client whose invite is still valid', async () => {
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const email = client();
    expect((await invite({ email, data: { galleryId: gallery, accountSlug: slug } })).status).toBe(201);
    const link = /http\S+/.exec((await mailsTo(email))[0]?.text ?? '')?.[0] ?? '';
    await sql`update galleries set expires_at = ${Date.now() - 1} where id = ${gallery}`;
    const res = await verify(new URL(link).searchParams.get('token'));
    expect([res.status, await codeOf(res)]).toEqual([410, 'gallery_expired']);
  });
});

/** What a client holding the image token `access` gets: the gallery's page data and one of its photos. */
async function accessStatuses(access: string): Promise<{ gallery: number; image: number }> {
  const query = `access=${encodeURIComponent(access)}`;
  const [gallery, image] = await Promise.all([
    fetch(`${platformOrigin()}/api/p/${slug}/gallery/${galleryId}?${query}`),
    fetch(`${platformOrigin()}${imageUrl(galleryId, photoFilename, 'thumbnail', access)}`),
  ]);
  return { gallery: gallery.status, image: image.status };
}

async function codeOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

async function studioName(): Promise<string | undefined> {
  const [row] = await sql<{ name: string }[]>`select name from accounts where id = ${owner.accountId}`;
  return row?.name;
}
