import { readFile } from 'node:fs/promises';
import { newId } from '@core/domain/ids';
import { createGallery } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';
import { expect, test, type Page } from './support/test';

type StoredSettings = {
  visibility: string;
  downloads: boolean;
  photoOrder: string;
  selectionLists?: { id: string; name: string; max: number | null }[];
};

async function storedSettings(galleryId: string): Promise<StoredSettings | undefined> {
  return withDatabase(async (sql) => {
    const [row] = await sql<{ settings: StoredSettings }[]>`select settings from galleries where id = ${galleryId}`;
    return row?.settings;
  });
}

/** The text of the CSV file the next click on `button` downloads, without its byte-order mark. */
async function downloadedCsv(page: Page, click: () => Promise<void>): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: file.suggestedFilename(), lines: text.slice(1).split('\r\n') };
}

test('a photographer defines the lists clients choose into, then reads each client’s selection, copies it for Lightroom and exports it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await newUser('selections');
  const gallery = await createGallery(user, {
    name: 'Laura & Marc — Wedding',
    visibility: 'invite',
    downloads: false,
    photos: 4,
  });
  await withDatabase(
    (sql) => sql`update galleries set settings = settings || '{"photoOrder": "filename"}' where id = ${gallery.id}`,
  );
  await signIn(page, user, `/app/galleries/${gallery.id}/edit`);
  const form = page.getByTestId('gallery-settings-form');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Laura & Marc — Wedding');

  // Two lists, added in the wrong order and moved; a third left incomplete is refused, then removed.
  const editor = form.getByTestId('selection-lists-editor');
  const row = (position: number) => editor.getByRole('group', { name: `List ${position}` });
  await editor.getByRole('button', { name: 'Add a list' }).click();
  await expect(row(1).getByLabel('List name')).toBeFocused();
  await row(1).getByLabel('List name').fill('Prints');
  await editor.getByRole('button', { name: 'Add a list' }).click();
  await row(2).getByLabel('List name').fill('Album');
  await row(2).getByLabel('Maximum photos').fill('2');
  await editor.getByRole('button', { name: 'Move list 2 up' }).click();
  await expect(row(1).getByLabel('List name')).toHaveValue('Album');
  await expect(row(1).getByLabel('Maximum photos')).toHaveValue('2');
  await expect(row(2).getByLabel('List name')).toHaveValue('Prints');
  await expect(row(2).getByLabel('Maximum photos')).toHaveValue('');

  await editor.getByRole('button', { name: 'Add a list' }).click();
  await row(3).getByLabel('Maximum photos').fill('0');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(row(3)).toContainText('This field is required.');
  await expect(row(3)).toContainText('Enter a whole number from 1 to 10,000, or leave it empty for no limit.');
  await editor.getByRole('button', { name: 'Remove list 3' }).click();
  await expect(row(3)).toHaveCount(0);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  // Stored in the gallery's settings, the others as they were.
  await expect
    .poll(() => storedSettings(gallery.id))
    .toMatchObject({
      visibility: 'invite',
      downloads: false,
      photoOrder: 'filename',
      selectionLists: [
        { id: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/), name: 'Album', max: 2 },
        { id: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/), name: 'Prints', max: null },
      ],
    });
  const [album, prints] = (await storedSettings(gallery.id))?.selectionLists ?? [];
  if (!album || !prints) throw new Error('lists not stored');

  // Nobody has chosen anything yet.
  await page.getByRole('tab', { name: /Sharing/ }).click();
  const selections = page.getByTestId('selections');
  await expect(selections.getByTestId('selections-empty')).toContainText('No selections yet');

  // Two clients choose (one has sent their selection, one not yet); a third has chosen nothing.
  const laura = newId();
  const marc = newId();
  await withDatabase(async (sql) => {
    const photos = await sql<{ id: string; filename: string }[]>`
      select id, filename from photos where gallery_id = ${gallery.id}`;
    const photo = (filename: string) => photos.find((row) => row.filename === filename)?.id ?? '';
    const expiresAt = Date.now() + 30 * 86_400_000;
    // A client who sent their selection has finished choosing: it stays locked until reopened.
    const invite = (id: string, email: string, name: string, sentAt: number | null, downloaded = 0) =>
      sql`insert into gallery_invites (id, account_id, author_id, gallery_id, email, name, token_hash, expires_at,
                                       selection_sent_at, selection_locked_at, photos_downloaded)
          values (${id}, ${user.accountId}, ${user.userId}, ${gallery.id}, ${email}, ${name}, ${newId()}, ${expiresAt},
                  ${sentAt}, ${sentAt}, ${downloaded})`;
    await invite(laura, 'laura@example.com', 'Laura Puig', Date.UTC(2026, 11, 3, 12, 5), 4);
    await invite(marc, 'marc@example.com', '', null);
    await invite(newId(), 'idle@example.com', 'Idle', null);
    const pick = (inviteId: string, filename: string, lists: string[], comment = '') =>
      sql`insert into gallery_picks (id, account_id, author_id, gallery_id, invite_id, photo_id, lists, comment)
          values (${newId()}, ${user.accountId}, ${user.userId}, ${gallery.id}, ${inviteId}, ${photo(filename)},
                  ${sql.json(lists)}, ${comment})`;
    await pick(laura, 'IMG_0001.jpg', ['favourites', album.id], 'Our favourite!');
    await pick(laura, 'IMG_0002.jpg', ['favourites']);
    await pick(laura, 'IMG_0003.jpg', [prints.id, album.id], '=Crop tighter');
    await pick(laura, 'IMG_0004.jpg', [prints.id]);
    await pick(marc, 'IMG_0004.jpg', ['favourites'], 'Can this be in colour?');
  });

  // They arrive through sync, the client who sent theirs first.
  const clients = selections.getByTestId('selection-client');
  await expect(clients).toHaveCount(2);
  const lauraCard = clients.nth(0);
  const marcCard = clients.nth(1);
  await expect(lauraCard.getByRole('heading', { name: 'Laura Puig' })).toBeVisible();
  await expect(lauraCard).toContainText('laura@example.com');
  await expect(lauraCard.getByTestId('selection-sent')).toContainText('Finished Dec 3, 2026');
  await expect(marcCard.getByRole('heading', { name: 'marc@example.com' })).toBeVisible();
  await expect(marcCard.getByTestId('selection-sent')).toHaveText('Not sent yet');
  await expect(marcCard.getByRole('button', { name: /^Reopen/ })).toHaveCount(0);

  // Each client's activity beside their invite: favourites and photos downloaded.
  const lauraInvite = page.getByTestId('invite-row').filter({ hasText: 'laura@example.com' });
  await expect(lauraInvite.getByTestId('invite-favourites')).toHaveText('2 favourites');
  await expect(lauraInvite.getByTestId('invite-downloads')).toHaveText('4 photos downloaded');
  const marcInvite = page.getByTestId('invite-row').filter({ hasText: 'marc@example.com' });
  await expect(marcInvite.getByTestId('invite-favourites')).toHaveText('1 favourite');
  await expect(marcInvite.getByTestId('invite-downloads')).toHaveText('0 photos downloaded');

  const list = (card: typeof lauraCard, id: string) =>
    card.locator(`[data-testid="selection-list"][data-list-id="${id}"]`);
  await expect(lauraCard.getByTestId('selection-list')).toHaveCount(3);
  await expect(lauraCard.getByTestId('selection-list').first()).toHaveAttribute('data-list-id', 'favourites');
  await expect(list(lauraCard, 'favourites').getByTestId('selection-count')).toHaveText('2 photos');
  await expect(list(lauraCard, album.id).getByTestId('selection-count')).toHaveText('2 / 2 photos');
  await expect(list(lauraCard, prints.id).getByTestId('selection-count')).toHaveText('2 photos');
  await expect(list(lauraCard, 'favourites').getByTestId('selection-comment')).toHaveText([
    'IMG_0001.jpg — Our favourite!',
  ]);
  await expect(list(lauraCard, album.id).getByTestId('selection-comment')).toHaveText([
    'IMG_0001.jpg — Our favourite!',
    'IMG_0003.jpg — =Crop tighter',
  ]);
  await expect(list(marcCard, 'favourites').getByTestId('selection-count')).toHaveText('1 photo');
  await expect(list(marcCard, 'favourites').getByTestId('selection-comment')).toHaveText([
    'IMG_0004.jpg — Can this be in colour?',
  ]);
  await expect(list(marcCard, album.id).getByRole('button', { name: 'Copy for Lightroom (Album)' })).toBeDisabled();

  // Copied as Lightroom's Library Filter takes file names.
  await list(lauraCard, album.id).getByRole('button', { name: 'Copy for Lightroom (Album)' }).click();
  await expect(page.getByText('2 file names from Album copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('IMG_0001, IMG_0003');
  await list(lauraCard, 'favourites').getByRole('button', { name: 'Copy for Lightroom (Favourites)' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('IMG_0001, IMG_0002');

  // The whole gallery as CSV, and one client's.
  const all = await downloadedCsv(page, () => selections.getByRole('button', { name: 'Export all as CSV' }).click());
  expect(all.name).toBe('Laura-Marc-Wedding-selections.csv');
  expect(all.lines).toEqual([
    'Client name,E-mail,File name,Lists,Comment',
    'Laura Puig,laura@example.com,IMG_0001.jpg,"Favourites, Album",Our favourite!',
    'Laura Puig,laura@example.com,IMG_0002.jpg,Favourites,',
    'Laura Puig,laura@example.com,IMG_0003.jpg,"Album, Prints",\'=Crop tighter',
    'Laura Puig,laura@example.com,IMG_0004.jpg,Prints,',
    ',marc@example.com,IMG_0004.jpg,Favourites,Can this be in colour?',
    '',
  ]);
  const one = await downloadedCsv(page, () =>
    marcCard.getByRole('button', { name: 'Export CSV (marc@example.com)' }).click(),
  );
  expect(one.lines).toEqual([
    'Client name,E-mail,File name,Lists,Comment',
    ',marc@example.com,IMG_0004.jpg,Favourites,Can this be in colour?',
    '',
  ]);

  // Home lists the finished selection; it leads back to the gallery's Sharing tab.
  await page.goto('/app');
  const finished = page.getByTestId('home-finished-selections');
  await expect(finished).toContainText('Laura Puig');
  await expect(finished).not.toContainText('marc@example.com');
  await finished.getByRole('link', { name: /Laura Puig/ }).click();
  await expect(lauraCard.getByTestId('selection-sent')).toContainText('Finished Dec 3, 2026');

  // Laura's finished selection reopened for her, after asking.
  await lauraCard.getByRole('button', { name: 'Reopen the selection of Laura Puig' }).click();
  const reopen = page.getByTestId('reopen-selection-dialog');
  await expect(reopen).toContainText('Reopen the selection of Laura Puig?');
  await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
  await expect(reopen).toBeHidden();
  await expect(lauraCard.getByTestId('selection-sent')).toContainText('Reopened; last finished Dec 3, 2026');
  await expect(lauraCard.getByRole('button', { name: /^Reopen/ })).toHaveCount(0);
  await withDatabase(async (sql) => {
    const [row] = await sql<{ lockedAt: string | null }[]>`
      select selection_locked_at as "lockedAt" from gallery_invites where id = ${laura}`;
    expect(row?.lockedAt).toBeNull();
  });
  await page.goto('/app');
  await expect(page.getByTestId('home-tasks')).toBeVisible();
  await expect(page.getByTestId('home-finished-selections')).toHaveCount(0);
});

test('the photographer sees which photos a client picked: a badge on each, and a filter showing only those', async ({
  page,
}) => {
  const user = await newUser('picked');
  const gallery = await createGallery(user, { name: 'Picked', visibility: 'invite', downloads: false, photos: 4 });
  const laura = newId();
  await withDatabase(async (sql) => {
    await sql`update galleries set settings = settings || '{"photoOrder": "filename"}' where id = ${gallery.id}`;
    const photos = await sql<{ id: string; filename: string }[]>`
      select id, filename from photos where gallery_id = ${gallery.id}`;
    const photo = (filename: string) => photos.find((row) => row.filename === filename)?.id ?? '';
    const marc = newId();
    for (const [id, email, name] of [
      [laura, 'laura@example.com', 'Laura Puig'],
      [marc, 'marc@example.com', 'Marc'],
    ] as const) {
      await sql`insert into gallery_invites (id, account_id, author_id, gallery_id, email, name, token_hash, expires_at)
        values (${id}, ${user.accountId}, ${user.userId}, ${gallery.id}, ${email}, ${name}, ${newId()},
                ${Date.now() + 86_400_000})`;
    }
    const pick = (inviteId: string, filename: string, lists: string[], comment = '') =>
      sql`insert into gallery_picks (id, account_id, author_id, gallery_id, invite_id, photo_id, lists, comment)
          values (${newId()}, ${user.accountId}, ${user.userId}, ${gallery.id}, ${inviteId}, ${photo(filename)},
                  ${sql.json(lists)}, ${comment})`;
    // Laura picks two photos; Marc one, and only comments on another (a comment is not a pick).
    await pick(laura, 'IMG_0002.jpg', ['favourites']);
    await pick(laura, 'IMG_0004.jpg', ['favourites']);
    await pick(marc, 'IMG_0003.jpg', ['favourites']);
    await pick(marc, 'IMG_0001.jpg', [], 'Too dark?');
  });
  await signIn(page, user, `/app/galleries/${gallery.id}`);

  const tiles = page.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(4);
  await expect(page.locator('[data-testid="photo-tile"][data-picked]')).toHaveCount(3);
  const filter = page.getByRole('combobox', { name: 'Show' });
  await filter.selectOption({ label: 'Picked by Laura Puig (2)' });
  await expect(tiles).toHaveCount(2);
  expect(await tiles.evaluateAll((all) => all.map((tile) => tile.getAttribute('aria-label')))).toEqual([
    'IMG_0002.jpg, photo 1 of 2, picked by Laura Puig',
    'IMG_0004.jpg, photo 2 of 2, picked by Laura Puig',
  ]);
  await expect(tiles.getByTestId('photo-picked')).toHaveCount(2);

  // From the selections view, straight to a client's picks.
  await filter.selectOption({ label: 'All photos (4)' });
  await expect(tiles).toHaveCount(4);
  await page.getByRole('tab', { name: /Sharing/ }).click();
  await page.getByRole('link', { name: 'Show the photos Laura Puig picked' }).click();
  await expect(filter).toHaveValue(laura);
  await expect(tiles).toHaveCount(2);
});
