// A photographer sets up the shop from Settings: a price list with a download, a print and a
// shipping zone, a coupon, and a gallery's package (that list, 20 included photos); everything is
// still there after a reload.
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { changesConfirmed, newUser, signIn, withDatabase } from './support/studio';

test('set up a price list, a coupon and a gallery’s package, kept after a reload', async ({ page }) => {
  const user = await newUser('shop-setup');
  const galleryId = newId();
  await withDatabase(
    (sql) => sql`insert into galleries (id, account_id, author_id, name)
                 values (${galleryId}, ${user.accountId}, ${user.userId}, 'Anna & Pau')`,
  );

  await signIn(page, user, '/app/settings');
  await page.getByTestId('shop-link-card').getByRole('link', { name: 'Open the shop' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/shop$/);
  await page.getByTestId('price-lists').getByRole('button', { name: 'New price list' }).click();
  await page.getByTestId('new-price-list-dialog').getByLabel('Name').fill('Weddings');
  await page.getByTestId('new-price-list-dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/shop\/[^/]+$/);

  const list = page.getByTestId('price-list-page');
  await list.getByTestId('extra-photo-price').fill('5.00');
  await list.getByTestId('extra-photo-price').blur();

  await page.getByTestId('price-items-digital').getByRole('button', { name: 'Add a download' }).click();
  const download = page.getByTestId('price-item-dialog');
  await download.getByLabel('Name').fill('Full-size download');
  await download.getByLabel('File').selectOption({ label: 'Full size, no watermark' });
  await download.getByLabel('Price').fill('5.00');
  await download.getByRole('button', { name: 'Save' }).click();
  await expect(download).toBeHidden();

  await page.getByTestId('price-items-print').getByRole('button', { name: 'Add a print' }).click();
  const print = page.getByTestId('price-item-dialog');
  await print.getByLabel('Name').fill('13 × 18 cm print');
  // Refused until it has both sides, with nothing typed lost.
  await print.getByLabel('Width (mm)').fill('130');
  await print.getByLabel('Price').fill('9.00');
  await print.getByRole('button', { name: 'Save' }).click();
  await expect(print.getByText('This field is required.')).toBeVisible();
  await print.getByLabel('Height (mm)').fill('180');
  await print.getByLabel('Paper').fill('Lustre');
  await print.getByRole('button', { name: 'Save' }).click();
  await expect(print).toBeHidden();

  await page.getByTestId('shipping-zones').getByRole('button', { name: 'Add a zone' }).click();
  const zone = page.getByTestId('shipping-zone-dialog');
  await zone.getByLabel('Name').fill('Spain');
  await zone.getByLabel('Countries').fill('es, ad');
  await zone.getByLabel('Shipping price').fill('4.90');
  await zone.getByRole('button', { name: 'Save' }).click();
  await expect(zone).toBeHidden();

  await list.getByRole('link', { name: 'Shop' }).click();
  await page.getByTestId('coupons').getByRole('button', { name: 'New coupon' }).click();
  const coupon = page.getByTestId('coupon-dialog');
  await coupon.getByLabel('Code').fill('welcome10');
  await coupon.getByLabel('Percentage off').fill('10');
  await coupon.getByLabel('Uses per client').fill('1');
  await coupon.getByRole('button', { name: 'Save' }).click();
  await expect(coupon).toBeHidden();

  await page.goto(`/app/galleries/${galleryId}?tab=settings`);
  const selling = page.getByTestId('gallery-selling');
  await selling.getByLabel('Price list').selectOption({ label: 'Weddings' });
  await expect(selling.getByText('Each photo beyond them: €5.00.')).toBeVisible();
  await selling.getByLabel('Included photos').fill('20');
  await selling.getByRole('button', { name: 'Save selling' }).click();
  await expect(page.getByText('Selling saved')).toBeVisible();
  await changesConfirmed(page);

  // Kept: the gallery's package, the coupon, and the list with its items and zone.
  await page.reload();
  await expect(selling.getByLabel('Price list')).toHaveValue(/.+/);
  await expect(selling.getByLabel('Price list').locator('option:checked')).toHaveText('Weddings');
  await expect(selling.getByLabel('Included photos')).toHaveValue('20');

  await page.goto('/app/settings/shop');
  const coupons = page.getByTestId('coupons');
  await expect(coupons.getByText('WELCOME10')).toBeVisible();
  await expect(coupons.getByText('10% off')).toBeVisible();
  await expect(coupons.getByText('once per client')).toBeVisible();
  await page.getByTestId('price-lists').getByRole('link', { name: 'Weddings' }).click();
  await expect(list.getByTestId('extra-photo-price')).toHaveValue('5.00');
  const downloads = page.getByTestId('price-items-digital');
  await expect(downloads.getByText('Full-size download')).toBeVisible();
  await expect(downloads.getByText('One photo · Full size, no watermark')).toBeVisible();
  await expect(downloads.getByText('€5.00')).toBeVisible();
  const prints = page.getByTestId('price-items-print');
  await expect(prints.getByText('130 × 180 mm · Lustre')).toBeVisible();
  await expect(prints.getByText('€9.00')).toBeVisible();
  const zones = page.getByTestId('shipping-zones');
  await expect(zones.getByText('ES, AD')).toBeVisible();
  await expect(zones.getByText('€4.90')).toBeVisible();
});
