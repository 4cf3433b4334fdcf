import { expect, test } from './support/test';
import { newUser, signIn } from './support/studio';

test('signing out of the other devices sends them to the sign-in page, and this one stays signed in', async ({
  page,
  browser,
}) => {
  const user = await newUser('devices');
  await signIn(page, user, '/app/clients/customers');
  const other = await (await browser.newContext()).newPage();
  await signIn(other, user, '/app/clients/customers');
  await expect(other.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out-others').click();
  await expect(page.getByText('Your other devices are signed out.')).toBeVisible();

  // The other device finds out when its tab is shown again (and every 30 s while it is shown):
  // back at the sign-in page, with the studio it had open forgotten.
  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByTestId('sign-in-form')).toBeVisible();
  await expect(other.getByTestId('sign-in-ended')).toHaveText(
    'Your sign-in has ended, perhaps from another device. Sign in again to go on.',
  );
  const stored = await other.evaluate(() => localStorage.getItem('account-storage'));
  expect((JSON.parse(stored ?? '{}') as { state?: { accounts?: unknown[] } }).state?.accounts).toEqual([]);

  // This device was not signed out: it opens the studio after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

  // "Everywhere" ends this sign-in too.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out-everywhere').click();
  await page.getByTestId('sign-out-everywhere-dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Asked for here: nothing to explain.
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await expect(page.getByTestId('sign-in-ended')).toHaveCount(0);
  await page.goto('/app/clients');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out everywhere asks first, then the other device is at the sign-in page within 5 s', async ({
  page,
  browser,
}) => {
  const user = await newUser('everywhere');
  await signIn(page, user, '/app/clients/customers');
  const other = await (await browser.newContext()).newPage();
  await signIn(other, user, '/app/clients/customers');
  await expect(other.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

  // Cancelled, nothing ends.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out-everywhere').click();
  const confirm = page.getByTestId('sign-out-everywhere-dialog');
  await expect(confirm).toContainText('This signs you out on every device, this one included.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out-everywhere').click();
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The other tab stays in view and is never asked: its sync tells it.
  await expect(other).toHaveURL(/\/login/, { timeout: 5000 });
  await expect(other.getByTestId('sign-in-ended')).toBeVisible();
});

test('a tab opens Home on the stored sign-in without the auth client, and follows a sign-out in another tab', async ({
  page,
  context,
}) => {
  const user = await newUser('tabs');
  await signIn(page, user, '/app');
  await expect(page.getByTestId('home-outstanding')).toBeVisible();
  // The chunk of lib/supabase.ts, read from what the page fetched (by the network or its worker).
  const authClientLoaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/supabase-[\w-]+\.js$/.test(entry.name)),
    );
  expect(await authClientLoaded()).toBe(false);

  const other = await context.newPage();
  await other.goto('/app');
  await other.getByTestId('user-menu').click();
  await other.getByTestId('sign-out').click();
  await expect(other).toHaveURL(/\/login/);

  // The first tab loads the auth client once the stored sign-in changes, and leaves the studio.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  expect(await authClientLoaded()).toBe(true);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login/);
});
