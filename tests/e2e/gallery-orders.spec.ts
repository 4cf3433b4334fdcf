// A client's paid print order, as paying it leaves it (seeded in the database: the order, its
// print with the client's crop, the issued invoice and the card payment). The photographer finds
// it on Home and in the gallery's Orders tab, opens it, marks it sent with a tracking link, and the
// client's mail with the link arrives in the local mailbox. The sale shows in Sales and, through its
// invoice's payment, in the studio's revenue.
import { newId } from '../../core/domain/ids';
import { seedOrder } from '../support/gallery-orders';
import { createGallery } from './support/gallery-fixtures';
import { latestMail, newUser, signIn, withDatabase } from './support/studio';
import { expect, test } from './support/test';

test('a photographer sees a paid print order, opens it and marks it sent; the client is mailed the tracking link', async ({
  page,
}) => {
  const user = await newUser('orders');
  const gallery = await createGallery(user, { name: 'Vidal wedding', photos: 1 });
  const email = `buyer-${newId().slice(0, 8).toLowerCase()}@example.com`;
  const { orderId } = await withDatabase(async (sql) => {
    const [photo] = await sql<{ id: string; filename: string }[]>`
      select id, filename from photos where gallery_id = ${gallery.id}`;
    return seedOrder(sql, user, {
      galleryId: gallery.id,
      photoId: photo!.id,
      filename: photo!.filename,
      buyerEmail: email,
      buyerName: 'Núria Vidal',
      language: 'es',
    });
  });

  // Home: the order waits to be sent.
  await signIn(page, user, '/app');
  const card = page.getByTestId('home-orders-to-send');
  await expect(card.getByTestId('home-orders-to-send-count')).toHaveText('1');
  await expect(card.getByRole('link', { name: /Núria Vidal/ })).toBeVisible();

  // The gallery's Orders tab lists it, with what it brought in and the photo bought.
  await page.goto(`/app/galleries/${gallery.id}`);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const orders = page.getByTestId('gallery-orders');
  await expect(orders.getByTestId('gallery-sales-summary')).toHaveText('1 paid order, €36.30 in all.');
  await expect(orders.getByTestId('top-photos')).toContainText('Bought once');
  const row = orders.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Núria Vidal');
  await expect(row).toContainText('Prints to send');
  await row.getByRole('link').click();

  // The order: the print with its size, paper and the client's crop over the photo, the address, the invoice.
  await expect(page).toHaveURL(new RegExp(`/app/sales/orders/${orderId}$`));
  const screen = page.getByTestId('order-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Order from Núria Vidal');
  const item = screen.getByTestId('order-item');
  await expect(item.getByTestId('order-print')).toContainText('20 × 30 cm');
  await expect(item.getByTestId('order-print')).toContainText('Paper: Matte');
  const crop = item.getByTestId('order-crop');
  await expect(crop).toHaveAttribute('style', /left: 10%; top: 5%; width: 60%; height: 90%/);
  await expect(item.getByRole('img')).toBeVisible();
  await expect(screen.getByTestId('order-address')).toContainText('Carrer Major 1');
  await expect(screen.getByTestId('order-address')).toContainText('08001 Barcelona');
  await expect(screen.getByTestId('order-totals')).toContainText('€36.30');
  await expect(screen.getByTestId('order-invoice')).toHaveAttribute('href', /\/app\/invoices\//);

  // A link that is no web address is refused in place, and nothing is sent.
  await screen.getByRole('button', { name: 'Mark as sent' }).click();
  const dialog = page.getByTestId('mark-sent-dialog');
  const link = dialog.getByLabel('Tracking link (optional)');
  await link.fill('parcel 123');
  await dialog.getByRole('button', { name: 'Mark as sent and e-mail the client' }).click();
  await expect(
    dialog.getByText('Enter a web address starting with http:// or https://, or leave it empty.'),
  ).toBeVisible();
  await expect(screen.getByTestId('order-fulfilment')).toHaveText('Prints to send');

  await link.fill('https://track.example/ES123');
  await dialog.getByRole('button', { name: 'Mark as sent and e-mail the client' }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.getByTestId('order-fulfilment')).toHaveText('Sent');
  await expect(screen.getByTestId('order-tracking')).toHaveAttribute('href', 'https://track.example/ES123');
  await expect(screen.getByRole('button', { name: 'Mark as sent' })).toBeHidden();

  // The client's mail, in the order's language, with the link.
  const mail = await latestMail(page, email);
  expect(mail.subject).toMatch(/^Tus copias de .+ están en camino$/);
  expect(mail.text).toContain('Sigue tu paquete: https://track.example/ES123');

  // Home has nothing left to send.
  await page.goto('/app');
  await expect(page.getByTestId('home-orders-to-send')).toContainText('No prints waiting to be sent.');

  // Sales, beside Invoices: this month's paid order and its revenue, under its gallery.
  await page.getByRole('link', { name: 'Sales' }).first().click();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Figures' }).click();
  await expect(page.getByTestId('sales-orders')).toHaveText('1');
  await expect(page.getByTestId('sales-revenue')).toHaveText('€36.30');
  await expect(page.getByTestId('sales-by-gallery').getByRole('row', { name: /Vidal wedding/ })).toContainText(
    '€36.30',
  );
  await expect(page.getByTestId('sales-by-month').getByRole('row').nth(1)).toContainText('€36.30');

  // The sale is in the studio's revenue already: its invoice's card payment counts, as any payment.
  await page.goto('/app/clients/dashboard');
  await expect(page.getByTestId('dashboard-revenue-month')).toHaveText('€36.30');
});
