// A new tab of a list paints the picture of the list as it last opened while the app's code
// loads (taken by web/src/lib/screen-snapshot.ts, shown by web/src/boot/screen-snapshot.ts),
// then the live list, and never for someone else.
import { newId } from '../../core/domain/ids';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { newUser, signIn, switchLanguage, withDatabase } from './support/studio';

/** Opens `path` in a new tab of `context` with the app's scripts held back until `release` is called. */
async function tabWithAppHeld(context: BrowserContext, path: string) {
  const tab = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Only the document: its scripts are what is held.
  await tab.goto(path, { waitUntil: 'commit' });
  return { tab, release };
}

const picture = (tab: Page) => tab.locator('[data-screen-snapshot]');

/** Whether the picture kept for the customers list shows `text`. */
const keptPictureShows = (page: Page, text: string) =>
  page.evaluate(
    (wanted) => localStorage.getItem('screen-snapshot /app/clients/customers')?.includes(wanted) ?? false,
    text,
  );

test('a new tab shows the customers list as it last opened until the live list replaces it, and nobody else sees it', async ({
  page,
  context,
}) => {
  const user = await newUser('snapshot');
  const customerId = newId();
  await withDatabase(
    (sql) =>
      sql`insert into customers (id, account_id, author_id, name, email) values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Costa', 'nuria@example.com')`,
  );
  await signIn(page, user, '/app/clients/customers');
  await expect(page.getByTestId('customer-row')).toContainText('Núria Costa');
  // The picture is taken once the browser is idle after the live rows.
  await expect.poll(() => keptPictureShows(page, 'Núria Costa')).toBe(true);

  // Renamed in another browser after the picture was taken.
  await withDatabase((sql) => sql`update customers set name = 'Núria Costa Vidal' where id = ${customerId}`);

  const { tab, release } = await tabWithAppHeld(context, '/app/clients/customers');
  // Painted by the page alone: the app has not run, so there is no live row.
  await expect(picture(tab)).toContainText('Núria Costa');
  await expect(picture(tab)).toContainText('Customers');
  await expect(tab.getByTestId('customer-row')).toHaveCount(0);
  // Nothing in it can be used or is announced: buttons in it are not buttons to anyone.
  await expect(tab.getByRole('button', { name: 'New customer' })).toHaveCount(0);
  expect(await picture(tab).evaluate((element) => (element as HTMLElement).inert)).toBe(true);

  release();
  await expect(tab.getByTestId('customer-row')).toContainText('Núria Costa Vidal');
  await expect(picture(tab)).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'New customer' })).toBeVisible();

  // After signing out, the next person on this browser gets no picture, and none is kept.
  await tab.getByTestId('user-menu').click();
  await tab.getByTestId('sign-out').click();
  await expect(tab).toHaveURL(/\/login/);
  expect(
    await tab.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('screen-snapshot'))),
  ).toEqual([]);
  const { tab: after, release: releaseAfter } = await tabWithAppHeld(context, '/app/clients/customers');
  await expect(after.locator('#root')).toBeAttached();
  await expect(picture(after)).toHaveCount(0);
  releaseAfter();
  await expect(after).toHaveURL(/\/login/);
});

test('a picture is shown only in the studio it was taken for, and is taken again in a new language', async ({
  page,
  context,
}) => {
  const user = await newUser('snapshot-language');
  await withDatabase(
    (sql) =>
      sql`insert into customers (id, account_id, author_id, name) values (${newId()}, ${user.accountId}, ${user.userId}, 'Pau Ferrer')`,
  );
  await signIn(page, user, '/app/clients/customers');
  await expect(page.getByTestId('customer-row')).toContainText('Pau Ferrer');
  await expect.poll(() => keptPictureShows(page, 'Pau Ferrer')).toBe(true);

  // Another studio selected on this browser (as the studio switcher records it).
  const selected = await page.evaluate(() => localStorage.getItem('account-storage') ?? '');
  await page.evaluate(
    (stored) => localStorage.setItem('account-storage', stored.replace(/"accountId":"[^"]+"/, '"accountId":"another"')),
    selected,
  );
  const { tab: otherStudio } = await tabWithAppHeld(context, '/app/clients/customers');
  await expect(otherStudio.locator('#root')).toBeAttached();
  await expect(picture(otherStudio)).toHaveCount(0);
  await otherStudio.close();
  await page.evaluate((stored) => localStorage.setItem('account-storage', stored), selected);

  // The interface switched to Spanish: the picture is taken again in Spanish (an English one
  // would flash English words before the Spanish screen).
  await switchLanguage(page, 'Español');
  await expect.poll(() => keptPictureShows(page, 'Clientes')).toBe(true);
  const { tab: spanish, release } = await tabWithAppHeld(context, '/app/clients/customers');
  await expect(picture(spanish)).toContainText('Clientes');
  await expect(picture(spanish)).toContainText('Pau Ferrer');
  await expect(picture(spanish)).not.toContainText('Customers');
  release();
  await expect(spanish.getByRole('heading', { name: 'Clientes', level: 2 })).toBeVisible();
  await expect(spanish.getByTestId('customer-row')).toContainText('Pau Ferrer');
  await expect(picture(spanish)).toHaveCount(0);
});
