import { expect, test } from './support/test';
import { api } from '../support/users';
import { createGallery, setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { firstLink, latestMail, newUser, signIn } from './support/studio';

test('a client invited by e-mail opens the link in a fresh browser and sees the gallery and the lightbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await newUser('invites');
  const slug = uniqueSlug('inv');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Garden party', visibility: 'invite', downloads: true, photos: 6 });
  const client = `client-${slug}@example.com`;

  await signIn(page, user, `/app/galleries/${gallery.id}`);
  await page.getByRole('tab', { name: /Sharing/ }).click();
  await expect(page.getByTestId('invites-empty')).toBeVisible();
  const form = page.getByTestId('invite-form');
  await form.getByLabel("Client's e-mail").fill('not-an-address');
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await form.getByLabel("Client's e-mail").fill(client);
  await form.getByRole('button', { name: 'Send invite' }).click();
  const row = page.getByTestId('invite-row').filter({ hasText: client });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('invite-last-opened')).toHaveText('Never opened');

  // The client: a browser that has never seen the studio.
  const mail = await latestMail(page, client);
  expect(mail.text).toContain('Garden party');
  const clientPage = await (await browser.newContext()).newPage();
  await clientPage.goto(firstLink(mail.text));
  await expect(clientPage).toHaveURL(new RegExp(`/p/${slug}/gallery/${gallery.id}$`));
  await expect(clientPage.getByTestId('public-gallery-name')).toHaveText('Garden party');
  await expect(clientPage.getByTestId('public-photo')).toHaveCount(6);
  // Every visible photo loads with the client's access (none refused): `data-loaded` is set only
  // once an image has actually arrived, and there is at least one (the grid renders nearby rows).
  const images = clientPage.locator('[data-testid="public-photo"] img');
  await expect
    .poll(async () => {
      const [rendered, loaded] = [await images.count(), await images.and(clientPage.locator('[data-loaded]')).count()];
      return rendered > 0 && loaded === rendered;
    })
    .toBe(true);

  await clientPage.getByRole('button', { name: 'Open photo 1 of 6' }).click();
  const lightbox = clientPage.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText('1 / 6');
  await expect(lightbox.getByRole('button', { name: 'Download' })).toBeVisible();
  await clientPage.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('2 / 6');
  await clientPage.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // The photographer sees that the invite was opened.
  await expect(row.getByTestId('invite-last-opened')).toContainText('Last opened');

  // The client comes back later from a bookmark: the invite is remembered on that device.
  await clientPage.reload();
  await expect(clientPage.getByTestId('public-gallery-name')).toHaveText('Garden party');

  // Revoked, the link and the remembered access stop working.
  await row.getByRole('button', { name: `Revoke the invite for ${client}` }).click();
  await page.getByTestId('revoke-invite-dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  await clientPage.reload();
  await expect(clientPage.getByTestId('public-gallery-private')).toBeVisible();
  await clientPage.goto(firstLink(mail.text));
  await expect(clientPage.getByTestId('invite-invalid')).toContainText('This invite link is no longer valid');
});

test('without a public address the studio is told where to set one before inviting', async ({ page }) => {
  const user = await newUser('no-slug');
  const gallery = await createGallery(user, { name: 'No address yet', visibility: 'invite' });
  await signIn(page, user, `/app/galleries/${gallery.id}`);
  await page.getByRole('tab', { name: /Sharing/ }).click();
  const form = page.getByTestId('invite-form');
  await form.getByLabel("Client's e-mail").fill('someone@example.com');
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(form.getByRole('alert')).toContainText('Your studio needs a public address');
  await form.getByRole('link', { name: 'Set it in Settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
});

test('an invite link that is not valid says so, in the visitor’s language', async ({ page }) => {
  const user = await newUser('bad-link');
  const slug = uniqueSlug('bad');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { visibility: 'invite' });
  await page.goto(`/p/${slug}/invite/${gallery.id}?token=not-a-real-token&lng=es`);
  await expect(page.getByTestId('invite-invalid')).toContainText('Este enlace de invitación ya no es válido');
});

// A link that leads on to another page than its gallery is traded by the app's invite page, not
// drawn by the server: its calls may fail on a bad connection.
test('a visitor whose connection drops while the app opens the invite is asked to try again, not told it is invalid', async ({
  page,
}) => {
  const user = await newUser('invite-offline');
  const slug = uniqueSlug('off');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Harbour walk', visibility: 'invite' });
  const next = await createGallery(user, { name: 'Harbour walk, the prints', visibility: 'public' });
  const client = `client-${slug}@example.com`;
  const res = await api('POST', '/api/auth/invite', {
    token: user.accessToken,
    body: {
      email: client,
      data: { galleryId: gallery.id, accountSlug: slug },
      redirectTo: `/p/${slug}/gallery/${next.id}`,
    },
  });
  expect(res.status).toBe(201);
  const link = firstLink((await latestMail(page, client)).text);

  // Only the call that trades the link's token fails, as a lost connection would make it.
  const verifyInvite = (url: URL) => url.pathname === '/api/auth/verify-invite';
  await page.route(verifyInvite, (route) => route.abort('internetdisconnected'));
  await page.goto(link);
  const notice = page.getByTestId('invite-unreachable');
  await expect(notice).toContainText("We couldn't reach the studio");
  await expect(notice).toContainText('Check your connection and try again.');
  await expect(page.getByTestId('invite-invalid')).toHaveCount(0);

  // The link's token is traded, then the check that the image token opens the gallery is lost.
  await page.unroute(verifyInvite);
  const verifyAccess = (url: URL) => url.pathname === `/api/p/${gallery.id}/galleries/verify`;
  await page.route(verifyAccess, (route) => route.abort('internetdisconnected'));
  const accessLost = page.waitForEvent('requestfailed', (request) => verifyAccess(new URL(request.url())));
  await notice.getByRole('button', { name: 'Try again' }).click();
  await accessLost;
  await expect(notice).toContainText("We couldn't reach the studio");
  await expect(page.getByTestId('invite-invalid')).toHaveCount(0);

  // Back online, the same link opens the page it leads to.
  await page.unroute(verifyAccess);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${slug}/gallery/${next.id}$`));
  await expect(page.getByTestId('public-gallery-name')).toHaveText('Harbour walk, the prints');
});
