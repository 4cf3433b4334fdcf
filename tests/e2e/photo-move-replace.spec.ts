import { expect, test, type Page } from './support/test';
import { createGallery, photoFiles } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';

/** The gallery's photos in the order the studio sees them. */
function tileNames(page: Page): Promise<string[]> {
  return page
    .getByTestId('photo-tile')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')?.split(',')[0] ?? ''));
}

test('two selected photos move to another gallery; a photo gets a new file under the new name', async ({ page }) => {
  const user = await newUser('photo-move');
  const source = await createGallery(user, { name: 'Wedding', photos: 4 });
  const target = await createGallery(user, { name: 'Album picks', photos: 1 });
  await signIn(page, user, `/app/galleries/${source.id}`);
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(4);

  for (const index of [0, 2]) {
    await tiles.nth(index).hover();
    await tiles.nth(index).getByTestId('photo-select').click();
  }
  const bar = page.getByTestId('photo-selection-bar');
  await expect(bar).toContainText('2 of 4 photos selected');
  await bar.getByRole('button', { name: 'Move to gallery…' }).click();
  const dialog = page.getByTestId('move-photos-dialog');
  await expect(dialog).toContainText('Move 2 photos to another gallery');
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await dialog.getByRole('radio', { name: /Album picks/ }).click();
  await dialog.getByRole('button', { name: 'Move 2 photos' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 photos moved to “Album picks”')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect.poll(() => tileNames(page)).toEqual(['IMG_0002.jpg', 'IMG_0004.jpg']);

  // There, the one whose name was taken is numbered.
  await page.goto(`/app/galleries/${target.id}`);
  await expect.poll(() => tileNames(page)).toEqual(['IMG_0001.jpg', 'IMG_0001 (2).jpg', 'IMG_0003.jpg']);

  // A new file for IMG_0003: same photo, same place, the new file's name.
  const [photo] = await withDatabase(
    (sql) => sql<{ id: string }[]>`select id from photos where gallery_id = ${target.id} and filename = 'IMG_0003.jpg'`,
  );
  const [file] = await photoFiles(1);
  if (!file || !photo) throw new Error('nothing to replace');
  const moved = tiles.nth(2);
  await moved.hover();
  await moved.getByRole('button', { name: 'Replace the file of IMG_0003.jpg' }).click();
  const replace = page.getByTestId('replace-photo-dialog');
  await expect(replace).toContainText('Replace the file of IMG_0003.jpg');
  await replace.getByTestId('replace-photo-input').setInputFiles({ ...file, name: 'IMG_9000.jpg' });
  await expect(replace).toBeHidden();
  await expect(page.getByText('The file of IMG_0003.jpg was replaced')).toBeVisible();
  await expect.poll(() => tileNames(page)).toEqual(['IMG_0001.jpg', 'IMG_0001 (2).jpg', 'IMG_9000.jpg']);
  await withDatabase(async (sql) => {
    expect(await sql`select filename from photos where id = ${photo.id}`).toEqual([{ filename: 'IMG_9000.jpg' }]);
  });
});
