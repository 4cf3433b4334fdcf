import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { startOfMonth } from '../../core/domain/studio-time';
import { newUser, signIn, switchLanguage, withDatabase } from './support/studio';

test('money and dates follow the interface language, the studio currency and the studio time zone', async ({
  page,
}) => {
  const user = await newUser('formats');
  const customerId = newId();
  await withDatabase(async (sql) => {
    // A studio in New York: 15:30 UTC is 10:30 on its clock, whatever the browser's zone.
    await sql`update accounts set settings = settings || '{"timeZone": "America/New_York"}' where id = ${user.accountId}`;
    const sessionId = newId();
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Costa')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, price, payment_status, payment_amount)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.UTC(2027, 11, 5, 15, 30)}, 125050, 'partial', 25050)`;
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${sessionId}, ${Date.now()}, 25050, 'completed')`;
    // Around New York's midnight that starts this month (04:00 or 05:00 UTC): 30 minutes after
    // it counts for the month, 30 minutes before it does not.
    const monthStart = startOfMonth(Date.now(), 'America/New_York');
    const [otherCustomer, otherSession] = [newId(), newId()];
    await sql`insert into customers (id, account_id, author_id, name) values (${otherCustomer}, ${user.accountId}, ${user.userId}, 'Pere Camps')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, price, payment_status, payment_amount)
              values (${otherSession}, ${user.accountId}, ${user.userId}, ${otherCustomer}, ${monthStart}, 300, 'paid', 300)`;
    for (const [offset, amount] of [
      [30 * 60_000, 100],
      [-30 * 60_000, 200],
    ] as const) {
      await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
                values (${newId()}, ${user.accountId}, ${user.userId}, ${otherSession}, ${monthStart + offset}, ${amount}, 'completed')`;
    }
    // Still owed: 40.00 for a session held two hours ago (overdue), 10.00 for one in two hours.
    for (const [offset, price] of [
      [-2 * 3_600_000, 4000],
      [2 * 3_600_000, 1000],
    ] as const) {
      await sql`insert into sessions (id, account_id, author_id, customer_id, date, price, status)
                values (${newId()}, ${user.accountId}, ${user.userId}, ${otherCustomer}, ${Date.now() + offset}, ${price}, 'confirmed')`;
    }
  });

  await signIn(page, user, `/app/clients/customers/${customerId}`);
  const session = page.getByTestId('customer-session');
  await expect(session).toHaveText('Dec 5, 2027, 10:30 AM');
  await expect(page.getByTestId('customer-paid')).toHaveText('€250.50');
  await expect(page.getByTestId('customer-outstanding')).toHaveText('€1,000.00');

  await switchLanguage(page, 'Español');
  await expect(session).toHaveText('5 dic 2027, 10:30');
  await expect(page.getByTestId('customer-outstanding')).toHaveText('€1000,00');
  await expect(page.getByTestId('session-payment-status')).toHaveText('Pagada en parte');

  await switchLanguage(page, 'Català');
  await expect(session).toHaveText('5 de des. 2027, 10:30');
  await expect(page.getByTestId('customer-outstanding')).toHaveText('€1.000,00');

  // The owner puts the symbol after the amount: every screen follows.
  await page.goto('/app/settings');
  const currency = page.getByTestId('currency-form');
  await currency.getByLabel('Posició del símbol').selectOption('after');
  await expect(currency.getByTestId('currency-preview')).toHaveText('1.250,50 €');
  await currency.getByRole('button', { name: 'Desa' }).click();
  await expect(page.getByText("S'ha desat la moneda.")).toBeVisible();

  await page.goto('/app/clients/dashboard');
  await expect(page.getByTestId('dashboard-revenue-month')).toHaveText('251,50 €');
  await expect(page.getByTestId('dashboard-outstanding')).toHaveText('1.050,00 €');
  await expect(page.getByText('40,00 € correspon a sessions ja fetes.')).toBeVisible();

  await switchLanguage(page, 'English');
  await expect(page.getByTestId('dashboard-revenue-month')).toHaveText('251.50 €');
  await expect(page.getByRole('heading', { name: 'Your studio at a glance' })).toBeVisible();

  // Home words the same figures as the dashboard: the whole balance, then the part overdue.
  await page.goto('/app');
  await expect(page.getByTestId('home-outstanding')).toHaveText('1,050.00 €');
  await expect(page.getByTestId('home-outstanding-caption')).toHaveText('40.00 € of it is for sessions already held.');
  // Home lists what is overdue: the session held two hours ago, not the one in two hours.
  const overdue = page.getByTestId('home-overdue').getByRole('listitem');
  await expect(overdue).toHaveCount(1);
  await expect(overdue).toContainText('Pere Camps');
  await expect(overdue).toContainText('40.00 €');
});

test('the owner sets the studio time zone, and session times move to its clock', async ({ page, browser }) => {
  const user = await newUser('zone');
  const sessionId = newId();
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Oriol Serra')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.UTC(2027, 6, 1, 8, 0)})`;
  });
  // No zone chosen yet: the browser's (UTC here).
  await signIn(page, user, `/app/clients/sessions?session=${sessionId}`);
  await expect(page.getByTestId('session-date')).toHaveText(/^Jul 1, 2027, 8:00\s?–\s?9:00\s?AM$/);

  // The same owner has Settings open in another browser, untouched.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, user, '/app/settings');
  const otherZone = other.getByTestId('time-zone-form');
  await expect(otherZone).toContainText("Not chosen yet: this device's zone (UTC)");

  await page.goto('/app/settings');
  const zone = page.getByTestId('time-zone-form');
  await expect(zone).toContainText("Not chosen yet: this device's zone (UTC)");
  await zone.getByLabel('Studio time zone').selectOption('Europe/Madrid');
  await zone.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Time zone saved.')).toBeVisible();

  // The other browser's form follows the synced account, without a reload.
  await expect(otherZone.getByLabel('Studio time zone')).toHaveValue('Europe/Madrid');
  await expect(otherZone).not.toContainText('Not chosen yet');
  await expect(otherZone.getByRole('button', { name: 'Save' })).toBeDisabled();
  await other.context().close();

  await page.goto(`/app/clients/sessions?session=${sessionId}`);
  await expect(page.getByTestId('session-date')).toHaveText(/^Jul 1, 2027, 10:00\s?–\s?11:00\s?AM$/);
});

test('a seven-figure total stays inside its card, on a laptop screen and a wide one', async ({ page }) => {
  const user = await newUser('big-figures');
  await withDatabase(async (sql) => {
    const [customerId, sessionId] = [newId(), newId()];
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Hotel Arts')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, price, payment_status, payment_amount)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now()}, 123456789, 'paid', 123456789)`;
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${sessionId}, ${Date.now()}, 123456789, 'completed')`;
  });
  await signIn(page, user, '/app/clients/dashboard');
  const figure = page.getByTestId('dashboard-revenue-month');
  await expect(figure).toHaveText('€1,234,567.89');
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The room between the end of the figure's text and the card's right edge.
    const room = await figure.evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const card = element.closest('[data-slot="card"]');
      return (card?.getBoundingClientRect().right ?? 0) - text.getBoundingClientRect().right;
    });
    expect(room, `at ${width} px`).toBeGreaterThan(0);
  }
});
