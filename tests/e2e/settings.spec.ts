import { setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';
import { expect, test } from './support/test';

test('the public address is previewed only when it could be saved, and otherwise the screen says why', async ({
  page,
}) => {
  const taken = uniqueSlug('taken');
  await setStudioSlug(await newUser('neighbour'), taken);
  const user = await newUser('address');
  await signIn(page, user, '/app/settings');

  const form = page.getByTestId('public-address-form');
  const field = form.getByLabel('Public address');
  const status = form.getByTestId('slug-status');
  const preview = form.getByTestId('slug-preview');

  await field.fill('bad slug!');
  await expect(preview).toHaveCount(0);
  await expect(status).toHaveText(
    'Use only lowercase letters, numbers and hyphens, starting and ending with a letter or number.',
  );

  await field.fill('ab');
  await expect(preview).toHaveCount(0);
  await expect(status).toHaveText('Use at least 3 characters.');

  await field.fill(taken);
  await expect(status).toHaveText('Another studio already has this address. Try another one.');
  await expect(preview).toHaveCount(0);

  // Typed in capitals: previewed, and saved, as the address it will be.
  const free = uniqueSlug('free');
  await field.fill(free.toUpperCase());
  await expect(preview).toHaveText(`${new URL(page.url()).origin}/p/${free}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Public address saved.')).toBeVisible();

  // The reasons are in the reader's language.
  await page.goto('/app/settings?lng=es');
  const campo = form.getByLabel('Dirección pública');
  await campo.fill(taken);
  await expect(status).toHaveText('Otro estudio ya tiene esta dirección. Prueba con otra.');
  await campo.fill('a b');
  await expect(status).toHaveText(
    'Usa solo minúsculas, números y guiones, y empieza y acaba con una letra o un número.',
  );
  await expect(preview).toHaveCount(0);
});

test('on a phone, Settings fits the screen and the studio name stays clear of the sync and language buttons', async ({
  page,
}) => {
  const user = await newUser('narrow');
  await withDatabase(
    (sql) => sql`update accounts set name = 'Laia Puig Fotografia de Bodes i Famílies' where id = ${user.accountId}`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user, '/app/settings');
  await expect(page.getByTestId('brand-form')).toBeVisible();

  const fits = async () => {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.screen);
  };
  await expect(page.getByTestId('team-member')).toBeVisible();
  await fits();

  const name = await page.getByTestId('account-switcher').boundingBox();
  for (const neighbour of ['sync-status', 'language-switcher']) {
    const box = await page.getByTestId(neighbour).boundingBox();
    expect(name && box && name.x + name.width <= box.x, `the studio name ends before ${neighbour}`).toBe(true);
  }

  // Longer labels (a currency's name, "Restablecer valores predeterminados") fit as well.
  await page.goto('/app/settings?lng=es');
  await expect(page.getByTestId('team-member')).toBeVisible();
  await fits();
});
