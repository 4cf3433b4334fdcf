// The mails a studio's clients receive (a gallery invite, a booking confirmation) carry the
// studio's name and, once it uploaded one, its logo by an absolute address a mail app can load.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { uniqueCaller } from '../support/caller-address';
import { databaseUrl, platformOrigin } from '../support/env';
import { mailsTo, type Mail } from '../support/mailbox';
import { uploadStudioLogo } from '../support/studio-logo';
import { api, newUser, type TestUser } from '../support/users';
import { createGallery, giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const DAY = 86_400_000;

type Studio = { user: TestUser; slug: string; name: string; typeId: string };
let branded: Studio & { logoUrl: string };
let plain: Studio;

const address = (label: string) => `${label}-${newId().slice(0, 8)}@example.com`.toLowerCase();

async function mailTo(to: string): Promise<Mail> {
  const [mail] = await mailsTo(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** A studio with a public address, a name that needs escaping, and a type clients can book. */
async function studio(label: string, name: string): Promise<Studio> {
  const user = await newUser(label);
  const slug = await giveSlug(sql, user);
  await sql`update accounts set name = ${name} where id = ${user.accountId}`;
  const typeId = newId();
  await sql`insert into session_types (id, account_id, author_id, name, duration, price)
            values (${typeId}, ${user.accountId}, ${user.userId}, 'Portrait', 60, 10000)`;
  await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week, time_slots)
            values (${newId()}, ${user.accountId}, ${user.userId}, ${typeId}, 'Portraits', ${Date.now()}, ${Date.now() + 14 * DAY},
                    '[0,1,2,3,4,5,6]', '["10:00", "12:00"]')`;
  return { user, slug, name, typeId };
}

beforeAll(async () => {
  [branded, plain] = await Promise.all([
    studio('branded', 'Llum & Sal').then(async (made) => ({ ...made, logoUrl: await uploadStudioLogo(made.user) })),
    studio('plain', 'Ona Studio'),
  ]);
});
afterAll(() => sql.end());

async function inviteMail(of: Studio): Promise<Mail> {
  const galleryId = await createGallery(sql, of.user, { status: 'published', visibility: 'invite' });
  const to = address('invited');
  const res = await api('POST', '/api/auth/invite', {
    token: of.user.accessToken,
    body: { email: to, data: { galleryId, accountSlug: of.slug } },
  });
  expect(res.status).toBe(201);
  return mailTo(to);
}

async function bookingMail(of: Studio): Promise<Mail> {
  const offer = await fetch(`${platformOrigin()}/api/p/${of.slug}/booking`);
  const { slots } = (await offer.json()) as { slots: { start: number }[] };
  const slot = slots.find(({ start }) => start > Date.now() + DAY);
  if (!slot) throw new Error('no open slot');
  const to = address('booker');
  const res = await uniqueCaller().fetch(`${platformOrigin()}/api/p/${of.slug}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Marta',
      email: to,
      phone: '',
      note: '',
      sessionTypeId: of.typeId,
      start: slot.start,
    }),
  });
  expect(res.status).toBe(201);
  return mailTo(to);
}

describe('a client’s mails', () => {
  it.each([
    ['gallery invite', inviteMail],
    ['booking confirmation', bookingMail],
  ])('the %s shows the studio’s logo, by its absolute address, and its name', async (_label, send) => {
    const { html } = await send(branded);
    const logo = `${platformOrigin()}${branded.logoUrl}`;
    expect(html).toContain(`<img src="${logo}" alt="Llum &amp; Sal"`);
    expect(html).toContain('<strong style="font-size: 18px;">Llum &amp; Sal</strong>');
    // The address works from outside the app, as a mail app loads it.
    const served = await fetch(logo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/(png|webp)$/);
  });

  it.each([
    ['gallery invite', inviteMail],
    ['booking confirmation', bookingMail],
  ])('the %s of a studio without a logo shows its name and no image', async (_label, send) => {
    const { html } = await send(plain);
    expect(html).toContain('<strong style="font-size: 18px;">Ona Studio</strong>');
    expect(html).not.toContain('<img');
  });

  it('shows no logo the studio did not upload, whatever its settings say', async () => {
    await sql`update accounts set settings = settings || ${sql.json({ 'theme.logoUrl': branded.logoUrl })}
              where id = ${plain.user.accountId}`;
    const { html } = await inviteMail(plain);
    expect(html).toContain('Ona Studio');
    expect(html).not.toContain('<img');
  });
});
