import { expect, test } from './support/test';
import { newUser, signIn } from './support/studio';

test('the language switcher translates the app and remembers the choice in storage and a cookie', async ({
  page,
  context,
}) => {
  const user = await newUser('lang');
  await signIn(page, user, '/app/clients/customers');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18next');
  expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Strict' });

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Català' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');

  // The query parameter wins over what was cached.
  await page.goto('/app/clients/customers?lng=es');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
});

test('the theme follows the choice, stored under vite-ui-theme, and the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/?lng=en');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBeNull();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByTestId('theme-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');

  await page.getByTestId('theme-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByTestId('theme-switcher').click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
});
