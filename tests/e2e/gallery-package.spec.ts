import { readFile } from 'node:fs/promises';
import { newId } from '@core/domain/ids';
import { expect, test } from './support/test';
import { createGallery, openAsInvitedClient, setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, withDatabase } from './support/studio';

test('a client chooses within their package, sees what extras cost, finishes, and downloads an included original', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const user = await newUser('package');
  const slug = uniqueSlug('pkg');
  await setStudioSlug(user, slug);
  // A package of one photo, each extra at €6.00; the gallery's own downloads are off.
  const gallery = await createGallery(user, {
    name: 'Family portraits',
    visibility: 'invite',
    downloads: false,
    photos: 3,
  });
  const priceList = newId();
  await withDatabase(async (sql) => {
    await sql`insert into price_lists (id, account_id, author_id, name, extra_photo_price)
              values (${priceList}, ${user.accountId}, ${user.userId}, 'Portraits', 600)`;
    await sql`update galleries set included_photos = 1, price_list_id = ${priceList} where id = ${gallery.id}`;
  });
  const { clientPage } = await openAsInvitedClient(page, browser, user, slug, gallery.id);
  const heart = (n: number) => clientPage.getByRole('button', { name: `Favourite: photo ${n} of 3` });
  const bar = clientPage.getByTestId('selection-bar');

  await heart(1).click();
  await expect(bar.getByTestId('selection-counts')).toContainText('1 of 1 chosen');
  // Past the package, a photo is an extra: kept, and priced.
  await heart(2).click();
  await expect(heart(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.getByTestId('selection-counts')).toContainText('2 of 1 chosen');
  await expect(bar.getByTestId('selection-extras')).toHaveText('1 extra photo: €6.00');

  // Taken out again: paying for extras is the shop's cart's (its own tests).
  await heart(2).click();
  await expect(bar.getByTestId('selection-extras')).toHaveCount(0);

  // The studio stops selling extras: the package is now a hard cap, said with its number.
  await withDatabase((sql) => sql`update price_lists set extra_photo_price = null where id = ${priceList}`);
  await clientPage.reload();
  await heart(2).click();
  await expect(bar.getByRole('alert')).toContainText("Your package includes 1 photo and it's chosen.");
  await expect(heart(2)).toHaveAttribute('aria-pressed', 'false');

  await bar.getByRole('button', { name: "I've finished choosing" }).click();
  const confirm = clientPage.getByTestId('send-selection-dialog');
  await confirm.getByRole('button', { name: "I've finished", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(bar.getByTestId('selection-sent')).toContainText('You finished choosing on');
  await heart(3).click();
  await expect(bar.getByRole('alert')).toContainText('You have finished choosing');
  await expect(heart(3)).toHaveAttribute('aria-pressed', 'false');

  // The included photo, full size, though the gallery's downloads are off.
  await clientPage.getByRole('button', { name: 'Open photo 1 of 3' }).click();
  const lightbox = clientPage.getByRole('dialog').filter({ hasText: '1 / 3' });
  await lightbox.getByRole('button', { name: 'Download' }).click();
  const dialog = clientPage.getByTestId('download-dialog');
  const saved = clientPage.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await saved;
  const [photo] = await withDatabase(
    (sql) => sql<{ size: string }[]>`
      select size from photos where gallery_id = ${gallery.id} order by "order", id limit 1`,
  );
  expect((await readFile(await file.path())).length).toBe(Number(photo?.size));
});
