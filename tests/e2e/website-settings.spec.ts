import { createGallery, setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';
import { expect, test } from './support/test';

test("the brand and profile are previewed, saved, and leave the studio's other settings as they were", async ({
  page,
}) => {
  const user = await newUser('website');
  // What other screens keep in the same settings: the agenda's locked days live inside the
  // photographer setting the profile saves whole, with a network the form does not offer.
  await withDatabase(
    (sql) =>
      sql`update accounts set settings = settings || '{"timeZone": "Europe/Madrid", "photographer": {"lockedDays": ["2030-01-01"], "socialMedia": {"behance": "https://www.behance.net/laiapuig"}}}' where id = ${user.accountId}`,
  );
  await signIn(page, user, '/app/settings');

  const brand = page.getByTestId('brand-form');
  const site = brand.getByTestId('studio-site');
  await expect(site).toHaveAttribute('data-template', 'modern');
  await brand.getByRole('radio', { name: /^Classic/ }).click();
  await expect(site).toHaveAttribute('data-template', 'classic');

  // A light grey on white is shown as hard to read before anything is saved, and not after a fix.
  const warning = brand.getByTestId('contrast-warning');
  const textColor = brand.getByLabel('Text colour', { exact: true });
  await textColor.fill('#BBBBBB');
  await expect(warning).toContainText(
    'Body text on the background has a contrast of 1.91:1; WCAG AA asks for at least 4.5:1.',
  );
  await textColor.fill('#1A1A1A');
  await expect(warning).toHaveCount(0);

  // The palette and the text field hold the same colour.
  await brand.getByLabel('Main colour', { exact: true }).fill('#7C2D12');
  await expect(brand.getByLabel('Main colour: choose from a palette')).toHaveValue('#7c2d12');
  await expect(site).toHaveAttribute('style', /--site-primary: #7C2D12/);
  await brand.getByLabel('Headings', { exact: true }).selectOption('Georgia');
  await expect(site.locator('h1')).toHaveCSS('font-family', /^Georgia/);
  await brand.getByLabel('When visitors scroll').selectOption({ label: 'Scrolls away with the page' });

  await brand.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Brand saved.')).toBeVisible();
  await expect(brand.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Resetting changes the fields and the preview only: nothing is stored until Save.
  await brand.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(site).toHaveAttribute('data-template', 'modern');
  await expect(textColor).toHaveValue('#111827');
  await expect(brand.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(brand.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();

  const profile = page.getByTestId('profile-form');
  await profile.getByLabel('Business name').fill('Laia Puig Fotografia');
  await profile.getByLabel('About you').fill('I photograph weddings and families around Girona.');
  const instagram = profile.getByLabel('Instagram profile');
  await instagram.fill('instagram.com/laiapuig');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Enter a web address starting with https://')).toBeVisible();
  await instagram.fill('https://www.instagram.com/laiapuig');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  // The preview draws the saved profile.
  await expect(site.locator('h1')).toHaveText('Laia Puig Fotografia');

  const [row] = await withDatabase(
    (sql) => sql<{ settings: Record<string, unknown> }[]>`select settings from accounts where id = ${user.accountId}`,
  );
  const settings = row?.settings ?? {};
  expect(settings).toMatchObject({
    'theme.template': 'classic',
    'theme.textColor': '#1A1A1A',
    'theme.primaryColor': '#7C2D12',
    'theme.headingFont': 'Georgia',
    'theme.menuBehavior': 'static',
    // Keys left as they were are saved too, with their defaults.
    'theme.backgroundColor': '#FFFFFF',
    'theme.menuTransparency': 'glass',
    'theme.logoUrl': '',
    timeZone: 'Europe/Madrid',
  });
  expect(settings['theme.updatedAt']).toEqual(expect.any(Number));
  expect(settings.photographer).toEqual({
    businessName: 'Laia Puig Fotografia',
    bio: 'I photograph weddings and families around Girona.',
    socialMedia: { behance: 'https://www.behance.net/laiapuig', instagram: 'https://www.instagram.com/laiapuig' },
    lockedDays: ['2030-01-01'],
  });
});

test('a cover chosen from an invite-only gallery is shown to visitors of the site', async ({ page, browser }) => {
  const user = await newUser('site-cover');
  const slug = uniqueSlug('cover');
  await setStudioSlug(user, slug);
  await createGallery(user, { name: 'Vidal wedding', visibility: 'invite', photos: 1 });
  await signIn(page, user, '/app/settings');

  const profile = page.getByTestId('profile-form');
  const cover = profile.getByLabel('Cover photo address');
  await cover.locator('..').getByRole('button', { name: 'Choose from your galleries' }).click();
  const dialog = page.getByTestId('site-image-dialog');
  await dialog.getByRole('button', { name: /Vidal wedding/ }).click();
  await dialog.getByRole('button', { name: 'Use photo IMG_0001.jpg' }).click();
  await expect(dialog).toBeHidden();
  await expect(cover).toHaveValue(/^\/api\/site-images\//);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/p/${slug}?lng=en`);
  const image = visitor.locator(`img[src="${await cover.inputValue()}"]`).first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
