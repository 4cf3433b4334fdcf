// Selling from the gallery on a phone (docs/decisions/gallery-sales.md): a client whose package
// includes 20 photos chooses 22, pays for the 2 extras with the payment stand-in's test card and
// downloads one of them full size, without a watermark; another orders a print with the crop they
// chose. The studio is connected to the local stand-in of Stripe, whose page the client pays on.
import { readFile } from 'node:fs/promises';
import { devices, type Browser } from '@playwright/test';
import { newId } from '@core/domain/ids';
import { expect, test, type Page } from './support/test';
import { createGallery, lightboxFocused, setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { firstLink, latestMail, mailSubjects, newUser, withDatabase, type TestUser } from './support/studio';
import { platformOrigin } from '../support/env';
import { api } from '../support/users';

const phone = { ...devices['Pixel 7'], locale: 'en-GB', timezoneId: 'Europe/Madrid' };

/** Connects the studio's Stripe account through the stand-in's onboarding form, as its owner sends it. */
async function connectCardPayments(user: TestUser) {
  const started = await api('POST', `/api/accounts/${user.accountId}/card-payments/connect`, {
    token: user.accessToken,
    body: {},
  });
  expect(started.status).toBe(200);
  const onboarding = new URL(((await started.json()) as { url: string }).url);
  const done = await fetch(`${platformOrigin()}${onboarding.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: onboarding.searchParams.toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
}

type Shop = { list: string; digital: string; print: string };

/** A price list (a file, a print, shipping to Spain, extras at €6.00) on the gallery, with its package. */
async function sellFrom(user: TestUser, galleryId: string, includedPhotos: number | null): Promise<Shop> {
  const shop = { list: newId(), digital: newId(), print: newId() };
  await withDatabase((sql) =>
    sql.begin(async (tx) => {
      await tx`insert into price_lists (id, account_id, author_id, name, extra_photo_price)
               values (${shop.list}, ${user.accountId}, ${user.userId}, 'Prints and downloads', 600)`;
      await tx`insert into price_list_items (id, account_id, author_id, price_list_id, position, kind, name, size, price)
               values (${shop.digital}, ${user.accountId}, ${user.userId}, ${shop.list}, 0, 'digital_photo',
                       'Digital photo', 'original', 500)`;
      await tx`insert into price_list_items (id, account_id, author_id, price_list_id, position, kind, name, width_mm,
                                             height_mm, paper, price)
               values (${shop.print}, ${user.accountId}, ${user.userId}, ${shop.list}, 1, 'print', 'Print 13×18',
                       130, 180, 'Lustre', 1200)`;
      await tx`insert into shipping_zones (id, account_id, author_id, price_list_id, name, countries, price)
               values (${newId()}, ${user.accountId}, ${user.userId}, ${shop.list}, 'Spain', ${tx.json(['ES'])}, 490)`;
      await tx`update galleries set price_list_id = ${shop.list}, included_photos = ${includedPhotos}
               where id = ${galleryId}`;
      await tx`insert into account_settings (account_id, key, value, author_id)
               values (${user.accountId}, 'invoicing', ${tx.json({ defaultTaxRateBp: 2100 })}, ${user.userId})
               on conflict (account_id, key) do update set value = excluded.value`;
    }),
  );
  return shop;
}

/** Invites `email` to the gallery and opens the mailed link on a phone that has never seen the studio. */
async function openOnPhone(
  page: Page,
  browser: Browser,
  user: TestUser,
  slug: string,
  galleryId: string,
  email: string,
) {
  const invited = await api('POST', '/api/auth/invite', {
    token: user.accessToken,
    body: { email, data: { galleryId, accountSlug: slug } },
  });
  expect(invited.status).toBe(201);
  const client = await (await browser.newContext(phone)).newPage();
  await client.goto(firstLink((await latestMail(page, email)).text));
  return client;
}

/** Pays on the stand-in's payment page with Stripe's test card that succeeds, and comes back. */
async function payByCard(client: Page, amount: string) {
  await expect(client.getByText(`Amount: ${amount}`)).toBeVisible();
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('a client pays for the 2 photos chosen beyond the 20 of their package, and downloads one full size', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const user = await newUser('sales');
  const slug = uniqueSlug('sales');
  await setStudioSlug(user, slug);
  // No downloads of its own: only what the client's package and purchase unlock.
  const gallery = await createGallery(user, {
    name: 'Sea wedding',
    visibility: 'invite',
    downloads: false,
    photos: 22,
  });
  await sellFrom(user, gallery.id, 20);
  await connectCardPayments(user);
  const email = `client-${slug}@example.com`;
  const client = await openOnPhone(page, browser, user, slug, gallery.id, email);
  await expect(client.getByTestId('public-gallery-name')).toHaveText('Sea wedding');

  for (let n = 1; n <= 22; n++) {
    const heart = client.getByRole('button', { name: `Favourite: photo ${n} of 22` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
  const bar = client.getByTestId('selection-bar');
  await expect(bar.getByTestId('selection-counts')).toContainText('22 of 20 chosen');
  await expect(bar.getByTestId('selection-extras')).toHaveText('2 extra photos: €12.00');

  // Finishing with unpaid extras opens the cart, where the server has added them.
  await bar.getByRole('button', { name: "I've finished choosing" }).click();
  await client.getByTestId('send-selection-dialog').getByRole('button', { name: "I've finished" }).click();
  const shop = client.getByTestId('shop-dialog');
  await expect(shop.getByTestId('cart-extras')).toContainText('×2');
  // 2 × €6.00 and 21 % VAT.
  await expect(shop.getByTestId('cart-total')).toHaveText('€14.52');
  await shop.getByRole('button', { name: 'Pay €14.52' }).click();
  await payByCard(client, '€14.52');

  // Back in the gallery: the order once its payment is confirmed, and its files.
  await expect(client).toHaveURL(new RegExp(`/p/${slug}/gallery/${gallery.id}`));
  await expect(shop.getByTestId('order-paid')).toContainText('Thank you — your files are ready');
  const files = shop.getByTestId('purchased-file');
  await expect(files).toHaveCount(2);
  const [extra] = await withDatabase(
    (sql) => sql<{ id: string; filename: string; size: string }[]>`
      select p.id, p.filename, p.size from gallery_order_items i join photos p on p.id = i.photo_id
      where i.kind = 'extra_photo' and p.gallery_id = ${gallery.id} order by i.position limit 1`,
  );
  if (!extra) throw new Error('the order has no extra photo');
  await files
    .filter({ hasText: extra.filename })
    .getByRole('button', { name: `Download ${extra.filename}` })
    .click();
  const dialog = client.getByTestId('download-dialog');
  const saved = client.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await saved;
  // The original's own bytes: full size, never watermarked.
  expect((await readFile(await file.path())).length).toBe(Number(extra.size));

  // Paying finished the selection; the client and the photographer are told by mail.
  await client.reload();
  await expect(client.getByTestId('selection-sent')).toContainText('You finished choosing');
  await page.request.post('/__platform/jobs/run');
  // The order's mail and the payment's receipt go out in either order.
  await expect
    .poll(() => mailSubjects(page, email))
    .toContainEqual(expect.stringMatching(/^Your order from .*: €14\.52 paid$/));
  await expect
    .poll(() => mailSubjects(page, user.email))
    .toContainEqual(expect.stringMatching(/^New order from .*: €14\.52$/));
});

test('a client orders a print of a photo with the crop they chose, sent to their address', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const user = await newUser('prints');
  const slug = uniqueSlug('prints');
  await setStudioSlug(user, slug);
  const gallery = await createGallery(user, { name: 'Family portraits', visibility: 'invite', photos: 2 });
  const shop = await sellFrom(user, gallery.id, null);
  await connectCardPayments(user);
  const email = `print-${slug}@example.com`;
  const client = await openOnPhone(page, browser, user, slug, gallery.id, email);

  await client.getByRole('button', { name: 'Open photo 1 of 2' }).click();
  await client.getByRole('button', { name: 'Buy' }).click();
  const dialog = client.getByTestId('shop-dialog');
  await expect(dialog.getByTestId('shop-offer')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Choose the crop: Print 13×18' }).click();
  // The first photo is landscape: the print starts landscape; the client turns it and moves the frame.
  await dialog.getByRole('button', { name: 'Portrait' }).click();
  await expect(dialog.getByRole('button', { name: 'Portrait' })).toHaveAttribute('aria-pressed', 'true');
  const frame = dialog.getByRole('button', { name: 'Crop frame' });
  await frame.focus();
  for (let press = 0; press < 3; press++) await client.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'Add print to cart' }).click();
  await dialog.getByRole('button', { name: 'View cart' }).click();
  await expect(dialog.getByTestId('cart-line')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'One more' }).click();
  await expect(dialog.getByTestId('cart-quantity')).toHaveText('2');

  // Back on the gallery, its Cart button counts what the cart holds, and opens it again.
  await client.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await lightboxFocused(client);
  await client.keyboard.press('Escape');
  await expect(client.getByRole('dialog')).toHaveCount(0);
  const actions = client.getByTestId('shop-actions');
  await expect(actions.getByTestId('cart-count')).toContainText('2');
  await actions.getByRole('button', { name: /^Cart/ }).click();
  await expect(dialog.getByTestId('cart-quantity')).toHaveText('2');

  // Paying needs the address; Spain is a zone the studio ships to.
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await expect(dialog.getByText('Fill this in.').first()).toBeVisible();
  const address = dialog.getByTestId('shipping-address');
  await address.getByLabel('Name').fill('Anna Puig');
  await address.getByLabel('Address', { exact: true }).fill('C/ Major 1');
  await address.getByLabel('Postal code').fill('08001');
  await address.getByLabel('City').fill('Barcelona');
  await address.getByLabel('Country').selectOption('ES');
  // 2 × €12.00 and €4.90 shipping, with 21 % VAT.
  await expect(dialog.getByTestId('cart-total')).toHaveText('€34.97');
  await dialog.getByRole('button', { name: 'Pay €34.97' }).click();
  await payByCard(client, '€34.97');
  await expect(dialog.getByTestId('order-paid')).toBeVisible();

  const [line] = await withDatabase(
    (sql) => sql<
      {
        quantity: number;
        print: { widthMm: number; heightMm: number };
        crop: Record<string, number>;
        fulfilment: string;
        address: { country: string };
      }[]
    >`
      select i.quantity, i.print, i.crop, o.fulfilment, o.shipping_address as address
      from gallery_order_items i join gallery_orders o on o.id = i.order_id
      where o.gallery_id = ${gallery.id} and i.price_list_item_id = ${shop.print}`,
  );
  expect(line).toMatchObject({ quantity: 2, fulfilment: 'to_send', address: { country: 'ES' } });
  expect(line?.print).toMatchObject({ widthMm: 130, heightMm: 180 });
  // A portrait frame on a landscape photo, moved right of the centre, inside the photo.
  const crop = line?.crop ?? {};
  expect(crop.height).toBe(1);
  expect(crop.width).toBeLessThan(1);
  expect(crop.x).toBeGreaterThan((1 - (crop.width ?? 0)) / 2);
  expect((crop.x ?? 0) + (crop.width ?? 0)).toBeLessThanOrEqual(1);
});
