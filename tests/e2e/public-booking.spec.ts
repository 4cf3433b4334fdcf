import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { latestMail, newUser, signIn, withDatabase } from './support/studio';

const DAY = 86_400_000;

test('a client books an open time from the studio’s public page; the mail brings its calendar file, and the time leaves the agenda', async ({
  browser,
}) => {
  const user = await newUser('self-booking');
  const slug = `book-${user.userId.slice(0, 8)}`;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  await withDatabase(async (sql) => {
    await sql`update accounts set slug = ${slug}, settings = settings || '{"timeZone": "UTC"}' where id = ${user.accountId}`;
    for (const [name, time] of [
      ['Portrait', '10:00'],
      ['Family', '16:00'],
    ] as const) {
      const typeId = newId();
      await sql`insert into session_types (id, account_id, author_id, name, duration, price)
                values (${typeId}, ${user.accountId}, ${user.userId}, ${name}, 60, 12000)`;
      await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week, time_slots, location)
                values (${newId()}, ${user.accountId}, ${user.userId}, ${typeId}, ${name}, ${today + DAY}, ${today + 20 * DAY},
                        '[0,1,2,3,4,5,6]', ${sql.json([time])}, 'Studio Gràcia')`;
    }
  });

  // The client, in a fresh browser on the other side of the world, from the studio's page.
  const clientContext = await browser.newContext({ timezoneId: 'America/New_York' });
  const client = await clientContext.newPage();
  await client.goto(`/p/${slug}`);
  await client.getByTestId('site-book').click();
  await expect(client).toHaveURL(new RegExp(`/p/${slug}/book$`));
  await client.getByRole('button', { name: /Portrait/ }).click();
  await expect(client.getByTestId('booking-zones')).toContainText('America/New York');
  const firstTime = client.getByTestId('booking-time').first();
  await expect(firstTime).toBeVisible();
  await client.getByRole('button', { name: 'More dates' }).click();
  await client.getByRole('button', { name: 'More dates' }).click();
  const offered = await client.getByTestId('booking-time').count();
  expect(offered).toBe(20);
  // 10:00 in UTC is 5 or 6 AM in New York; the studio's clock is shown beside it.
  await expect(firstTime).toHaveText(/^(5|6):00\s?AM10:00\s?AM at the studio$/);
  // Two days ahead: well before the studio's cut-off (24 hours by default) for changing it online.
  await client.getByTestId('booking-time').nth(2).click();

  // What is missing is said before anything is sent.
  await client.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(client.getByText('This field is required.')).toBeVisible();
  const email = `client-${newId().slice(0, 6).toLowerCase()}@example.com`;
  await client.getByLabel('Name').fill('Laia Serra');
  await client.getByLabel('E-mail').fill(email);
  await client.getByLabel('Anything the studio should know? (optional)').fill('Two kids and a dog');
  await client.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(client.getByTestId('booking-done')).toContainText('Your Portrait with');
  await expect(client.getByTestId('booking-done')).toContainText(email);

  // The confirmation carries the calendar file and the link to change it.
  const mail = await latestMail(client, email);
  expect(mail.subject).toMatch(/^Booked: Portrait with /);
  expect(mail.text).toContain(`/p/${slug}/booking/`);
  const attachments = (await (
    await client.request.get(`/mailbox/messages?to=${encodeURIComponent(email)}`)
  ).json()) as { attachments?: { filename: string }[] }[];
  expect(attachments[0]?.attachments?.map((file) => file.filename)).toEqual(['booking.ics']);

  // The photographer, signed in elsewhere: the session is booked and its time no longer open.
  const office = await (await browser.newContext()).newPage();
  const booked = await withDatabase(
    (sql) => sql<{ date: number }[]>`select date::float8 as date from sessions where account_id = ${user.accountId}`,
  );
  expect(booked).toHaveLength(1);
  const day = new Date(booked[0]!.date).toISOString().slice(0, 10);
  await signIn(office, user, `/app/scheduling?view=list&date=${day}`);
  const session = office.getByTestId('scheduling-session');
  await expect(session).toContainText('Laia Serra');
  await expect(session).toContainText('Portrait · Studio Gràcia');
  const weekday = office.getByTestId('scheduling-day').filter({ has: session });
  await expect(weekday.getByTestId('scheduling-open-time')).toHaveText([/4:00\s?PM.*Family/]);

  // The link in the mail moves the booking to another time, once.
  const manageLink = /https?:\/\/\S+\/booking\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '';
  await client.goto(manageLink);
  await expect(client.getByTestId('manage-booking')).toContainText('Portrait for Laia Serra');
  await client.getByRole('button', { name: 'Change the time' }).click();
  await client.getByTestId('booking-time').nth(1).click();
  await client.getByRole('button', { name: /^Move to / }).click();
  await expect(client.getByTestId('manage-booking-moved')).toContainText('Your booking has a new time');
  await client.goto(manageLink);
  await expect(client.getByTestId('manage-booking-invalid')).toContainText("This booking link doesn't work");
  await expect.poll(async () => (await latestMail(client, email)).subject).toMatch(/^New time: Portrait with /);

  // For everyone else, the time is gone: one fewer Portrait time on offer.
  await client.goto(`/p/${slug}/book`);
  await client.getByRole('button', { name: /Portrait/ }).click();
  await client.getByRole('button', { name: 'More dates' }).click();
  await client.getByRole('button', { name: 'More dates' }).click();
  await expect(client.getByTestId('booking-time')).toHaveCount(offered - 1);
});

test('the owner sets until when clients may change a booking online, keeping the studio’s other settings', async ({
  page,
}) => {
  const user = await newUser('cutoff');
  await withDatabase(
    (sql) =>
      sql`update accounts set settings = settings || '{"timeZone": "Europe/Madrid", "photographer": {"lockedDays": ["2030-01-01"]}}' where id = ${user.accountId}`,
  );
  await signIn(page, user, '/app/settings');
  const card = page.getByTestId('online-booking-form');
  await expect(card.getByLabel('Clients can cancel or change the time online')).toHaveValue('24');
  await expect(card).toContainText('Choose your public address above to get a booking page.');
  await card.getByLabel('Clients can cancel or change the time online').selectOption({ label: 'Until 2 days before' });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Online booking settings saved.')).toBeVisible();
  await expect
    .poll(() => withDatabase((sql) => sql`select settings from accounts where id = ${user.accountId}`))
    .toEqual([
      {
        settings: {
          timeZone: 'Europe/Madrid',
          photographer: { lockedDays: ['2030-01-01'] },
          'booking.cancelCutoffHours': 48,
        },
      },
    ]);
});

test('on a phone, picking a time brings the booking form into view, ready to type', async ({ browser }) => {
  const user = await newUser('phone-booking');
  const slug = `phone-${user.userId.slice(0, 8)}`;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  await withDatabase(async (sql) => {
    await sql`update accounts set slug = ${slug}, settings = settings || '{"timeZone": "UTC"}' where id = ${user.accountId}`;
    const typeId = newId();
    await sql`insert into session_types (id, account_id, author_id, name, duration, price)
              values (${typeId}, ${user.accountId}, ${user.userId}, 'Portrait', 60, 12000)`;
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week, time_slots)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${typeId}, 'Portrait', ${today + DAY}, ${today + 20 * DAY},
                      '[0,1,2,3,4,5,6]', '["09:00","11:00","13:00","15:00"]')`;
  });
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await phone.goto(`/p/${slug}/book?lng=en`);
  await phone.getByTestId('booking-time').first().click();
  await expect(phone.getByRole('heading', { name: 'Your details' })).toBeInViewport();
  const name = phone.getByLabel('Name');
  await expect(name).toBeInViewport();
  await expect(name).toBeFocused();
});
