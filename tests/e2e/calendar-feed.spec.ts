import { newId } from '@core/domain/ids';
import { newUser, signIn, withDatabase } from './support/studio';
import { expect, test } from './support/test';

test('the owner copies the calendar address from Scheduling, and replacing it cuts off the old one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await newUser('calendar');
  const sessionId = newId();
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Laura Puig')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 86_400_000}, 'Wedding', 'confirmed')`;
  });
  await signIn(page, user, '/app/scheduling');

  const card = page.getByTestId('calendar-feed-card');
  await expect(card.getByRole('heading', { name: 'Calendar subscription' })).toBeVisible();
  const field = card.getByLabel('Calendar address');
  await expect(field).toHaveValue(/\/api\/calendar\/.+\/sessions\.ics$/);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());

  const feed = await page.request.get(copied);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain(`UID:${sessionId}@`);
  expect(text).toContain('SUMMARY:Wedding – Laura Puig');

  await card.getByRole('button', { name: 'Replace address' }).click();
  const dialog = page.getByTestId('replace-calendar-feed-dialog');
  await expect(dialog).toContainText('The current address stops working at once');
  await dialog.getByRole('button', { name: 'Replace address' }).click();
  await expect(page.getByText('New calendar address ready. The old one no longer works.')).toBeVisible();
  await expect(field).not.toHaveValue(copied);

  expect((await page.request.get(copied)).status()).toBe(404);
  const replaced = await page.request.get(await field.inputValue());
  expect(replaced.status()).toBe(200);
  expect(await replaced.text()).toContain(`UID:${sessionId}@`);
});
