import { expect, test, type Locator, type Page } from './support/test';
import { newId } from '../../core/domain/ids';
import { newUser, signIn, withDatabase } from './support/studio';

/** Drags the pointer from `from` to `to` (page coordinates) in small steps, as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 5, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The middle of an element, and its bottom edge (where it is stretched from). */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return {
    x: found.x + found.width / 2,
    top: found.y,
    y: found.y + Math.min(found.height / 2, 10),
    bottom: found.y + found.height - 3,
  };
}

/** Where the week grid draws `time` (HH:mm:ss) on the day `date` (YYYY-MM-DD): a little below the line. */
async function gridPoint(page: Page, date: string, time: string) {
  const column = await box(page.locator(`[data-date="${date}"]`).last());
  const row = await page.locator(`[data-time="${time}"]`).last().boundingBox();
  if (!row) throw new Error(`no ${time} row`);
  return { x: column.x, y: row.y + 4 };
}

test('the week grid and the month draw sessions in their colour and open times; a session is dragged and stretched by the booking rules', async ({
  page,
}) => {
  const user = await newUser('grid');
  const [marta, joan, typeId] = [newId(), newId(), newId()];
  const sessionRows = () =>
    withDatabase(
      (
        sql,
      ) => sql`select s.date::float8 as date, s.duration, c.name from sessions s join customers c on c.id = s.customer_id
                   where s.account_id = ${user.accountId} order by c.name`,
    );
  await withDatabase(async (sql) => {
    // A studio in New York (UTC-5 in March before the 14th), looked at from a browser in UTC.
    await sql`update accounts set settings = settings || '{"timeZone": "America/New_York"}' where id = ${user.accountId}`;
    const [customerA, customerB] = [newId(), newId()];
    await sql`insert into customers (id, account_id, author_id, name)
              values (${customerA}, ${user.accountId}, ${user.userId}, 'Marta Vidal'), (${customerB}, ${user.accountId}, ${user.userId}, 'Joan Pujol')`;
    await sql`insert into session_types (id, account_id, author_id, name, duration, price, color)
              values (${typeId}, ${user.accountId}, ${user.userId}, 'Portrait', 60, 15000, '#dc2626')`;
    // Wednesday 3 March 2027: Marta at 10:00 and Joan at 12:00 in New York.
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, duration, type, status)
              values (${marta}, ${user.accountId}, ${user.userId}, ${customerA}, ${Date.UTC(2027, 2, 3, 15)}, 60, 'Portrait', 'confirmed'),
                     (${joan}, ${user.accountId}, ${user.userId}, ${customerB}, ${Date.UTC(2027, 2, 3, 17)}, 60, 'Portrait', 'scheduled')`;
    // A plan offering Thursdays at 15:00.
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week, time_slots, location)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${typeId}, 'Spring portraits', ${Date.UTC(2027, 2, 1)}, ${Date.UTC(2027, 2, 31)},
                      '[4]', ${sql.json(['15:00'])}, 'Studio')`;
  });

  // The week of hours is the calendar's first view, on the studio's clock, in the type's colour.
  await signIn(page, user, '/app/scheduling?date=2027-03-03');
  await expect(page.getByTestId('scheduling-week')).toHaveText('Mar 1 – 7, 2027');
  await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
  const martaEvent = page.locator(`[data-session-id="${marta}"]`);
  const joanEvent = page.locator(`[data-session-id="${joan}"]`);
  await expect(martaEvent).toContainText(/10:00\s?–\s?11:00.*Marta Vidal · Portrait/);
  await expect(joanEvent).toContainText(/12:00\s?–\s?1:00.*Joan Pujol/);
  await expect(martaEvent).toHaveCSS('background-color', 'rgb(220, 38, 38)');
  // A title longer than its column wraps within the hour, and shows whole on hover.
  await expect(martaEvent.getByText('Marta Vidal · Portrait')).toHaveCSS('white-space', 'normal');
  await expect(martaEvent).toHaveAttribute('title', 'Marta Vidal · Portrait');

  // The plan's open time sits on Thursday; a click books it with its type and time.
  const openTime = page.getByTestId('calendar-open-time');
  await expect(openTime).toHaveCount(1);
  await expect(openTime).toContainText(/3:00\s?–\s?4:00.*Portrait/);
  await openTime.click();
  const form = page.getByTestId('session-form');
  await expect(form.getByLabel('Time')).toHaveValue('15:00');
  await expect(form.getByLabel('Type of session')).toHaveValue('Portrait');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // Dragged to a free hour: moved at once, its length kept, the other session untouched.
  await drag(page, await box(martaEvent), await gridPoint(page, '2027-03-03', '11:00:00'));
  await expect(page.getByText("Marta Vidal's session moved to Wed, Mar 3, 11:00 AM.")).toBeVisible();
  await expect(martaEvent).toContainText(/11:00\s?–\s?12:00/);
  await expect.poll(sessionRows).toEqual([
    { name: 'Joan Pujol', date: Date.UTC(2027, 2, 3, 17), duration: 60 },
    { name: 'Marta Vidal', date: Date.UTC(2027, 2, 3, 16), duration: 60 },
  ]);

  // Dropped onto Joan's hour: the overlap is named and asked about; keeping it changes nothing.
  await drag(page, await box(martaEvent), await gridPoint(page, '2027-03-03', '12:00:00'));
  const ask = page.getByTestId('session-move-dialog');
  await expect(ask).toContainText("Move Marta Vidal's session to Wed, Mar 3, 12:00 PM?");
  await expect(ask).toContainText(/12:00\s?–\s?1:00\s?PM · Joan Pujol · Portrait/);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(martaEvent).toContainText(/11:00\s?–\s?12:00/);
  await expect.poll(sessionRows).toEqual([
    { name: 'Joan Pujol', date: Date.UTC(2027, 2, 3, 17), duration: 60 },
    { name: 'Marta Vidal', date: Date.UTC(2027, 2, 3, 16), duration: 60 },
  ]);

  // Stretched half an hour into Joan's: asked too, and done when the photographer says so.
  const edge = await box(martaEvent);
  const halfHour =
    (await gridPoint(page, '2027-03-03', '12:30:00')).y - (await gridPoint(page, '2027-03-03', '12:00:00')).y;
  await martaEvent.hover();
  await drag(page, { x: edge.x, y: edge.bottom }, { x: edge.x, y: edge.bottom + halfHour });
  await expect(ask).toContainText("Move Marta Vidal's session to Wed, Mar 3, 11:00 AM?");
  await ask.getByRole('button', { name: 'Move anyway' }).click();
  await expect(ask).toBeHidden();
  await expect.poll(sessionRows).toEqual([
    { name: 'Joan Pujol', date: Date.UTC(2027, 2, 3, 17), duration: 60 },
    { name: 'Marta Vidal', date: Date.UTC(2027, 2, 3, 16), duration: 90 },
  ]);
  await expect(martaEvent).toHaveClass(/studio-calendar-clash/);
  await expect(joanEvent).toHaveClass(/studio-calendar-clash/);

  // The month, from the address too: both sessions on their Wednesday.
  await page.getByRole('tab', { name: 'Month' }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.getByTestId('scheduling-week')).toHaveText('March 2027');
  await expect(page.getByTestId('calendar-session')).toHaveCount(2);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/date=2027-04-01/);
  await expect(page.getByTestId('scheduling-week')).toHaveText('April 2027');

  // On a phone the week is a day's agenda, stepped a day at a time.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/app/scheduling?date=2027-03-03');
  await expect(page.getByRole('tab', { name: 'Day' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('scheduling-week')).toHaveText('March 3, 2027');
  await expect(page.getByTestId('calendar-session')).toHaveCount(2);
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByTestId('scheduling-week')).toHaveText('March 4, 2027');
  await expect(page.getByTestId('calendar-session')).toHaveCount(0);
  await page.getByTestId('calendar-open-time').click();
  await expect(form.getByLabel('Time')).toHaveValue('15:00');
});

test.describe('from a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a day closed in the list is hatched on its own date in the month and the week, and closed from the grid', async ({
    page,
  }) => {
    const user = await newUser('closed-day');
    const hatched = () =>
      page.locator('.studio-calendar-locked').evaluateAll((days) => days.map((day) => day.getAttribute('data-date')));
    // A studio in Madrid (UTC+1 in December): its midnights are the evening before in UTC.
    await withDatabase(
      (sql) =>
        sql`update accounts set settings = settings || '{"timeZone": "Europe/Madrid"}' where id = ${user.accountId}`,
    );

    await signIn(page, user, '/app/scheduling?view=list&date=2027-12-03');
    await page.getByRole('button', { name: 'Closed to bookings on December 3, 2027' }).click();
    await expect(page.getByText('December 3, 2027 is closed to bookings.')).toBeVisible();
    // Friday 3 December 2027 is the day hatched, not Saturday.
    await page.getByRole('tab', { name: 'Month' }).click();
    await expect(page.getByTestId('scheduling-week')).toHaveText('December 2027');
    await expect.poll(hatched).toEqual(['2027-12-03']);
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(page.getByTestId('scheduling-week')).toHaveText('Nov 29 – Dec 5, 2027');
    await expect.poll(hatched).toEqual(['2027-12-03']);

    // From the grid: Saturday closed too, a day gone by refused, then Friday opened again.
    await page.getByRole('button', { name: 'Closed days' }).click();
    const dialog = page.getByTestId('closed-days-dialog');
    await expect(dialog.getByRole('list')).toHaveText(/December 3, 2027/);
    const chooseDay = async (year: string, month: string, day: RegExp) => {
      await dialog.getByLabel('Day to close').click();
      await page.getByRole('combobox', { name: 'Choose the Year' }).selectOption(year);
      await page.getByRole('combobox', { name: 'Choose the Month' }).selectOption({ label: month });
      await page.getByRole('button', { name: day }).click();
    };
    await chooseDay('2024', 'March', /March 1st, 2024/);
    await dialog.getByRole('button', { name: 'Close to bookings' }).click();
    await expect(dialog.getByText('Choose today or a later day.')).toBeVisible();
    await chooseDay('2027', 'December', /December 4th, 2027/);
    await dialog.getByRole('button', { name: 'Close to bookings' }).click();
    await expect(page.getByText('December 4, 2027 is closed to bookings.')).toBeVisible();
    await expect.poll(hatched).toEqual(['2027-12-03', '2027-12-04']);
    await dialog.getByRole('button', { name: 'Open December 3, 2027 to bookings again' }).click();
    await expect(page.getByText('December 3, 2027 is open to bookings again.')).toBeVisible();
    await expect(dialog.getByRole('list')).toHaveText('December 4, 2027Open again');
    await expect.poll(hatched).toEqual(['2027-12-04']);
    await expect
      .poll(() =>
        withDatabase(
          (sql) =>
            sql`select settings->'photographer'->'lockedDays' as days from accounts where id = ${user.accountId}`,
        ),
      )
      .toEqual([{ days: ['2027-12-04'] }]);
  });
});
