import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import {
  backOfficeInstalled,
  customersNamed,
  keptOnDevice,
  newUser,
  signIn,
  syncLink,
  withDatabase,
} from './support/studio';

// These tests are about the back office's service worker, which the other tests leave out.
test.use({ serviceWorkers: 'allow' });

test('the status says Offline as soon as the browser loses its network, and Synced once it is back', async ({
  page,
  context,
}) => {
  const user = await newUser('offline-network');
  await signIn(page, user, '/app/clients/customers');
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveAttribute('data-state', 'connected');

  await context.setOffline(true);
  await expect(status).toHaveAttribute('data-state', 'offline');
  await expect(status).toContainText('Offline');

  await context.setOffline(false);
  await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
});

test('signing out leaves none of the studio’s data on the device', async ({ page, context }) => {
  const user = await newUser('sign-out');
  await withDatabase(async (sql) => {
    await sql`insert into customers (id, account_id, author_id, name) values (${newId()}, ${user.accountId}, ${user.userId}, 'Private Client')`;
  });
  await signIn(page, user, '/app/clients/customers');
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Private Client' })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'connected');
  await backOfficeInstalled(page);
  const syncStores = () =>
    page.evaluate(async () =>
      (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('rep:')),
    );
  // The studios this device last saw, kept under account-storage for starting without the API.
  const rememberedStudios = () =>
    page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('account-storage') ?? '{}') as {
        state?: { accounts?: unknown[] };
      };
      return stored.state?.accounts?.length ?? 0;
    });
  expect(await syncStores()).not.toEqual([]);
  expect(await rememberedStudios()).toBe(1);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(syncStores).toEqual([]);
  expect(await rememberedStudios()).toBe(0);

  // Offline, the installed back office opens on the sign-in page, with nothing of the studio.
  await context.setOffline(true);
  await page.goto('/app/clients/customers');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Private Client')).toHaveCount(0);
});

test('a page load shows the first rows from the server while the sync client has none, in the studio currency', async ({
  page,
  browser,
}) => {
  const user = await newUser('first-rows');
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Ferrer', 'nuria@example.com')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, price, status)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 3 * 24 * 3600 * 1000}, 45000, 'confirmed')`;
    await sql`insert into account_settings (account_id, key, value, author_id)
              values (${user.accountId}, 'currency', ${sql.json({ code: 'USD', symbol: 'US$', position: 'before' })}, ${user.userId})`;
  });
  await signIn(page, user, '/app');
  // The early read starts from the studio this browser remembers, stored once Home has loaded it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('account-storage'))).toContain(user.accountId);

  // Another tab of this browser's session with nothing synced yet (no IndexedDB), whose
  // connection to the sync server opens but never answers.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  await fresh.routeWebSocket(/./, () => {});
  await fresh.goto('/app/clients/sessions');
  const row = fresh.getByTestId('session-row');
  await expect(row).toContainText('Núria Ferrer');
  await expect(row).toContainText('US$450.00');
  await expect(fresh.getByTestId('sync-status')).not.toHaveAttribute('data-state', 'connected');

  await fresh.goto('/app/clients/customers');
  await expect(fresh.getByTestId('customer-row')).toContainText('nuria@example.com');
});

// These cut only this browser's link to the sync server: the network is up, the server
// unreachable, and every other test carries on beside them.
test('when the sync server goes away the app keeps its data, says it is offline, and catches up once it is back', async ({
  page,
}) => {
  const user = await newUser('offline');
  const link = await syncLink(page);
  await signIn(page, user, '/app/clients/customers');
  await page.getByRole('button', { name: 'New customer' }).first().click();
  await page.getByTestId('customer-dialog').getByLabel('Name').fill('Before Outage');
  await page.getByTestId('customer-dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'connected');

  await link.cut();
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('sync-status')).not.toHaveAttribute('data-state', 'connected');
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Before Outage' })).toBeVisible();

  // A change made during a short outage is kept on this device and shown at once…
  await page.getByRole('button', { name: 'New customer' }).click();
  await page.getByTestId('customer-dialog').getByLabel('Name').fill('During Outage');
  await page.getByTestId('customer-dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('customer-row').filter({ hasText: 'During Outage' })).toBeVisible();
  expect(await customersNamed(user.accountId, 'During Outage')).toBe(0);

  // …and applied exactly once when the sync server returns, with no reload.
  link.restore();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await expect.poll(() => customersNamed(user.accountId, 'During Outage')).toBe(1);
});

test('a fresh tab shows the cached customers while the sync server is down', async ({ page, context }) => {
  const user = await newUser('cached');
  const link = await syncLink(context);
  await signIn(page, user, '/app/clients/customers');
  await page.getByRole('button', { name: 'New customer' }).first().click();
  await page.getByTestId('customer-dialog').getByLabel('Name').fill('Cached Client');
  await page.getByTestId('customer-dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'connected');
  await keptOnDevice(page, 'Cached Client');

  await link.cut();
  const fresh = await context.newPage();
  await fresh.goto('/app/clients/customers');
  await expect(fresh.getByTestId('customer-row').filter({ hasText: 'Cached Client' })).toBeVisible();
  await expect(fresh.getByTestId('offline-banner')).toBeVisible({ timeout: 15_000 });
});

test('a customer this browser never loaded says it is not available offline, then shows once the sync server is back', async ({
  page,
}) => {
  const user = await newUser('unsynced');
  const customerId = newId();
  const link = await syncLink(page);
  await signIn(page, user);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'connected');

  // Added elsewhere (another device, an import) while this browser cannot sync.
  await link.cut();
  await withDatabase(async (sql) => {
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Never Loaded')`;
  });
  await page.goto(`/app/clients/customers/${customerId}`);
  // Not a spinner that never ends, and not "not found": the server never answered.
  await expect(page.getByTestId('customer-offline')).toContainText('Not available offline');

  link.restore();
  await expect(page.getByRole('heading', { name: 'Never Loaded' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('customer-offline')).toBeHidden();
});

test('a failure the sync server reports is tried again by itself, with no Reconnect pressed', async ({ page }) => {
  const user = await newUser('sync-error');
  const link = await syncLink(page);
  await signIn(page, user, '/app/clients/customers');
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveAttribute('data-state', 'connected');

  // What zero-cache sends when a query or mutate handler failed: Zero stops in its error state.
  link.sendToPage(JSON.stringify(['error', { kind: 'Internal', message: 'The handler failed', origin: 'zeroCache' }]));
  await expect(status).toHaveAttribute('data-state', 'error');

  await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  // Still syncing: a customer written now is stored once.
  await page.getByRole('button', { name: 'New customer' }).first().click();
  await page.getByTestId('customer-dialog').getByLabel('Name').fill('After The Failure');
  await page.getByTestId('customer-dialog').getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => customersNamed(user.accountId, 'After The Failure')).toBe(1);
});
