// Settings → Usage, as an owner meets it (docs/decisions/pay-per-use.md): the figures move with
// the photos the studio keeps, and a studio at its limit is told why its uploads stop and where
// to go about it.
import { expect, test } from './support/test';
import { wcagViolations } from './support/axe';
import { createGallery, photoFiles } from './support/gallery-fixtures';
import { newUser, signIn, switchLanguage, withDatabase, type TestUser } from './support/studio';

/** What the studio keeps, as the photos' trigger would have counted it. */
function setStoredBytes(user: TestUser, bytes: number): Promise<unknown> {
  return withDatabase(
    (sql) => sql`
      insert into account_storage (account_id, stored_bytes, photos) values (${user.accountId}, ${bytes}, 0)
      on conflict (account_id) do update set stored_bytes = excluded.stored_bytes`,
  );
}

test('an owner finds Usage in Settings, and its figures grow with the photos uploaded', async ({ page }) => {
  // Two axe analyses and an upload: over a minute on a busy two-core machine.
  test.setTimeout(150_000);
  const user = await newUser('usage');
  const gallery = await createGallery(user, { name: 'Usage wedding', status: 'draft' });
  await signIn(page, user, '/app/settings');
  await page.getByRole('link', { name: 'Open Usage' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/usage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();

  const photosNow = page.getByTestId('usage-photos-now');
  const storedNow = page.getByTestId('usage-stored-now');
  await expect(photosNow).toHaveText('0');
  const storedBefore = await storedNow.textContent();
  // A new studio is on the free allowance: every line is included and the month costs nothing.
  await expect(page.getByTestId('billing-status')).toHaveText('Free allowance');
  await expect(page.getByTestId('usage-limit')).toContainText('Free allowance: 0% used');
  const storedLine = page.locator('[data-testid="usage-line"][data-meter="stored_bytes"]');
  await expect(storedLine).toContainText('Photos stored');
  await expect(storedLine).toContainText('3 GB');
  await expect(storedLine).toContainText('Included');
  await expect(page.getByTestId('usage-month-total')).toHaveText('€0.00');
  await expect(page.getByTestId('invoices-empty')).toBeVisible();
  expect(await wcagViolations(page), 'the usage page').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await wcagViolations(page), 'the usage page, dark').toEqual([]);

  await page.goto(`/app/galleries/${gallery.id}`);
  await page.getByTestId('photo-file-input').setInputFiles(await photoFiles(3));
  await expect(page.getByTestId('upload-summary')).toHaveText('3 of 3 photos uploaded', { timeout: 60_000 });

  await page.goto('/app/settings/usage');
  await expect(photosNow).toHaveText('3');
  await expect(storedNow).not.toHaveText(storedBefore ?? '');
  await expect(storedNow).toHaveText(/kB$/);
});

test('a spending cap is typed in the billing currency and checked before it is saved', async ({ page }) => {
  const user = await newUser('usage-cap');
  await signIn(page, user, '/app/settings/usage');
  const form = page.getByTestId('spending-cap-form');
  const field = form.getByLabel('Most a month may cost');
  await field.fill('12.345');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('Enter an amount like 1,250.50.');

  await field.fill('25.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Spending cap saved')).toBeVisible();
  await withDatabase(async (sql) => {
    expect(
      await sql`select spending_cap::int as cap from account_billing where account_id = ${user.accountId}`,
    ).toEqual([{ cap: 2550 }]);
  });
  await page.reload();
  await expect(field).toHaveValue('25.50');
});

test('a studio at its limit is told, in its language, why the upload stops, with the way to Usage', async ({
  page,
}) => {
  const user = await newUser('usage-limit');
  const gallery = await createGallery(user, { name: 'Full studio', status: 'draft' });
  // Exactly the free 3 GB: one more photo would take the studio past it.
  await setStoredBytes(user, 3_000_000_000);
  await signIn(page, user, `/app/galleries/${gallery.id}`);
  await switchLanguage(page, 'Español');

  await page.getByTestId('photo-file-input').setInputFiles(await photoFiles(2));
  const refusal = page.getByTestId('upload-usage-refusal');
  await expect(refusal).toContainText('Tu estudio ha llegado a su límite de este mes');
  const failed = page.locator('[data-testid="upload-item"][data-status="failed"]');
  await expect(failed).toHaveCount(2);
  await expect(failed.first()).toContainText('tu estudio ha llegado a su límite');
  await withDatabase(async (sql) => {
    expect(await sql`select id from photos where gallery_id = ${gallery.id}`).toEqual([]);
  });

  await refusal.getByRole('link', { name: 'Abrir Uso' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/usage$/);
  await expect(page.getByTestId('usage-notice')).toContainText('Tu estudio ha agotado su franquicia gratuita');
  await expect(page.getByTestId('usage-limit')).toContainText('100');
});

test('a paying studio at its spending cap is told why the upload stops, and Usage says the cap is reached', async ({
  page,
}) => {
  const user = await newUser('usage-cap');
  const gallery = await createGallery(user, { name: 'Capped studio', status: 'draft' });
  // A card on file and a €5 cap; 15,000 renders beyond the allowance today already cost €7.50.
  await withDatabase(async (sql) => {
    await sql`insert into account_billing (account_id, status, card_brand, card_last4, spending_cap)
              values (${user.accountId}, 'active', 'visa', '4242', 500)`;
    await sql`insert into usage_days (account_id, day, meter, quantity)
              values (${user.accountId}, (now() at time zone 'utc')::date, 'renders', 20000)`;
  });
  await signIn(page, user, `/app/galleries/${gallery.id}`);

  await page.getByTestId('photo-file-input').setInputFiles(await photoFiles(1));
  const refusal = page.getByTestId('upload-usage-refusal');
  await expect(refusal).toContainText('Your studio has reached its limit for this month');
  await refusal.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/settings\/usage$/);
  await expect(page.getByTestId('usage-notice')).toContainText('This month has reached your spending cap');
});

test('an owner adds a card on the checkout page and comes back to Usage with the card shown', async ({ page }) => {
  const user = await newUser('usage-card');
  await signIn(page, user, '/app/settings/usage');
  const card = page.getByTestId('billing-card');
  await expect(page.getByTestId('billing-card-on-file')).toHaveText('No card on file');
  await card.getByRole('button', { name: 'Add a card' }).click();

  // The local platform's stand-in for Stripe Checkout.
  await expect(page.getByRole('heading', { name: 'Add a test card' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Add card' }).click();

  await expect(page).toHaveURL(/\/app\/settings\/usage$/);
  await expect(page.getByTestId('billing-card-on-file')).toContainText(/visa •••• 4242/i);
  await expect(page.getByTestId('billing-status')).toHaveText('Active');
  await expect(card.getByRole('button', { name: 'Replace the card' })).toBeVisible();
  await expect(page.getByTestId('usage-standing')).toContainText('with no spending cap');
});
