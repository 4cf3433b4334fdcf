import { expect, test, type Page } from './support/test';
import { newId } from '../../core/domain/ids';
import { newUser, signIn, withDatabase } from './support/studio';

test('the agenda shows a week of sessions on the studio clock, opens one, and moves between weeks', async ({
  page,
}) => {
  const user = await newUser('agenda');
  const [customerId, wedding, lateShoot] = [newId(), newId(), newId()];
  await withDatabase(async (sql) => {
    // A studio in New York (UTC-5 in winter), looked at from a browser in UTC.
    await sql`update accounts set settings = settings || '{"timeZone": "America/New_York"}' where id = ${user.accountId}`;
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Marta Vidal')`;
    // Wednesday 3 March 2027, 15:00 in New York.
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, location, status)
              values (${wedding}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.UTC(2027, 2, 3, 20)}, 'Wedding', 'Central Park', 'confirmed')`;
    // Monday 1 March at 03:00 in UTC is still Sunday 28 February, 22:00, in New York.
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status)
              values (${lateShoot}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.UTC(2027, 2, 1, 3)}, 'Portrait', 'cancelled')`;
  });

  // Home leads to the agenda; any day of a week in its address opens that week, Monday to Sunday.
  await signIn(page, user, '/app');
  await page.getByRole('link', { name: "This week's agenda" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scheduling');
  await page.goto('/app/scheduling?view=list&date=2027-03-03');
  await expect(page.getByTestId('scheduling-week')).toHaveText('Mar 1 – 7, 2027');
  const days = page.getByTestId('scheduling-day');
  await expect(days).toHaveCount(7);
  await expect(page.getByTestId('scheduling-count')).toHaveText('1 session this week');
  await expect(days.nth(0)).toContainText('Nothing booked');
  const wednesday = days.nth(2).getByTestId('scheduling-session');
  await expect(wednesday).toHaveText(/3:00\s?–\s?4:00\s?PM\s*Marta Vidal\s*Wedding · Central Park\s*Confirmed/);

  // The week before: the late shoot sits on its Sunday, as the studio's clock has it.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(/date=2027-02-22/);
  await expect(page.getByTestId('scheduling-week')).toHaveText('Feb 22 – 28, 2027');
  await expect(days.nth(6).getByTestId('scheduling-session')).toHaveText(
    /10:00\s?–\s?11:00\s?PM\s*Marta Vidal\s*Portrait\s*Cancelled/,
  );
  await expect(days.nth(0)).toContainText('Nothing booked');

  // Back (the browser's, too) and into a session: its details, over the agenda.
  await page.goBack();
  await expect(page.getByTestId('scheduling-week')).toHaveText('Mar 1 – 7, 2027');
  await wednesday.click();
  const details = page.getByTestId('session-details');
  await expect(details.getByRole('heading', { level: 2 })).toContainText('Marta Vidal');
  await expect(page).toHaveURL(new RegExp(`session=${wedding}`));
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Booking on a day of the week starts the form on that day.
  await page.getByRole('button', { name: 'Book a session on March 4, 2027' }).click();
  const form = page.getByTestId('session-form');
  await expect(form.getByLabel('Date', { exact: true })).toHaveText('Mar 4, 2027');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // This week, whatever is in it, and booking from here.
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(page).not.toHaveURL(/date=/);
  await expect(page.getByRole('button', { name: 'This week' })).toBeDisabled();
  await expect(page.getByTestId('scheduling-count')).toHaveText('0 sessions this week');
  await page.getByRole('button', { name: 'New session' }).click();
  await expect(form).toBeVisible();
});

test('the agenda says which sessions overlap; a cancelled one has given its slot up, and back to back is no clash', async ({
  page,
}) => {
  const user = await newUser('double-booked');
  const at = (hour: number) => Date.UTC(2027, 2, 3, hour);
  await withDatabase(async (sql) => {
    const [marta, pau, joan] = [newId(), newId(), newId()];
    await sql`insert into customers (id, account_id, author_id, name) values
      (${marta}, ${user.accountId}, ${user.userId}, 'Marta Vidal'), (${pau}, ${user.accountId}, ${user.userId}, 'Pau Roca'),
      (${joan}, ${user.accountId}, ${user.userId}, 'Joan Mir')`;
    // A four-hour wedding from 9:00, a portrait booked into its last hour, a family session
    // right after the portrait, and a cancelled one over all of them.
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, duration, type, status) values
      (${newId()}, ${user.accountId}, ${user.userId}, ${marta}, ${at(9)}, 240, 'Wedding', 'confirmed'),
      (${newId()}, ${user.accountId}, ${user.userId}, ${pau}, ${at(12)}, 60, 'Portrait', 'scheduled'),
      (${newId()}, ${user.accountId}, ${user.userId}, ${joan}, ${at(13)}, 90, 'Family', 'scheduled'),
      (${newId()}, ${user.accountId}, ${user.userId}, ${marta}, ${at(13)}, 60, 'Portrait', 'cancelled')`;
  });
  await signIn(page, user, '/app/scheduling?view=list&date=2027-03-03');
  const wednesday = page.getByTestId('scheduling-day').nth(2).getByTestId('scheduling-session');
  await expect(wednesday).toHaveCount(4);
  await expect(wednesday.first()).toContainText(/9:00\s?AM\s?–\s?1:00\s?PM/);
  const overlapping = wednesday.filter({ hasText: 'Overlaps another session' });
  await expect(overlapping).toHaveText([/Marta Vidal.*Wedding/, /Pau Roca.*Portrait/]);
});

test('a session type’s colour and people per slot are set in Settings, and its sessions wear the colour', async ({
  page,
}) => {
  const user = await newUser('type-colour');
  const customerId = newId();
  await withDatabase(async (sql) => {
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Ona Puig')`;
    // Wednesday 3 March 2027, noon (UTC): a mini-session, and a portrait of a type the studio has not saved.
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.UTC(2027, 2, 3, 12)}, 'Mini session', 'confirmed'),
                     (${newId()}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.UTC(2027, 2, 3, 15)}, 'Portrait', 'confirmed')`;
  });
  await signIn(page, user, '/app/settings');
  await page.getByRole('button', { name: 'Add session type' }).click();
  const dialog = page.getByTestId('session-type-dialog');
  await dialog.getByLabel('Name').fill('Mini session');
  await dialog.getByLabel('Usual price').fill('90');
  await dialog.getByLabel('People per slot').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose between 1 and 100 people.')).toBeVisible();
  await dialog.getByLabel('People per slot').fill('8');
  await dialog.getByLabel('Colour on the calendar').fill('#e11d48');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Session types' }).getByRole('listitem')).toHaveText([
    /Mini session\s*1 hr · 8 people per slot/,
  ]);
  await expect
    .poll(() =>
      withDatabase((sql) => sql`select max_clients, color from session_types where account_id = ${user.accountId}`),
    )
    .toEqual([{ max_clients: 8, color: '#e11d48' }]);

  // On the calendar, the mini-session wears its type's colour; the unsaved type has none.
  await page.goto('/app/scheduling?view=list&date=2027-03-03');
  const sessions = page.getByTestId('scheduling-day').nth(2).getByTestId('scheduling-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.nth(0).getByTestId('session-type-color')).toHaveCSS('background-color', 'rgb(225, 29, 72)');
  await expect(sessions.nth(1).getByTestId('session-type-color')).toHaveCount(0);
});

/**
 * Closes the booked session's details, which open once the booking form has gone: an Escape
 * pressed before they open would close nothing and leave them over the agenda.
 */
async function closeBookedSession(page: Page) {
  const details = page.getByTestId('session-details');
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
}

test('a booking plan offers open times on the agenda; a locked day and a paused plan offer none; an open time books in one click', async ({
  page,
}) => {
  const user = await newUser('plans');
  const hall = newId();
  await withDatabase(async (sql) => {
    await sql`update accounts set settings = settings || '{"timeZone": "UTC"}' where id = ${user.accountId}`;
    await sql`insert into customers (id, account_id, author_id, name) values (${newId()}, ${user.accountId}, ${user.userId}, 'Ona Puig')`;
    await sql`insert into locations (id, account_id, author_id, name) values (${hall}, ${user.accountId}, ${user.userId}, 'Sala Gran')`;
    await sql`insert into session_types (id, account_id, author_id, name, duration, price, max_clients)
              values (${newId()}, ${user.accountId}, ${user.userId}, 'Mini session', 30, 9000, 2)`;
  });
  // Next week, all of it ahead: a new plan runs from today for three months, Monday to Friday.
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await signIn(page, user, `/app/scheduling?view=list&date=${nextWeek}`);
  const days = page.getByTestId('scheduling-day');
  await expect(days).toHaveCount(7);
  await expect(page.getByTestId('scheduling-open-time')).toHaveCount(0);

  // What a plan needs is said in words, and nothing is saved until it is there.
  await page.getByRole('button', { name: 'Add plan' }).click();
  const dialog = page.getByTestId('plan-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(dialog.getByText('Choose a session type.')).toBeVisible();
  await expect(dialog.getByText('Add at least one time.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Spring minis');
  await dialog.getByLabel('Session type').selectOption({ label: 'Mini session' });
  await dialog.getByLabel('Times').fill('10:00, 25:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Write times as 10:00, or a window as 09:00-13:00')).toBeVisible();
  // A time and a window cut into the type's 30 minutes, at one of the studio's saved locations.
  await dialog.getByLabel('Times').fill('10:00, 15:00-16:00');
  await dialog.getByLabel('Place', { exact: true }).selectOption({ label: 'Sala Gran' });
  await expect(dialog.getByLabel('Where', { exact: true })).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Booking plans' }).getByRole('listitem')).toHaveText([
    /Spring minis.*Mini session.*10:00, 15:00-16:00 · Mon Tue Wed Thu Fri.*1 booking a day/,
  ]);
  await expect(page.getByTestId('plan-details')).toContainText('Sala Gran');

  // Monday to Friday each offer the three times; the weekend none.
  const monday = days.nth(0).getByTestId('scheduling-open-time');
  await expect(monday).toHaveText([/10:00\s?AM.*2 of 2 places left/, /3:00\s?PM/, /3:30\s?PM/]);
  await expect(monday.first()).toContainText('Sala Gran');
  await expect(days.nth(4).getByTestId('scheduling-open-time')).toHaveCount(3);
  await expect(days.nth(5).getByTestId('scheduling-open-time')).toHaveCount(0);

  // An open time books its type, length, price and time at once.
  await monday.first().click();
  const form = page.getByTestId('session-form');
  await expect(form.getByLabel('Time')).toHaveValue('10:00');
  await expect(form.getByLabel('Type of session')).toHaveValue('Mini session');
  await expect(form.getByLabel('Price')).toHaveValue('90.00');
  // The plan's saved location is chosen, not only its name typed.
  await expect(form.getByLabel('Location', { exact: true })).toHaveValue(hall);
  await form.getByTestId('customer-picker').fill('Ona');
  await form.getByRole('button', { name: /Ona Puig/ }).click();
  await form.getByRole('button', { name: 'Book session' }).click();
  await closeBookedSession(page);
  await expect
    .poll(() =>
      withDatabase((sql) => sql`select location_id, location from sessions where account_id = ${user.accountId}`),
    )
    .toEqual([{ location_id: hall, location: 'Sala Gran' }]);
  // The slot takes a second person; the day's one booking closes its empty times.
  await expect(monday).toHaveText([/10:00\s?AM.*1 of 2 places left/]);
  await expect(days.nth(0).getByTestId('scheduling-session')).toContainText('Ona Puig');

  // A second person joins the group slot: the form sees no clash, nor does the agenda, and the slot is full.
  await monday.first().click();
  await expect(form.getByTestId('same-day-bookings')).toContainText('Ona Puig');
  await expect(form.getByTestId('same-day-bookings')).not.toContainText('Overlaps');
  await form.getByTestId('customer-picker').fill('Pol');
  await form.getByRole('button', { name: 'New customer “Pol”' }).click();
  await page.getByTestId('customer-dialog').getByRole('button', { name: 'Save' }).click();
  await form.getByRole('button', { name: 'Book session' }).click();
  await closeBookedSession(page);
  await expect(days.nth(0).getByTestId('scheduling-session')).toHaveCount(2);
  await expect(days.nth(0)).not.toContainText('Overlaps another session');
  await expect(monday).toHaveCount(0);

  // A locked day closes every plan on it, and opens again.
  const tuesday = days.nth(1);
  await tuesday.getByRole('button', { name: /^Closed to bookings on/ }).click();
  await expect(tuesday.getByTestId('scheduling-day-locked')).toHaveText('Closed to bookings');
  await expect(tuesday.getByTestId('scheduling-open-time')).toHaveCount(0);
  await expect
    .poll(() =>
      withDatabase(
        (sql) => sql`select settings->'photographer'->'lockedDays' as days from accounts where id = ${user.accountId}`,
      ),
    )
    .toEqual([{ days: [expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)] }]);
  await tuesday.getByRole('button', { name: /^Closed to bookings on/ }).click();
  await expect(tuesday.getByTestId('scheduling-day-locked')).toHaveCount(0);
  await expect(tuesday.getByTestId('scheduling-open-time')).toHaveCount(3);

  // Paused, the plan offers nothing; the booked session stays.
  await page.getByRole('switch', { name: 'Take bookings with Spring minis' }).click();
  await expect(page.getByText('Spring minis is paused')).toBeVisible();
  await expect(page.getByTestId('scheduling-open-time')).toHaveCount(0);
  await expect(days.nth(0).getByTestId('scheduling-session').filter({ hasText: 'Ona Puig' })).toHaveCount(1);
  await expect
    .poll(() => withDatabase((sql) => sql`select is_active from schedule_plans where account_id = ${user.accountId}`))
    .toEqual([{ is_active: false }]);
});

test('a link to a session that is not there says so and leaves the calendar clean', async ({ page }) => {
  const user = await newUser('bad-session-link');
  // An id of no session in this studio.
  await signIn(page, user, `/app/scheduling?view=list&session=${newId()}`);
  await expect(page.getByText("That session wasn't found")).toBeVisible();
  await expect(page).not.toHaveURL(/session=/);
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId('session-details')).toBeHidden();

  // An address no session could have, as a mistyped link gives.
  await page.goto('/app/scheduling?view=list&session=not%20an%20id');
  await expect(page.getByText("That session wasn't found")).toBeVisible();
  await expect(page).not.toHaveURL(/session=/);
});
