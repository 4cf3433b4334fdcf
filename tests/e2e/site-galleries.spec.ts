// The galleries page of a studio's public site (/p/{slug}/galleries): only its public galleries,
// as cards in the site's theme that open each gallery, and "Galleries" in the site's menu.
import AxeBuilder from '@axe-core/playwright';
import { uploadStudioLogo } from '../support/studio-logo';
import { createGallery, setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, withDatabase } from './support/studio';
import { expect, test, type Locator } from './support/test';

test('a visitor finds the public galleries from the menu, never a private one, and opens one', async ({ browser }) => {
  const user = await newUser('listing');
  const slug = uniqueSlug('listing');
  await setStudioSlug(user, slug);
  const shown = await createGallery(user, { name: 'Sunset wedding', photos: 2 });
  await createGallery(user, { name: 'Private portraits', visibility: 'invite', photos: 1 });
  const logoUrl = await uploadStudioLogo(user);
  await withDatabase((sql) => sql`update accounts set name = 'Sol Studio' where id = ${user.accountId}`);

  // A visitor who has never been here: the site's data is cached for a minute.
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(`/p/${slug}?lng=en`);
  const menu = visitor.getByTestId('studio-site').getByRole('navigation');
  await menu.getByRole('link', { name: 'Galleries' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/p/${slug}/galleries$`));
  await expect(menu.getByRole('link', { name: 'Galleries' })).toHaveAttribute('aria-current', 'page');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Galleries');
  await expect(visitor).toHaveTitle(/^Galleries · /);

  const cards = visitor.getByTestId('site-gallery-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Sunset wedding');
  await expect(cards).toContainText('2 photos');
  await expect(visitor.getByText('Private portraits')).toHaveCount(0);
  // The cover has loaded into the box kept for it.
  const cover = cards.locator('img');
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const axe = await new AxeBuilder({ page: visitor }).analyze();
  expect(axe.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);

  await cards.click();
  await expect(visitor).toHaveURL(new RegExp(`/p/${slug}/gallery/${shown.id}$`));
  await expect(visitor.getByTestId('public-gallery-name')).toHaveText('Sunset wedding');
  // The gallery's own header names the studio and shows its logo, as the site's did.
  const brand = visitor.getByTestId('public-site-name');
  await expect(brand).toHaveText('Sol Studio');
  await expect(brand.locator('img')).toHaveAttribute('src', logoUrl);
});

test('a visitor in dark mode sees the logo for dark backgrounds, or the logo on a light plate', async ({ browser }) => {
  const [paired, plain] = await Promise.all([newUser('paired'), newUser('plate')]);
  const [pairedSlug, plainSlug] = [uniqueSlug('paired'), uniqueSlug('plate')];
  await Promise.all([setStudioSlug(paired, pairedSlug), setStudioSlug(plain, plainSlug)]);
  const lightUrl = await uploadStudioLogo(paired);
  const darkUrl = await uploadStudioLogo(paired, 'dark');
  const logoUrl = await uploadStudioLogo(plain);
  const gallery = await createGallery(plain, { name: 'Night swim' });
  const plate = (logo: Locator) => logo.evaluate((image) => getComputedStyle(image).backgroundColor);

  const visitor = await (await browser.newContext({ colorScheme: 'dark' })).newPage();
  await visitor.goto(`/p/${pairedSlug}?lng=en`);
  const pairedBrand = visitor.getByTestId('public-site-name');
  await expect(pairedBrand.locator(`img[src="${darkUrl}"]`)).toBeVisible();
  await expect(pairedBrand.locator(`img[src="${lightUrl}"]`)).toHaveCount(1);
  await expect(pairedBrand.locator(`img[src="${lightUrl}"]`)).toBeHidden();
  expect(await plate(pairedBrand.locator(`img[src="${darkUrl}"]`))).toBe('rgba(0, 0, 0, 0)');

  // Without a variant, the logo sits on a white plate: on the site and in a gallery's own header.
  for (const path of [`/p/${plainSlug}?lng=en`, `/p/${plainSlug}/gallery/${gallery.id}?lng=en`]) {
    await visitor.goto(path);
    const logo = visitor.getByTestId('public-site-name').locator(`img[src="${logoUrl}"]`);
    await expect(logo).toBeVisible();
    expect(await plate(logo)).toBe('rgb(255, 255, 255)');
  }
});

test('a studio without public galleries says so in the visitor’s language, with no menu item', async ({ browser }) => {
  const user = await newUser('unlisted');
  const slug = uniqueSlug('unlisted');
  await setStudioSlug(user, slug);
  await createGallery(user, { name: 'Private portraits', visibility: 'invite' });

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/p/${slug}/galleries?lng=es`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Galerías');
  await expect(visitor.getByTestId('site-galleries-empty')).toHaveText(
    'Todavía no hay galerías públicas. Vuelve pronto.',
  );
  await expect(
    visitor.getByTestId('studio-site').getByRole('navigation').getByRole('link', { name: 'Galerías' }),
  ).toHaveCount(0);
});
