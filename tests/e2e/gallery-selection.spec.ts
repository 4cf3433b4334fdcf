import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test } from './support/test';
import { createGallery, openAsInvitedClient, setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';

/** What the gallery's selections hold in the database. */
function storedPicks(galleryId: string) {
  return withDatabase(async (sql) => {
    const [row] = await sql<{ picks: number; album: number; comments: number }[]>`
      select count(*)::int as picks,
             count(*) filter (where lists ? 'album')::int as album,
             count(*) filter (where comment <> '')::int as comments
      from gallery_picks where gallery_id = ${galleryId}`;
    return row;
  });
}

test('an invited client chooses favourites and album photos, comments, and sends the selection', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const user = await newUser('selection');
  const slug = uniqueSlug('sel');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Garden wedding', visibility: 'invite', photos: 4 });
  await withDatabase(async (sql) => {
    const lists = [{ id: 'album', name: 'Album', max: 2 }];
    await sql`update galleries set settings = settings || ${sql.json({ selectionLists: lists })}::jsonb
              where id = ${gallery.id}`;
  });
  // The client, in a browser that has never seen the studio.
  const { client, clientPage } = await openAsInvitedClient(page, browser, user, slug, gallery.id);
  await expect(clientPage.getByTestId('public-gallery-name')).toHaveText('Garden wedding');
  const heart = (n: number) => clientPage.getByRole('button', { name: `Favourite: photo ${n} of 4` });
  for (const n of [1, 2, 3]) {
    await heart(n).click();
    await expect(heart(n)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(heart(4)).toHaveAttribute('aria-pressed', 'false');
  const filter = clientPage.getByTestId('selection-filter');
  await expect(filter.getByRole('button', { name: 'Favourites: 3 photos' })).toBeVisible();

  // Two photos into the album, which takes two: the third is refused, and says why.
  await clientPage.getByRole('button', { name: 'Open photo 1 of 4' }).click();
  const lightbox = clientPage.getByRole('dialog');
  const panel = lightbox.getByTestId('lightbox-selection');
  const album = panel.getByRole('button', { name: /^Album:/ });
  await expect(lightbox).toContainText('1 / 4');
  await expect(panel.getByRole('button', { name: /^Favourites:/ })).toHaveAttribute('aria-pressed', 'true');
  await album.click();
  await expect(album).toHaveAttribute('aria-pressed', 'true');
  await expect(album).toHaveAccessibleName('Album: 1 of 2 photos');
  await clientPage.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('2 / 4');
  await album.click();
  await expect(album).toHaveAccessibleName('Album: 2 of 2 photos');
  await clientPage.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('3 / 4');
  await expect(album).toHaveAttribute('aria-pressed', 'false');
  await album.click();
  await expect(panel.getByRole('alert')).toContainText('Album already has its 2 photos');
  await expect(album).toHaveAttribute('aria-pressed', 'false');
  await expect(album).toHaveAccessibleName('Album: 2 of 2 photos');

  // A comment on the third photo; arrows typed in it move the caret, not the lightbox.
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  const field = panel.getByLabel('Your comment on this photo');
  await field.fill('Please crop it a little tighter');
  await field.press('ArrowLeft');
  await expect(lightbox).toContainText('3 / 4');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved');
  await expect.poll(() => storedPicks(gallery.id)).toEqual({ picks: 3, album: 2, comments: 1 });
  await clientPage.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // The choices are the server's: a reload shows them again.
  await clientPage.reload();
  await expect(heart(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(4)).toHaveAttribute('aria-pressed', 'false');
  // The selection bar comes in over the bottom of the screen, where the filter's row sits: a
  // press begun as it arrives ends on the bar, as a person's would.
  const bar = clientPage.getByTestId('selection-bar');
  await expect(bar).toContainText('3 photos chosen');
  await filter.getByRole('button', { name: 'Favourites: 3 photos' }).click();
  await expect(clientPage.getByTestId('public-photo')).toHaveCount(3);
  await filter.getByRole('button', { name: 'Album: 2 of 2 photos' }).click();
  await expect(clientPage.getByTestId('public-photo')).toHaveCount(2);
  await filter.getByRole('button', { name: 'Favourites: 3 photos' }).click();
  await clientPage.getByRole('button', { name: 'Open photo 3 of 3' }).click();
  await expect(panel.getByTestId('photo-comment')).toHaveText('Please crop it a little tighter');
  await clientPage.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // Finished after a confirmation; the bar says when, and the selection no longer changes.
  await bar.getByRole('button', { name: "I've finished choosing" }).click();
  const confirm = clientPage.getByTestId('send-selection-dialog');
  await expect(confirm).toContainText('Finished choosing?');
  await confirm.getByRole('button', { name: "I've finished", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(bar.getByTestId('selection-sent')).toContainText('You finished choosing on');
  await expect(bar.getByRole('button', { name: "I've finished choosing" })).toHaveCount(0);

  await withDatabase(async (sql) => {
    const [picks] = await sql<{ n: number }[]>`
      select count(*)::int as n from gallery_picks where gallery_id = ${gallery.id}`;
    expect(picks?.n).toBe(3);
    const [invite] = await sql<{ sentAt: string | null; lockedAt: string | null }[]>`
      select selection_sent_at as "sentAt", selection_locked_at as "lockedAt" from gallery_invites
      where gallery_id = ${gallery.id} and email = ${client}`;
    expect(invite?.sentAt).not.toBeNull();
    expect(invite?.lockedAt).toBe(invite?.sentAt);
  });

  // The favourites as a ZIP, in web size: prepared by the jobs, then one click away.
  await clientPage.getByRole('button', { name: 'Download', exact: true }).click();
  const downloadDialog = clientPage.getByTestId('download-dialog');
  await downloadDialog.getByRole('radio', { name: /^Favourites/ }).click();
  await downloadDialog.getByRole('button', { name: 'Prepare the download' }).click();
  await expect(downloadDialog.getByTestId('download-progress')).toContainText('Preparing 3 photos');
  expect((await clientPage.request.post('/__platform/jobs/run')).status()).toBe(204);
  const saved = clientPage.waitForEvent('download');
  await downloadDialog.getByTestId('download-part').click();
  const zip = unzipSync(new Uint8Array(await readFile(await (await saved).path())));
  const favourites = await withDatabase(
    (sql) => sql<{ filename: string }[]>`
      select p.filename from gallery_picks k join photos p on p.id = k.photo_id
      where k.gallery_id = ${gallery.id} and k.lists ? 'favourites'`,
  );
  const asJpeg = (name: string) => name.replace(/\.[^.]+$/, '.jpg');
  expect(Object.keys(zip).sort()).toEqual(favourites.map(({ filename }) => asJpeg(filename)).sort());
  await expect
    .poll(() =>
      withDatabase(async (sql) => {
        const [row] = await sql<{ n: number }[]>`
          select photos_downloaded as n from gallery_invites where gallery_id = ${gallery.id} and email = ${client}`;
        return row?.n;
      }),
    )
    .toBe(3);
});

test('a visitor of a public gallery gives their name and e-mail before their first favourite', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await newUser('selection-public');
  const slug = uniqueSlug('selp');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Open studio day', visibility: 'public', photos: 2 });

  await page.goto(`/p/${slug}/gallery/${gallery.id}`);
  await expect(page.getByTestId('public-gallery-name')).toHaveText('Open studio day');
  const heart = (n: number) => page.getByRole('button', { name: `Favourite: photo ${n} of 2` });
  await heart(1).click();
  const dialog = page.getByTestId('selection-visitor-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('This field is required.');
  await dialog.getByLabel('Name').fill('Pau Vidal');
  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Enter a valid e-mail address.');
  await dialog.getByLabel('E-mail').fill(`pau-${slug}@example.com`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  // The favourite asked for before the name is made once the name is given.
  await expect(heart(1)).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate((id) => localStorage.getItem(`gallery-client:${id}`), gallery.id);
  expect(stored).toBeTruthy();
  await expect.poll(async () => (await storedPicks(gallery.id))?.picks).toBe(1);

  // Back later on this device: no more questions, the choices are still theirs.
  await page.reload();
  await expect(heart(1)).toHaveAttribute('aria-pressed', 'true');
  await heart(2).click();
  await expect(heart(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await storedPicks(gallery.id))?.picks).toBe(2);
  await withDatabase(async (sql) => {
    const invites = await sql<{ name: string }[]>`select name from gallery_invites where gallery_id = ${gallery.id}`;
    expect(invites.map(({ name }) => name)).toEqual(['Pau Vidal']);
  });
});

test('a photographer looking at their own gallery sees no selection controls', async ({ page }) => {
  const user = await newUser('selection-owner');
  const slug = uniqueSlug('selo');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'My own work', visibility: 'invite', photos: 2 });

  await signIn(page, user);
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/selection'));
  await page.goto(`/p/${slug}/gallery/${gallery.id}`);
  await expect(page.getByTestId('public-gallery-name')).toHaveText('My own work');
  const answer = await refused;
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('selection_needs_client');
  await expect(page.getByTestId('public-photo')).toHaveCount(2);
  await expect(page.getByTestId('favourite-toggle')).toHaveCount(0);
  await expect(page.getByTestId('selection-filter')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open photo 1 of 2' }).click();
  await expect(page.getByRole('dialog')).toContainText('1 / 2');
  await expect(page.getByTestId('lightbox-selection')).toHaveCount(0);
});
