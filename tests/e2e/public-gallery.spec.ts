import { expect, test, type Page } from './support/test';
import { newId } from '../../core/domain/ids';
import { createGallery, setStudioSlug, uniqueSlug, uploadPhotos } from './support/gallery-fixtures';
import { firstLink, latestMail, newUser, withDatabase } from './support/studio';
import { api } from '../support/users';

/** Each tile's box, rounded: what must not move while images arrive. */
function tileBoxes(page: Page): Promise<string[]> {
  return page.getByTestId('public-photo').evaluateAll((tiles) =>
    tiles.map((tile) => {
      const box = tile.getBoundingClientRect();
      return `${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)}x${Math.round(box.height)}`;
    }),
  );
}

test('a visitor browses a small public gallery: every tile placed, only those on screen load', async ({ page }) => {
  const user = await newUser('public-small');
  const slug = uniqueSlug('pub');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Twelve frames', visibility: 'public', photos: 12 });
  const studioName = 'Aurora Photography & Film of Barcelona';
  await withDatabase((sql) => sql`update accounts set name = ${studioName} where id = ${user.accountId}`);
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/images/')) imageRequests.push(request.url());
  });

  await page.goto(`/p/${slug}/gallery/${gallery.id}`);
  await expect(page.getByTestId('public-gallery-name')).toHaveText('Twelve frames');
  const tiles = page.getByTestId('public-photo');
  // A small gallery has every tile in the page, each in its reserved place.
  await expect(tiles).toHaveCount(12);
  const placed = await tileBoxes(page);
  await expect.poll(() => page.locator('[data-testid="public-photo"] img[data-loaded]').count()).toBeGreaterThan(0);
  // The tiles on screen, and the first row, which is what a scroll shows first.
  const first = await tiles.evaluateAll((all) => {
    const firstRow = all[0]?.getBoundingClientRect().top;
    return all.filter((tile) => {
      const { top } = tile.getBoundingClientRect();
      return top < window.innerHeight || top === firstRow;
    }).length;
  });
  expect(first).toBeLessThan(12);
  // Until the visitor scrolls, only those asked for their image (plus the cover).
  expect(imageRequests.length).toBeLessThanOrEqual(first + 1);
  expect(await tileBoxes(page)).toEqual(placed);

  await page.keyboard.press('End');
  const last = page.getByRole('button', { name: 'Open photo 12 of 12' });
  await expect(last).toBeInViewport();
  await expect(last.locator('img[data-loaded]')).toBeVisible();

  // Escape hands the keyboard back to the tile of the photo last viewed, not the one opened.
  await page.getByRole('button', { name: 'Open photo 10 of 12' }).click();
  await expect(page.getByRole('dialog')).toContainText('10 / 12');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog')).toContainText('11 / 12');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open photo 11 of 12' })).toBeFocused();

  // On a phone the header's studio name wraps to a second line rather than losing its end.
  await page.setViewportSize({ width: 390, height: 844 });
  const name = page.getByTestId('public-site-name').locator('span');
  await expect(name).toHaveText(studioName);
  const box = await name.evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
  }));
  expect(box).toEqual({ cut: false, lines: 2 });
});

test('a visitor browses a big public gallery: nearby rows only, reserved space, lightbox with keys and Back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await newUser('public-big');
  const slug = uniqueSlug('pub');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'A wedding', visibility: 'public', downloads: false });
  await uploadPhotos(user, gallery.id, 120, 6);
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/images/')) imageRequests.push(request.url());
  });

  await page.goto(`/p/${slug}/gallery/${gallery.id}`);
  await expect(page.getByTestId('public-gallery-name')).toHaveText('A wedding');
  // The header carries the studio's own name, not one guessed from its address.
  await withDatabase(async (sql) => {
    const [account] = await sql<{ name: string }[]>`select name from accounts where id = ${user.accountId}`;
    await expect(page.getByTestId('public-site-name')).toHaveText(account?.name ?? '');
  });
  const tiles = page.getByTestId('public-photo');
  await expect(tiles.first()).toBeVisible();

  // Only the rows near the screen exist, and only those on screen asked for their image.
  const rendered = await tiles.count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(60);
  const placed = await tileBoxes(page);
  await expect.poll(() => page.locator('[data-testid="public-photo"] img[data-loaded]').count()).toBeGreaterThan(0);
  const onScreen = await tiles.evaluateAll(
    (all) => all.filter((tile) => tile.getBoundingClientRect().top < window.innerHeight).length,
  );
  // (Plus one: the cover at the top of the page.)
  expect(imageRequests.length).toBeLessThanOrEqual(onScreen + 1);
  // Images arriving changed no tile's place or size.
  expect(await tileBoxes(page)).toEqual(placed);

  // The last photo is reachable by scrolling, and opens in the lightbox.
  await page.keyboard.press('End');
  const last = page.getByRole('button', { name: 'Open photo 120 of 120' });
  await expect(last).toBeVisible();
  await last.click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toContainText('120 / 120');
  await expect(page).toHaveURL(/\?photo=/);
  // Downloads are off for this gallery.
  await expect(lightbox.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox).toContainText('119 / 120');
  // Back (a phone's back gesture) closes the lightbox and stays on the gallery.
  await page.goBack();
  await expect(lightbox).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/p/${slug}/gallery/${gallery.id}$`));
  await expect(page.getByRole('button', { name: 'Open photo 119 of 120' })).toBeInViewport();
});

// The mail's link draws an invited client's gallery on the server; coming back later (the
// address without the link's token) the page asks for it with the token kept on the device,
// and that request can fail.
test('an invited client coming back whose connection drops while the gallery loads is asked to try again, then sees it', async ({
  page,
  browser,
}) => {
  const user = await newUser('public-retry');
  const slug = uniqueSlug('rty');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Orchard light', visibility: 'invite', photos: 2 });
  const client = `client-${slug}@example.com`;
  const invited = await api('POST', '/api/auth/invite', {
    token: user.accessToken,
    body: { email: client, data: { galleryId: gallery.id, accountSlug: slug } },
  });
  expect(invited.status).toBe(201);
  const clientPage = await (await browser.newContext()).newPage();
  await clientPage.goto(firstLink((await latestMail(page, client)).text));
  await expect(clientPage.getByTestId('public-gallery-name')).toHaveText('Orchard light');

  const galleryData = (url: URL) => url.pathname === `/api/p/${slug}/gallery/${gallery.id}`;
  await clientPage.route(galleryData, (route) => route.abort('internetdisconnected'));
  await clientPage.goto(`/p/${slug}/gallery/${gallery.id}`);
  const notice = clientPage.getByTestId('public-gallery-error');
  await expect(notice).toBeVisible();
  await expect(clientPage.getByTestId('public-gallery-not-found')).toHaveCount(0);

  await clientPage.unroute(galleryData);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(clientPage.getByTestId('public-gallery-name')).toHaveText('Orchard light');
  await expect(clientPage.getByTestId('public-photo')).toHaveCount(2);
  await expect(notice).toHaveCount(0);
});

test('an expired gallery shows a translated expired page', async ({ page }) => {
  const user = await newUser('public-expired');
  const slug = uniqueSlug('exp');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Last summer', photos: 1 });
  await withDatabase(async (sql) => {
    await sql`update galleries set expires_at = ${Date.now() - 60_000} where id = ${gallery.id}`;
  });
  await page.goto(`/p/${slug}/gallery/${gallery.id}`);
  await expect(page.getByTestId('public-gallery-expired')).toContainText('This gallery has expired');
  await page.goto(`/p/${slug}/gallery/${gallery.id}?lng=ca`);
  await expect(page.getByTestId('public-gallery-expired')).toContainText('Aquesta galeria ha caducat');
  await expect(page.getByTestId('public-photo')).toHaveCount(0);
});

test('drafts and unknown galleries are not found; an invite-only gallery asks for the invitation', async ({ page }) => {
  const user = await newUser('public-hidden');
  const slug = uniqueSlug('hid');
  await setStudioSlug(user, slug);
  const draft = await createGallery(user, { name: 'Work in progress', status: 'draft' });
  const invited = await createGallery(user, { name: 'For the family', visibility: 'invite', photos: 1 });

  // No gallery the server may show: the product's own "not found" (as for an unknown studio).
  await page.goto(`/p/${slug}/gallery/${draft.id}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByText('Work in progress')).toHaveCount(0);
  await page.goto(`/p/${slug}/gallery/${newId()}`);
  await expect(page.getByTestId('not-found')).toBeVisible();

  await page.goto(`/p/${slug}/gallery/${invited.id}?lng=es`);
  await expect(page.getByTestId('public-gallery-private')).toContainText('Esta galería es privada');
  await expect(page.getByText('For the family')).toHaveCount(0);
});

test('a client opening a public gallery downloads none of the back office’s sync client', async ({ page }) => {
  const user = await newUser('public-light');
  const slug = uniqueSlug('light');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Light page', visibility: 'public', downloads: false, photos: 2 });
  const scripts: Promise<{ url: string; code: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((code) => ({ url: response.url(), code })));
  });

  await page.goto(`/p/${slug}/gallery/${gallery.id}`);
  await expect(page.getByTestId('public-gallery-name')).toHaveText('Light page');
  // The server drew the name; the photos come once the page's code has taken it over, all of it loaded.
  await expect(page.getByTestId('public-photo')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  // A message only the Zero client carries: its code never reached this browser.
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter(({ code }) => code.includes('Zero was unable to connect')).map(({ url }) => url)).toEqual([]);
});
