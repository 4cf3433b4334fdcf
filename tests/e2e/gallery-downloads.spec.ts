import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import {
  createGallery,
  lightboxFocused,
  openAsInvitedClient,
  setStudioSlug,
  uniqueSlug,
} from './support/gallery-fixtures';
import { newUser, withDatabase } from './support/studio';

test('a client downloads one original from the lightbox once they type the gallery’s PIN', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await newUser('downloads');
  const slug = uniqueSlug('dl');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Ana & Joan — Wedding 💍', visibility: 'invite', photos: 2 });
  await withDatabase(async (sql) => {
    await sql`update galleries set settings = settings || ${sql.json({ downloadSizes: 'both', downloadPin: '2468' })}::jsonb
              where id = ${gallery.id}`;
    // A name with accents, a dash and an emoji, as the browser must save it (RFC 6266).
    await sql`update photos set filename = 'Núria_ñ_001 — 💍.jpg'
              where id = (select id from photos where gallery_id = ${gallery.id} order by "order", id limit 1)`;
  });
  // The client, in a browser that has never seen the studio.
  const { client, clientPage } = await openAsInvitedClient(page, browser, user, slug, gallery.id);
  await clientPage.getByRole('button', { name: 'Open photo 1 of 2' }).click();
  const lightbox = clientPage.getByRole('dialog').filter({ hasText: '1 / 2' });
  await lightbox.getByRole('button', { name: 'Download' }).click();
  const dialog = clientPage.getByTestId('download-dialog');
  // Cancelling gives the keyboard back to the lightbox: its arrows still move between photos.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await lightboxFocused(clientPage);
  await clientPage.keyboard.press('ArrowRight');
  await expect(clientPage.getByRole('dialog')).toContainText('2 / 2');
  await clientPage.keyboard.press('ArrowLeft');
  await expect(lightbox).toBeVisible();
  await lightbox.getByRole('button', { name: 'Download' }).click();

  await expect(dialog).toContainText('Download this photo');
  await dialog.getByRole('radio', { name: /^Original files/ }).click();
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Type the download PIN your photographer gave you.');
  await dialog.getByLabel('Download PIN').fill('1111');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText("That PIN isn't right. Check it and try again.");

  await dialog.getByLabel('Download PIN').fill('2468');
  const saved = clientPage.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await saved;
  await expect(dialog).toBeHidden();

  const [photo] = await withDatabase(
    (sql) => sql<{ filename: string; size: string }[]>`
      select p.filename, p.size from photos p
      where p.gallery_id = ${gallery.id} order by p."order", p.id limit 1`,
  );
  expect(photo?.filename).toBe('Núria_ñ_001 — 💍.jpg');
  expect(file.suggestedFilename()).toBe(photo?.filename);
  expect((await readFile(await file.path())).length).toBe(Number(photo?.size));
  await expect
    .poll(() =>
      withDatabase(async (sql) => {
        const [row] = await sql<{ n: number }[]>`
          select photos_downloaded as n from gallery_invites where gallery_id = ${gallery.id} and email = ${client}`;
        return row?.n;
      }),
    )
    .toBe(1);
});
