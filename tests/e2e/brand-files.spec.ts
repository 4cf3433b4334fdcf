// A studio's logo and own font, uploaded on the brand screen and worn by its public site.
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';

/** A real TrueType file that ships with Playwright: the browser can load it, and the API checks its bytes. */
const TRUE_TYPE = path.resolve(
  import.meta.dirname,
  '../../node_modules/playwright-core/lib/vite/traceViewer/codicon.DCmgc-ay.ttf',
);

test('an owner uploads a logo and a font, sets the font for headings, and the public site shows both', async ({
  page,
  browser,
}) => {
  const user = await newUser('brand-files');
  const slug = uniqueSlug('brand');
  await setStudioSlug(user, slug);
  await signIn(page, user, '/app/settings');

  // The logo: a PNG with an alpha channel, stored and made the site's logo at once.
  const logo = await sharp({ create: { width: 320, height: 120, channels: 4, background: '#0f766eaa' } })
    .png()
    .toBuffer();
  const brand = page.getByTestId('brand-form');
  const chooser = page.waitForEvent('filechooser');
  await brand.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  await expect(brand.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', /^\/api\/logos\//);
  const logoUrl = await withDatabase(
    async (sql) =>
      (
        await sql<
          { url: string }[]
        >`select settings->>'theme.logoUrl' as url from accounts where id = ${user.accountId}`
      )[0]?.url,
  );
  expect(logoUrl).toMatch(/^\/api\/logos\//);

  // A second logo for dark backgrounds, uploaded and removed on its own: the logo stays.
  const darkChooser = page.waitForEvent('filechooser');
  await brand.getByRole('button', { name: 'Upload dark-background logo' }).click();
  await (await darkChooser).setFiles({ name: 'light-ink.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Dark-background logo uploaded')).toBeVisible();
  await expect(brand.getByRole('img', { name: 'Your dark-background logo' })).toHaveAttribute('src', /^\/api\/logos\//);
  await brand.getByRole('button', { name: 'Remove dark-background logo' }).click();
  await expect(page.getByText('Dark-background logo removed')).toBeVisible();
  await expect(brand.getByText('No dark-background logo')).toBeVisible();
  await expect(brand.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', logoUrl ?? '');

  // A file that only claims to be a font is refused, and nothing is listed.
  const fonts = page.getByTestId('fonts-card');
  await fonts.getByLabel('Font file').setInputFiles({ name: 'fake.ttf', mimeType: 'font/ttf', buffer: logo });
  await fonts.getByRole('button', { name: 'Upload font' }).click();
  await expect(fonts).toContainText("This file isn't a font that can be used.");
  await expect(fonts.getByRole('list', { name: 'Uploaded fonts' })).toHaveCount(0);

  // The real font is listed, and becomes a choice for headings.
  await fonts.getByLabel('Font file').setInputFiles(TRUE_TYPE);
  await fonts.getByLabel('Font family name').fill('Studio Icons');
  await fonts.getByRole('button', { name: 'Upload font' }).click();
  await expect(fonts.getByRole('list', { name: 'Uploaded fonts' })).toContainText('Studio Icons');
  await brand.getByLabel('Headings', { exact: true }).selectOption('Studio Icons');
  await brand.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Brand saved.')).toBeVisible();

  // A visitor sees the logo in the menu and the headings in the uploaded face.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/p/${slug}?lng=en`);
  await expect(visitor.getByTestId('public-site-name').locator('img')).toHaveAttribute('src', logoUrl ?? '');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"?Studio Icons"?/);
  await expect.poll(() => visitor.evaluate(() => document.fonts.check("16px 'Studio Icons'"))).toBe(true);
});

test('uploading a logo keeps the brand edits not yet saved, and Save stores both', async ({ page }) => {
  const user = await newUser('logo-keeps-edits');
  await signIn(page, user, '/app/settings');
  const brand = page.getByTestId('brand-form');
  const primary = brand.getByLabel('Main colour', { exact: true });
  await primary.fill('#7C2D12');

  const logo = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await brand.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  await expect(brand.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', /^\/api\/logos\//);
  await expect(primary).toHaveValue('#7C2D12');

  await brand.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Brand saved.')).toBeVisible();
  const [row] = await withDatabase(
    (sql) => sql<{ settings: Record<string, unknown> }[]>`select settings from accounts where id = ${user.accountId}`,
  );
  expect(row?.settings['theme.primaryColor']).toBe('#7C2D12');
  expect(row?.settings['theme.logoUrl']).toMatch(/^\/api\/logos\//);
});
