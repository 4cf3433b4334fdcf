// The studio's data, from Settings: an owner exports it all and opens the ZIP, then deletes the
// studio, sees when it goes for good on every screen, and keeps it after all.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { newId } from '@core/domain/ids';
import { newUser, signIn, withDatabase } from './support/studio';
import { expect, test } from './support/test';

test('an owner exports the studio and opens the ZIP, then deletes the studio and keeps it', async ({ page }) => {
  const user = await newUser('export');
  await withDatabase(async (sql) => {
    await sql`update accounts set name = 'Llum Studio' where id = ${user.accountId}`;
    await sql`insert into customers (id, account_id, author_id, name) values (${newId()}, ${user.accountId}, ${user.userId}, 'Laura Puig')`;
  });
  await signIn(page, user, '/app/settings');

  const exportCard = page.getByTestId('studio-export-card');
  await exportCard.getByRole('button', { name: 'Export the studio' }).click();
  await expect(exportCard.getByTestId('studio-export-state')).toContainText('Your export is being prepared');
  // What the scheduled jobs do every minute, now; the card asks again every few seconds.
  expect((await page.request.post('/__platform/jobs/run')).status()).toBe(204);
  const download = page.waitForEvent('download');
  await exportCard.getByRole('button', { name: 'Download ZIP' }).click({ timeout: 20_000 });
  const file = await (await download).path();
  const files = unzipSync(new Uint8Array(await readFile(file)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'studio.json', 'csv/customers.csv']));
  expect(strFromU8(files['csv/customers.csv'] ?? new Uint8Array())).toContain('Laura Puig');

  const deleteCard = page.getByTestId('delete-studio-card');
  const submit = deleteCard.getByRole('button', { name: 'Delete the studio' });
  await deleteCard.getByLabel("Type the studio's name, Llum Studio, to confirm").fill('Llum');
  await expect(submit).toBeDisabled();
  await deleteCard.getByLabel("Type the studio's name, Llum Studio, to confirm").fill('llum studio');
  await submit.click();
  const banner = page.getByTestId('deletion-banner');
  await expect(banner).toContainText('Llum Studio will be deleted for good on');
  await page.goto('/app/clients/customers');
  await expect(banner).toBeVisible();
  await expect(page.getByText('Laura Puig')).toBeVisible();
  await banner.getByRole('button', { name: 'Keep the studio' }).click();
  await expect(banner).toBeHidden();
  expect(
    await withDatabase(
      async (sql) => (await sql`select deletion_scheduled_at from accounts where id = ${user.accountId}`)[0],
    ),
  ).toEqual({ deletion_scheduled_at: null });
});
