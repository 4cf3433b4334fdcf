import { expect, test, type Locator, type Page } from './support/test';
import { newId } from '../../core/domain/ids';
import { changesConfirmed, newUser, signIn, type TestUser, withDatabase } from './support/studio';

const DAY = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of a day from now, in UTC: the studio's zone here (the browser's, Playwright runs in UTC). */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** `YYYY-MM-DD` as the browser writes it in `language`, medium style (the date fields' text). */
function writtenDay(page: Page, day: string, language: string) {
  return page.evaluate(
    ([day, language]) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(day)),
    [day, language] as const,
  );
}

/**
 * Chooses the day `days` from now in a date field that holds tomorrow (a new session's), by
 * keyboard: the calendar opens on the chosen day.
 */
async function chooseDay(field: Locator, days: number) {
  await field.click();
  await expect(field.page().getByRole('grid')).toBeVisible();
  for (let day = 1; day < days; day++) await field.page().keyboard.press('ArrowRight');
  await field.page().keyboard.press('Enter');
}

/** Records money received: the form's status is left as it opens. */
async function recordPayment(page: Page, amount: string) {
  const details = page.getByTestId('session-details');
  await details.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByTestId('payment-dialog');
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Method').selectOption('card');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
}

test('book a session for a new customer, take a partial payment then the rest; dashboard and home follow, in a second browser too', async ({
  browser,
}) => {
  // Two browsers through a whole booking and its payments: about 35 s on an idle machine.
  test.slow();
  const user = await newUser('booking');
  const desk = await (await browser.newContext()).newPage();
  const office = await (await browser.newContext()).newPage();
  await signIn(office, user, '/app/clients/dashboard');
  await expect(office.getByTestId('dashboard-revenue-month')).toHaveText('€0.00');
  await signIn(desk, user, '/app/clients/sessions');

  // A new customer, created from the booking form itself.
  await desk.getByRole('button', { name: 'New session' }).first().click();
  const form = desk.getByTestId('session-form');
  await form.getByTestId('customer-picker').fill('Rosa Vidal');
  await form.getByRole('button', { name: 'New customer “Rosa Vidal”' }).click();
  const customerDialog = desk.getByTestId('customer-dialog');
  await expect(customerDialog.getByLabel('Name')).toHaveValue('Rosa Vidal');
  await customerDialog.getByLabel('E-mail').fill('rosa@example.com');
  await customerDialog.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('chosen-customer')).toHaveText(/Rosa Vidal/);

  // The form refuses what the server would refuse, in words.
  await form.getByLabel('Price').fill('12.5.0');
  await form.getByRole('button', { name: 'Book session' }).click();
  await expect(form.getByText('Enter an amount like 1,250.50.')).toBeVisible();

  await chooseDay(form.getByLabel('Date'), 2);
  await form.getByLabel('Time').selectOption('10:30');
  await form.getByLabel('Type of session').fill('Portrait');
  await form.getByLabel('Where').fill('Park Güell');
  await form.getByLabel('Price').fill('500');
  await form.getByRole('button', { name: 'Book session' }).click();

  // Booking opens the session: unpaid, scheduled.
  const details = desk.getByTestId('session-details');
  await expect(details.getByRole('heading', { level: 2 })).toContainText('Rosa Vidal');
  await expect(details.getByTestId('session-status')).toHaveText('Scheduled');
  await expect(details.getByTestId('session-price')).toHaveText('€500.00');
  await expect(details.getByTestId('session-payment-status')).toHaveText('Unpaid');

  await recordPayment(desk, '200');
  await expect(details.getByTestId('session-paid')).toHaveText('€200.00');
  await expect(details.getByTestId('session-balance')).toContainText('€300.00');
  await expect(details.getByTestId('session-payment-status')).toHaveText('Partly paid');
  await expect(office.getByTestId('dashboard-revenue-month')).toHaveText('€200.00');
  await expect(office.getByTestId('dashboard-outstanding')).toHaveText('€300.00');

  // The rest: the form offers exactly what is still owed.
  await details.getByRole('button', { name: 'Record payment' }).click();
  await expect(desk.getByTestId('payment-dialog').getByLabel('Amount')).toHaveValue('300.00');
  await desk.getByTestId('payment-dialog').getByRole('button', { name: 'Cancel' }).click();
  await recordPayment(desk, '300.00');
  await expect(details.getByTestId('session-payment-status')).toHaveText('Paid');
  await expect(details.getByTestId('session-balance')).toContainText('€0.00');
  await expect(office.getByTestId('dashboard-revenue-month')).toHaveText('€500.00');
  await expect(office.getByTestId('dashboard-revenue-year')).toHaveText('€500.00');
  await expect(office.getByTestId('dashboard-outstanding')).toHaveText('€0.00');
  await expect(office.getByTestId('dashboard-new-customers')).toHaveText('1');

  // Only what makes sense next: a session two days away can be confirmed or cancelled, not completed.
  await expect(details.getByRole('button', { name: 'Mark as completed' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Confirm' }).click();
  await expect(details.getByTestId('session-status')).toHaveText('Confirmed');

  // Home, in the other browser: the session is next, nothing is owed.
  await office.goto('/app');
  await expect(office.getByTestId('home-next').or(office.getByTestId('home-today'))).toContainText('Rosa Vidal');
  await expect(office.getByTestId('home-outstanding')).toHaveText('€0.00');

  // The confirmation may still be on its way to the server: the browser shows it first.
  await expect
    .poll(() =>
      withDatabase(
        (sql) => sql`
          select s.status, s.price::int, s.payment_status, s.payment_amount::int, s.location, c.name
          from sessions s join customers c on c.id = s.customer_id where s.account_id = ${user.accountId}`,
      ),
    )
    .toEqual([
      {
        status: 'confirmed',
        price: 50_000,
        payment_status: 'paid',
        payment_amount: 50_000,
        location: 'Park Güell',
        name: 'Rosa Vidal',
      },
    ]);
  await withDatabase(async (sql) => {
    const payments =
      await sql`select amount::int, status, method from payments where account_id = ${user.accountId} order by amount`;
    expect(payments).toEqual([
      { amount: 20_000, status: 'completed', method: 'card' },
      { amount: 30_000, status: 'completed', method: 'card' },
    ]);
  });
});

test('session types saved in Settings fill in their price and duration when booking, never over what was set by hand', async ({
  page,
}) => {
  const user = await newUser('session-types');
  const customerId = newId();
  await withDatabase(
    (sql) => sql`insert into customers (id, account_id, author_id, name)
                 values (${customerId}, ${user.accountId}, ${user.userId}, 'Berta Pons')`,
  );
  await signIn(page, user, '/app/settings');
  const types = page.getByRole('list', { name: 'Session types' });
  const dialog = page.getByTestId('session-type-dialog');
  async function saveType(name: string, price: string, duration?: string) {
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Usual price').fill(price);
    if (duration) await dialog.getByLabel('Usual duration').selectOption(duration);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  // The form refuses what the server would refuse, in words.
  await page.getByRole('button', { name: 'Add session type' }).click();
  await dialog.getByLabel('Usual price').fill('12.5.0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(dialog.getByText('Enter an amount like 1,250.50.')).toBeVisible();
  await saveType('Newborn', '400', '180');
  await page.getByRole('button', { name: 'Add session type' }).click();
  await saveType('Wedding', '2400', '480');
  await page.getByRole('button', { name: 'Edit Newborn' }).click();
  await expect(dialog.getByLabel('Usual price')).toHaveValue('400.00');
  await saveType('Newborn', '450');
  await expect(types.getByRole('listitem')).toHaveText([/Newborn\s*3 hr.*€450\.00/, /Wedding\s*8 hr.*€2,400\.00/]);
  await changesConfirmed(page);

  // Naming a type fills its price; naming another replaces it; a price typed by hand stays.
  await page.goto(`/app/clients/customers/${customerId}`);
  await page.getByRole('button', { name: 'New session' }).click();
  const form = page.getByTestId('session-form');
  await form.getByLabel('Type of session').fill('newborn');
  await expect(form.getByLabel('Type of session')).toHaveValue('Newborn');
  await expect(form.getByLabel('Price')).toHaveValue('450.00');
  await expect(form.getByLabel('Duration')).toHaveValue('180');
  await form.getByLabel('Type of session').fill('Wedding');
  await expect(form.getByLabel('Price')).toHaveValue('2400.00');
  await expect(form.getByLabel('Duration')).toHaveValue('480');
  // What the photographer sets is kept: a price typed, a length picked.
  await form.getByLabel('Price').fill('2100');
  await form.getByLabel('Duration').selectOption('360');
  await form.getByLabel('Type of session').fill('Newborn');
  await expect(form.getByLabel('Price')).toHaveValue('2100');
  await expect(form.getByLabel('Duration')).toHaveValue('360');
  await form.getByRole('button', { name: 'Book session' }).click();
  await expect(page.getByTestId('session-details').getByTestId('session-price')).toHaveText('€2,100.00');

  // Deleting the type leaves the session booked with it as it was.
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Delete Newborn' }).click();
  await page.getByTestId('delete-session-types-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(types.getByRole('listitem')).toHaveText([/Wedding/]);
  await expect
    .poll(() =>
      withDatabase((sql) => sql`select type, price::int, duration from sessions where account_id = ${user.accountId}`),
    )
    .toEqual([{ type: 'Newborn', price: 210_000, duration: 360 }]);
});

test('a new session type and a new location are saved from the booking form, which keeps what was typed', async ({
  page,
}) => {
  const user = await newUser('side-forms');
  const customerId = newId();
  await withDatabase(
    (sql) => sql`insert into customers (id, account_id, author_id, name)
                 values (${customerId}, ${user.accountId}, ${user.userId}, 'Clara Bosch')`,
  );
  await signIn(page, user, `/app/clients/customers/${customerId}`);
  await page.getByRole('button', { name: 'New session' }).click();
  const form = page.getByTestId('session-form');
  await form.getByLabel('Notes').fill('Bring the dog');
  await form.getByLabel('Type of session').fill('Maternity ');
  await form.getByLabel('Price').fill('320');

  // The type's form starts from what was typed; saving it names it in the booking form.
  const typeDialog = page.getByTestId('session-type-dialog');
  await form.getByRole('button', { name: 'Save a new session type' }).click();
  await expect(typeDialog.getByLabel('Name')).toHaveValue('Maternity');
  await expect(typeDialog.getByLabel('Usual price')).toHaveValue('320');
  await typeDialog.getByLabel('Usual price').fill('350');
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(typeDialog).toBeHidden();
  await expect(form.getByLabel('Type of session')).toHaveValue('Maternity');
  await expect(form.getByLabel('Price')).toHaveValue('350.00');

  // A second type of the same name is refused in words, and closing that form keeps the booking.
  await form.getByRole('button', { name: 'Save a new session type' }).click();
  await typeDialog.getByLabel('Name').fill('MATERNITY');
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(typeDialog.getByText('You already have a session type with that name.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(typeDialog).toBeHidden();
  await expect(form).toBeVisible();

  // The place typed in "Where" becomes a saved location, chosen in the form.
  const locationDialog = page.getByTestId('location-dialog');
  await form.getByLabel('Where').fill('Bunkers del Carmel');
  await form.getByRole('button', { name: 'Save a new location' }).click();
  await expect(locationDialog.getByLabel('Name')).toHaveValue('Bunkers del Carmel');
  await locationDialog.getByLabel('Address').fill('Carrer de Marià Labèrnia, Barcelona');
  await locationDialog.getByRole('button', { name: 'Save' }).click();
  await expect(locationDialog).toBeHidden();
  await expect(form.getByRole('combobox', { name: 'Location' })).toHaveText(/Bunkers del Carmel/);
  await expect(form.getByLabel('Where')).toBeHidden();
  await expect(form.getByLabel('Notes')).toHaveValue('Bring the dog');

  await form.getByRole('button', { name: 'Book session' }).click();
  await expect(page.getByTestId('session-details').getByTestId('session-price')).toHaveText('€350.00');
  await expect
    .poll(() =>
      withDatabase(
        (sql) => sql`select s.type, s.price::int, s.notes, l.name as location
                     from sessions s join locations l on l.id = s.location_id
                     where s.account_id = ${user.accountId}`,
      ),
    )
    .toEqual([{ type: 'Maternity', price: 35_000, notes: 'Bring the dog', location: 'Bunkers del Carmel' }]);
  expect(
    await withDatabase((sql) => sql`select name, price::int from session_types where account_id = ${user.accountId}`),
  ).toEqual([{ name: 'Maternity', price: 35_000 }]);

  // The next booking starts afresh, not with the last one's new choices.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New session' }).click();
  await expect(form.getByLabel('Type of session')).toHaveValue('');
  await expect(form.getByLabel('Location', { exact: true })).toHaveValue('');
});

test('the booking form shows the other sessions of the day chosen, and which ones the time and length chosen overlap', async ({
  page,
}) => {
  const user = await newUser('same-day');
  const tomorrowAt = (hour: number) => Date.parse(`${dayFromNow(1)}T${String(hour).padStart(2, '0')}:00:00Z`);
  await withDatabase(async (sql) => {
    const [ana, marc] = [newId(), newId()];
    await sql`insert into customers (id, account_id, author_id, name) values
      (${ana}, ${user.accountId}, ${user.userId}, 'Ana Serra'), (${marc}, ${user.accountId}, ${user.userId}, 'Marc Pons')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, duration, type, status) values
      (${newId()}, ${user.accountId}, ${user.userId}, ${ana}, ${tomorrowAt(10)}, 180, 'Newborn', 'confirmed'),
      (${newId()}, ${user.accountId}, ${user.userId}, ${marc}, ${tomorrowAt(16)}, 90, 'Family', 'scheduled'),
      (${newId()}, ${user.accountId}, ${user.userId}, ${marc}, ${tomorrowAt(12)}, 60, 'Portrait', 'cancelled'),
      (${newId()}, ${user.accountId}, ${user.userId}, ${marc}, ${tomorrowAt(10) + DAY}, 60, 'Portrait', 'scheduled')`;
  });
  // A new session starts tomorrow at 10:00, on the studio's clock (UTC here).
  await signIn(page, user, '/app/clients/sessions?new=1');
  const form = page.getByTestId('session-form');
  const day = form.getByTestId('same-day-bookings');
  await expect(day).toContainText('2 other sessions that day');
  // A cancelled session frees its slot, and the next day's session is not this day's.
  await expect(day.getByRole('listitem')).toHaveText([
    /10:00\s?AM\s?–\s?1:00\s?PM\s*Ana Serra\s*Newborn\s*Overlaps/,
    /4:00\s?–\s?5:30\s?PM\s*Marc Pons\s*Family$/,
  ]);
  // Within the newborn session's three hours still overlaps it; the next free time is offered,
  // right after it, and taking it clears the overlap.
  await form.getByLabel('Time').selectOption('11:00');
  await expect(day.getByRole('listitem').first()).toContainText('Overlaps');
  await day.getByRole('button', { name: 'Next free time: 1:00 PM' }).click();
  await expect(form.getByLabel('Time')).toHaveValue('13:00');
  await expect(day).not.toContainText('Overlaps');
  await expect(day.getByRole('button')).toHaveCount(0);
  // Four hours from 13:00 run into the family session at 16:00: free again once it ends.
  await form.getByLabel('Duration').selectOption('240');
  await expect(day.getByRole('listitem')).toHaveText([/Ana Serra\s*Newborn$/, /Marc Pons\s*Family\s*Overlaps/]);
  await expect(day.getByRole('button', { name: 'Next free time: 5:30 PM' })).toBeVisible();
  // Twelve hours fit nowhere after that.
  await form.getByLabel('Duration').selectOption('720');
  await expect(day).toContainText('Nothing else is free that day for this length.');
  await chooseDay(form.getByLabel('Date'), 3);
  await expect(day).toBeHidden();
});

test('a session dated before the range the app books (an old import) still opens for editing, and says why it cannot be saved', async ({
  page,
}) => {
  const user = await newUser('old-import');
  const sessionId = newId();
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`insert into customers (id, account_id, author_id, name)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Ana Serra')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.UTC(1985, 5, 1, 10)})`;
  });
  await signIn(page, user, `/app/clients/sessions?session=${sessionId}`);
  await page.getByTestId('session-details').getByRole('button', { name: 'Edit' }).click();
  const form = page.getByTestId('session-form');
  await expect(form.getByTestId('same-day-bookings')).toBeHidden();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('This date is out of range.')).toBeVisible();
});

test('editing a session shows its saved location, gallery and length, and keeps a length the form does not offer', async ({
  page,
}) => {
  const user = await newUser('edit-choices');
  const [customerId, locationId, galleryId, sessionId] = [newId(), newId(), newId(), newId()];
  await withDatabase(async (sql) => {
    await sql`insert into customers (id, account_id, author_id, name)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Ana Serra')`;
    await sql`insert into locations (id, account_id, author_id, name)
              values (${locationId}, ${user.accountId}, ${user.userId}, 'Park Güell')`;
    await sql`insert into galleries (id, account_id, author_id, name)
              values (${galleryId}, ${user.accountId}, ${user.userId}, 'Ana & Pau')`;
    // Seventy-five minutes, a length the form does not offer (from an import, say).
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, duration, location, location_id, gallery_id)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 3 * DAY}, 75,
                      'Park Güell', ${locationId}, ${galleryId})`;
  });
  await signIn(page, user, `/app/clients/sessions?session=${sessionId}`);
  await page.getByTestId('session-details').getByRole('button', { name: 'Edit' }).click();
  const form = page.getByTestId('session-form');
  await expect(form.getByLabel('Location', { exact: true })).toHaveValue(locationId);
  await expect(form.getByRole('combobox', { name: 'Location' })).toContainText('Park Güell');
  await expect(form.getByLabel('Gallery')).toHaveValue(galleryId);
  await expect(form.getByLabel('Where')).toBeHidden();
  await expect(form.getByLabel('Duration')).toHaveValue('75');
  await expect(form.getByRole('combobox', { name: 'Duration' })).toContainText('1 hr 15 min');
  // Saving another change keeps that length.
  await form.getByLabel('Notes').fill('Gate at the top of the park');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => withDatabase((sql) => sql`select duration, notes from sessions where id = ${sessionId}`))
    .toEqual([{ duration: 75, notes: 'Gate at the top of the park' }]);
});

test('the booking form writes days and times in the interface language, not the browser’s', async ({ browser }) => {
  const user = await newUser('booking-es');
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(page, user, '/app/clients/sessions?lng=es&new=1');
  const form = page.getByTestId('session-form');

  // Tomorrow, as Spanish writes it ("24 nov 2026"), where the browser's own field said 11/24/2026.
  const date = form.getByLabel('Fecha', { exact: true });
  await expect(date).toHaveText(await writtenDay(page, dayFromNow(1), 'es'));
  const time = form.getByLabel('Hora', { exact: true });
  await expect(time).toHaveValue('10:00');
  await expect(time.locator('option:checked')).toHaveText('10:00');

  await chooseDay(date, 3);
  await expect(date).toHaveText(await writtenDay(page, dayFromNow(3), 'es'));
  await time.selectOption('16:45');
  await expect(time.locator('option:checked')).toHaveText('16:45');
});

test('the sessions list separates upcoming from past and filters by status, payment and customer', async ({ page }) => {
  const user = await newUser('lists');
  await withDatabase(async (sql) => {
    const ana = newId();
    const marc = newId();
    await sql`insert into customers (id, account_id, author_id, name) values
      (${ana}, ${user.accountId}, ${user.userId}, 'Ana Serra'), (${marc}, ${user.accountId}, ${user.userId}, 'Marc Pons')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, status, price, payment_status, payment_amount) values
      (${newId()}, ${user.accountId}, ${user.userId}, ${ana}, ${Date.now() + 3 * DAY}, 'confirmed', 10000, 'pending', 0),
      (${newId()}, ${user.accountId}, ${user.userId}, ${marc}, ${Date.now() + 5 * DAY}, 'scheduled', 10000, 'pending', 0),
      (${newId()}, ${user.accountId}, ${user.userId}, ${marc}, ${Date.now() - 5 * DAY}, 'completed', 10000, 'paid', 10000)`;
  });
  await signIn(page, user, '/app/clients/sessions');
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Ana Serra');

  await page.getByLabel('Filter by status').selectOption('scheduled');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Marc Pons');
  await page.getByLabel('Filter by status').selectOption('');

  await page.getByLabel('Search sessions by customer').fill('ana');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Ana Serra');
  await page.getByLabel('Search sessions by customer').fill('');

  await page.getByRole('button', { name: 'Past' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Marc Pons');
  await page.getByLabel('Filter by payment').selectOption('partial');
  await expect(page.getByText('No matching sessions')).toBeVisible();
});

test('on a phone, each session shows what is owed on it without scrolling sideways', async ({ page }) => {
  const user = await newUser('phone');
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Berta Llobet Casals')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, status, price, payment_status, payment_amount)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 2 * DAY}, 'confirmed', 147500, 'partial', 30000)`;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user, '/app/clients/sessions');
  const row = page.getByTestId('session-row');
  const owed = row.getByText('€1,175.00 to pay').locator('visible=true');
  await expect(owed).toBeVisible();
  await expect(row.getByTestId('session-payment-status').locator('visible=true')).toHaveText('Partly paid');
  const box = await owed.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
});

/** A customer with one session carrying one completed payment, made in the database. */
async function bookedCustomer(user: TestUser, name: string) {
  return withDatabase(async (sql) => {
    const customerId = newId();
    const sessionId = newId();
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, ${name})`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, price, payment_status, payment_amount)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() - DAY}, 30000, 'partial', 12000)`;
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${sessionId}, ${Date.now() - DAY}, 12000, 'completed')`;
    return { customerId, sessionId };
  });
}

test('deleting a customer with sessions: move them to another customer, or delete everything after typing the name', async ({
  page,
}) => {
  const user = await newUser('forget');
  const duplicate = await bookedCustomer(user, 'Jordi Duplicate');
  const keeper = await bookedCustomer(user, 'Jordi Vidal');

  await signIn(page, user, `/app/clients/customers/${duplicate.customerId}`);
  await expect(page.getByTestId('customer-outstanding')).toHaveText('€180.00');
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByTestId('delete-customer-dialog');
  await expect(dialog).toContainText('1 session with 1 payment (€120.00 received)');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();

  await dialog.getByRole('radio', { name: /Move them to another customer/ }).click();
  await dialog.getByTestId('customer-picker').fill('vidal');
  await dialog.getByRole('button', { name: /Jordi Vidal/ }).click();
  await dialog.getByRole('button', { name: 'Move and delete' }).click();
  await expect(page).toHaveURL(/\/app\/clients\/customers$/);

  await page.goto(`/app/clients/customers/${keeper.customerId}`);
  await expect(page.getByTestId('customer-session')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('radio', { name: /Delete them too/ }).click();
  await expect(dialog).toContainText('2 payments (€240.00 received) will be removed from your books');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByLabel('Type “Jordi Vidal” to confirm').fill('Jordi Vidal');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/app\/clients\/customers$/);
  await expect(page.getByText('No customers yet')).toBeVisible();

  await withDatabase(async (sql) => {
    const left = await sql`
      select (select count(*)::int from customers where account_id = ${user.accountId}) as customers,
             (select count(*)::int from sessions where account_id = ${user.accountId}) as sessions,
             (select count(*)::int from payments where account_id = ${user.accountId}) as payments`;
    expect(left).toEqual([{ customers: 0, sessions: 0, payments: 0 }]);
  });
});

test('a payment keeps its receipt file, uploaded from the browser and downloaded by members only through the app', async ({
  page,
}) => {
  const user = await newUser('receipts');
  const { sessionId } = await bookedCustomer(user, 'Clara Mas');
  await signIn(page, user, `/app/clients/sessions?session=${sessionId}`);
  const details = page.getByTestId('session-details');
  await details.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByTestId('payment-dialog');
  await expect(dialog.getByLabel('Amount')).toHaveValue('180.00');

  // Not a receipt: refused before anything is uploaded.
  await dialog
    .getByLabel('Receipt file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText('Choose a PDF, JPEG or PNG file.')).toBeVisible();

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await dialog
    .getByLabel('Receipt file')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByLabel('Status').selectOption('completed');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();

  const row = details.getByTestId('payment-row').filter({ hasText: '€180.00' });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{2}-\d{2}\.pdf$/);
  await withDatabase(async (sql) => {
    const [payment] = await sql`select receipt from payments where session_id = ${sessionId} and amount = 18000`;
    expect(payment?.receipt).toMatch(new RegExp(`^${user.accountId}/receipts/`));
  });
});
