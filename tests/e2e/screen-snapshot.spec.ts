import { expect, test, type Page } from '@playwright/test';
import { newId } from '../../core/domain/ids';
import { newUser, signIn, withDatabase, type TestUser } from './support/studio';

const SNAPSHOTS_KEY = 'screen-snapshots';

declare global {
  interface Window {
    /** What the remembered screen painted by index.html showed, noted as it was added. */
    __painted?: { rows: string[]; testIds: number; ids: number; inert: boolean; ariaHidden: string | null };
  }
}

/** Notes the remembered screen, if index.html paints one, before the app can take it away. */
async function notePaintedScreen(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const overlay = document.getElementById('screen-snapshot');
      if (!overlay) return;
      observer.disconnect();
      window.__painted = {
        rows: Array.from(overlay.querySelectorAll('tbody tr[data-index]'), (row) => row.textContent ?? ''),
        testIds: overlay.querySelectorAll('[data-testid]').length,
        ids: overlay.querySelectorAll('[id]').length,
        inert: overlay.inert,
        ariaHidden: overlay.getAttribute('aria-hidden'),
      };
    }).observe(document, { childList: true, subtree: true });
  });
}

async function addCustomer(user: TestUser, name: string) {
  await withDatabase(
    (sql) =>
      sql`insert into customers (id, account_id, author_id, name) values (${newId()}, ${user.accountId}, ${user.userId}, ${name})`,
  );
}

/** Opens the customers list and waits until this browser has remembered it. */
async function openAndRemember(page: Page, user: TestUser, name: string) {
  await signIn(page, user, '/app/clients/customers');
  await expect(page.getByTestId('customer-row').filter({ hasText: name })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SNAPSHOTS_KEY)).toContain(name);
}

test('a reloaded list first shows the screen this browser last saw, then the live one in its place', async ({
  page,
}) => {
  const user = await newUser('snapshot');
  await addCustomer(user, 'Aina Ferrer');
  await openAndRemember(page, user, 'Aina Ferrer');

  // Changed elsewhere since: the picture shows the old rows, the live list the new ones.
  await addCustomer(user, 'Bruno Casals');
  await notePaintedScreen(page);
  await page.reload();
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Bruno Casals' })).toBeVisible();
  await expect(page.locator('#screen-snapshot')).toHaveCount(0);

  const painted = await page.evaluate(() => window.__painted);
  expect(painted?.rows).toEqual([expect.stringContaining('Aina Ferrer')]);
  // A picture only: nothing in it can be clicked, typed into, read out, or found as the live screen.
  expect(painted).toMatchObject({ testIds: 0, ids: 0, inert: true, ariaHidden: 'true' });

  // The live screen works as ever once it is there.
  await page.getByRole('button', { name: 'Edit Bruno Casals' }).click();
  await expect(page.getByTestId('customer-dialog').getByLabel('Name')).toHaveValue('Bruno Casals');
});

test('signing out forgets the remembered screens, and another person never sees one', async ({ page }) => {
  const first = await newUser('snapshot-first');
  await addCustomer(first, 'Carla Mir');
  await openAndRemember(page, first, 'Carla Mir');
  const remembered = await page.evaluate((key) => localStorage.getItem(key), SNAPSHOTS_KEY);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SNAPSHOTS_KEY)).toBeNull();

  // Even one left behind (say, storage was blocked when the first person signed out) is not
  // painted for the next person.
  const second = await newUser('snapshot-second');
  await signIn(page, second, '/app/clients/customers');
  await expect(page.getByText('No customers yet')).toBeVisible();
  await page.evaluate(([key, value]) => localStorage.setItem(key, value ?? ''), [SNAPSHOTS_KEY, remembered] as const);
  await notePaintedScreen(page);
  await page.reload();
  await expect(page.getByText('No customers yet')).toBeVisible();
  expect(await page.evaluate(() => window.__painted)).toBeUndefined();
});
