// Expiry reminders (functions/jobs/remind-expiring-galleries.ts): the scheduled jobs mail each
// live invite of a published gallery once its reminder is due — once per expiry date, however
// often they run — in the invitation's language, with a new link that opens the gallery beside
// the first and dies with the invite.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { formatInstant } from '../../core/domain/studio-time';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { mailsTo, type Mail } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { createGallery, giveSlug, sha256 } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const DAY = 86_400_000;
const TIME_ZONE = 'Europe/Madrid';
const STUDIO = 'Estudi Llum';
let owner: TestUser;
let slug: string;

beforeAll(async () => {
  owner = await newUser('reminders');
  slug = await giveSlug(sql, owner);
  await sql`update accounts set name = ${STUDIO}, settings = settings || ${sql.json({ timeZone: TIME_ZONE })}
            where id = ${owner.accountId}`;
});
afterAll(() => sql.end());

const address = (label: string) => `${label}-${newId().slice(0, 8).toLowerCase()}@example.com`;

/**
 * What the scheduled jobs do every minute, twice: a call that finds the platform's own timer
 * mid-run waits for that run, which may have begun before this test's rows, so the second call
 * is a run that began after them (and shows a run twice mails nothing more).
 */
async function runJobsTwice(): Promise<void> {
  for (let run = 0; run < 2; run++) {
    await runJobs();
  }
}

/** A published gallery expiring `days` from now, with reminders `reminderDays` before (null: off). */
async function galleryExpiring(
  days: number,
  { reminderDays = 7, visibility = 'invite' }: { reminderDays?: number | null; visibility?: 'invite' | 'public' } = {},
): Promise<{ id: string; expiresAt: number }> {
  const id = await createGallery(sql, owner, { status: 'published', visibility, name: 'Boda Laura & Marc' });
  const expiresAt = days === 0 ? 0 : Date.now() + days * DAY;
  await sql`update galleries set expires_at = ${expiresAt},
              settings = settings || ${sql.json({ expiryReminderDays: reminderDays })}
            where id = ${id}`;
  return { id, expiresAt };
}

const tokenIn = (mail: Mail | undefined) =>
  new URL(/https?:\/\/\S+\/invite\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x').searchParams.get('token') ?? '';

/** Invites a new address to `galleryId` as the sharing tab does; returns it and its link's token. */
async function invited(galleryId: string, locale?: 'en' | 'es' | 'ca'): Promise<{ email: string; token: string }> {
  const email = address('client');
  const res = await api('POST', '/api/auth/invite', {
    token: owner.accessToken,
    body: { email, data: { galleryId, accountSlug: slug, ...(locale ? { locale } : {}) } },
  });
  expect(res.status).toBe(201);
  return { email, token: tokenIn((await mailsTo(email))[0]) };
}

/** The reminders `email` got, newest first: every mail after its invitation. */
const remindersTo = async (email: string) => (await mailsTo(email)).slice(0, -1);

const verify = (token: string) => api('POST', '/api/auth/verify-invite', { body: { token } });

/** Whether `token` opens the gallery: verify-invite trades it, and the gallery reads with what it gives. */
async function opens(token: string, galleryId: string): Promise<boolean> {
  const res = await verify(token);
  if (res.status !== 200) return false;
  const body = (await res.json()) as { galleryId: string; access: { token: string } };
  const gallery = await fetch(
    `${platformOrigin()}/api/p/${slug}/gallery/${galleryId}?access=${encodeURIComponent(body.access.token)}`,
  );
  return body.galleryId === galleryId && gallery.status === 200;
}

const longDate = (ms: number, locale: string) => formatInstant(ms, { locale, timeZone: TIME_ZONE, style: 'longDate' });

/** Moves a gallery and its invites `days` into the past, as if that many days went by. */
async function daysPass(galleryId: string, days: number): Promise<void> {
  const by = days * DAY;
  await sql`update galleries set expires_at = expires_at - ${by} where id = ${galleryId}`;
  await sql`update gallery_invites set expires_at = expires_at - ${by}, created_at = created_at - ${by},
              reminded_expiry_at = reminded_expiry_at - ${by}, reminded_at = reminded_at - ${by}
            where gallery_id = ${galleryId}`;
}

describe('expiry reminders', () => {
  it('mail each live invite once, in its language, with a new link that opens the gallery beside the first', async () => {
    const gallery = await galleryExpiring(3);
    const spanish = await invited(gallery.id, 'es');
    const english = await invited(gallery.id);
    const revoked = await invited(gallery.id);
    const lapsed = await invited(gallery.id);
    await sql`update gallery_invites set revoked_at = ${Date.now()} where gallery_id = ${gallery.id} and email = ${revoked.email}`;
    await sql`update gallery_invites set expires_at = ${Date.now() - 1} where gallery_id = ${gallery.id} and email = ${lapsed.email}`;

    await runJobsTwice();
    await runJobsTwice();

    const [toSpanish, ...moreToSpanish] = await remindersTo(spanish.email);
    expect(moreToSpanish).toEqual([]);
    expect(toSpanish?.subject).toBe(
      `Recordatorio de ${STUDIO}: la galería «Boda Laura & Marc» está abierta hasta el ${longDate(gallery.expiresAt, 'es')}`,
    );
    expect(toSpanish?.text).toContain('Ver la galería');
    const [toEnglish, ...moreToEnglish] = await remindersTo(english.email);
    expect(moreToEnglish).toEqual([]);
    expect(toEnglish?.subject).toBe(
      `Reminder from ${STUDIO}: the gallery “Boda Laura & Marc” is open until ${longDate(gallery.expiresAt, 'en')}`,
    );
    expect(toEnglish?.html).toContain(STUDIO);
    expect(await remindersTo(revoked.email)).toEqual([]);
    // A link that lapsed, not revoked: reminded like the others, and the new link opens the gallery.
    const [toLapsed, ...moreToLapsed] = await remindersTo(lapsed.email);
    expect(moreToLapsed).toEqual([]);
    expect(await opens(tokenIn(toLapsed), gallery.id)).toBe(true);

    // A new token, kept only as its hash beside the first; both links open the gallery.
    const reminderToken = tokenIn(toSpanish);
    expect(reminderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reminderToken).not.toBe(spanish.token);
    expect(new URL(/http\S+/.exec(toSpanish?.text ?? '')?.[0] ?? '').pathname).toBe(`/p/${slug}/invite/${gallery.id}`);
    const [row] =
      await sql`select * from gallery_invites where gallery_id = ${gallery.id} and email = ${spanish.email}`;
    expect(row).toMatchObject({ reminder_token_hash: sha256(reminderToken), locale: 'es' });
    expect(Number(row?.reminded_expiry_at)).toBe(gallery.expiresAt);
    expect(JSON.stringify(row)).not.toContain(reminderToken);
    expect(await opens(reminderToken, gallery.id)).toBe(true);
    expect(await opens(spanish.token, gallery.id)).toBe(true);
  });

  it('end with the invite: revoking it or inviting the address again refuses the reminder’s link', async () => {
    const gallery = await galleryExpiring(2);
    const first = await invited(gallery.id);
    const second = await invited(gallery.id);
    await runJobsTwice();
    const firstReminder = tokenIn((await remindersTo(first.email))[0]);
    const secondReminder = tokenIn((await remindersTo(second.email))[0]);
    expect(await opens(firstReminder, gallery.id)).toBe(true);
    expect(await opens(secondReminder, gallery.id)).toBe(true);

    // What the galleryInvite.revoke mutator writes.
    await sql`update gallery_invites set revoked_at = ${Date.now()} where gallery_id = ${gallery.id} and email = ${first.email}`;
    expect((await verify(firstReminder)).status).toBe(404);
    expect((await verify(first.token)).status).toBe(404);

    const reinvite = await api('POST', '/api/auth/invite', {
      token: owner.accessToken,
      body: { email: second.email, data: { galleryId: gallery.id, accountSlug: slug } },
    });
    expect(reinvite.status).toBe(201);
    expect((await verify(secondReminder)).status).toBe(404);
    expect(await opens(tokenIn((await mailsTo(second.email))[0]), gallery.id)).toBe(true);
  });

  it('send nothing when reminders are off, the gallery never expires or is unpublished, or the day is not yet', async () => {
    const off = await galleryExpiring(3, { reminderDays: null });
    const never = await galleryExpiring(0);
    // Dated only once unpublished: the platform's own jobs timer may run between any two steps.
    const unpublished = await galleryExpiring(0);
    const notYet = await galleryExpiring(3, { reminderDays: 1 });
    const clients = await Promise.all([off, never, unpublished, notYet].map((gallery) => invited(gallery.id)));
    await sql`update galleries set status = 'draft' where id = ${unpublished.id}`;
    await sql`update galleries set expires_at = ${Date.now() + 3 * DAY} where id = ${unpublished.id}`;

    await runJobsTwice();

    for (const client of clients) expect(await remindersTo(client.email)).toEqual([]);
  });

  it('remind again for a later date, once that date comes within the reminder’s days', async () => {
    const gallery = await galleryExpiring(3);
    const client = await invited(gallery.id, 'ca');
    await runJobsTwice();
    expect(await remindersTo(client.email)).toHaveLength(1);

    // The photographer extends the gallery past the reminder's 7 days: nothing is due yet.
    const extended = Date.now() + 10 * DAY;
    await sql`update galleries set expires_at = ${extended} where id = ${gallery.id}`;
    await runJobsTwice();
    expect(await remindersTo(client.email)).toHaveLength(1);

    await daysPass(gallery.id, 4);
    await runJobsTwice();
    const reminders = await remindersTo(client.email);
    expect(reminders).toHaveLength(2);
    expect(reminders[0]?.subject).toBe(
      `${STUDIO} et recorda que la galeria «Boda Laura & Marc» està oberta fins al dia ${longDate(extended - 4 * DAY, 'ca')}`,
    );
    expect(await opens(tokenIn(reminders[0]), gallery.id)).toBe(true);
  });

  it('remind a public gallery’s visitor in their language, with their personal link', async () => {
    const gallery = await galleryExpiring(3, { visibility: 'public' });
    const email = address('visitor');
    const res = await api('POST', `/api/p/${slug}/gallery/${gallery.id}/visitors`, {
      body: { name: 'Laia Puig', email, language: 'ca' },
    });
    expect(res.status).toBe(201);

    await runJobsTwice();

    const [reminder, ...more] = await remindersTo(email);
    expect(more).toEqual([]);
    expect(reminder?.text).toContain('Veure la galeria');
    const token = tokenIn(reminder);
    expect(await opens(token, gallery.id)).toBe(true);
    // The invite it opens is the visitor's own: the one their choices are kept under.
    const verified = (await (await verify(token)).json()) as { access: { token: string } };
    const selection = await fetch(
      `${platformOrigin()}/api/p/${slug}/gallery/${gallery.id}/selection?access=${encodeURIComponent(verified.access.token)}`,
    );
    expect(((await selection.json()) as { client: unknown }).client).toEqual({ name: 'Laia Puig', email });
  });
});
