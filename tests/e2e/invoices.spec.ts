import { devices } from '@playwright/test';
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { firstLink, latestMail, newUser, setUpSpanishInvoicing, signIn, withDatabase } from './support/studio';

const DAY = 86_400_000;

test('a photographer quotes a session; the client accepts it in Spanish on a phone and pays the deposit by card; the receipt and a reminder follow', async ({
  page,
  browser,
}) => {
  const user = await newUser('quotes');
  const slug = `quote-${user.userId.slice(0, 8)}`;
  const email = `client-${newId().slice(0, 6).toLowerCase()}@example.com`;
  const sessionId = newId();
  await withDatabase(async (sql) => {
    const customerId = newId();
    await setUpSpanishInvoicing(sql, user, {
      slug,
      address: 'Carrer Gran 1, Barcelona',
      paymentInstructions: 'IBAN ES91 2100 0418 4502 0005 1332',
    });
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Vidal', ${email})`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status, price)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 40 * DAY},
                      'Boda', 'confirmed', 150000)`;
  });

  // The studio connects its own Stripe account (the local stand-in's onboarding).
  await signIn(page, user, '/app/settings/payments');
  await page.getByRole('button', { name: 'Connect with Stripe' }).click();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/payments$/);
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  // The photographer quotes the session: its price is the first line; a second line, a deposit plan.
  await page.goto(`/app/clients/sessions?session=${sessionId}`);
  await page.getByTestId('session-details').getByRole('button', { name: 'New quote' }).click();
  await expect(page).toHaveURL(/\/app\/quotes\//);
  const editor = page.getByTestId('quote-editor');
  await expect(editor.getByTestId('document-line')).toHaveCount(1);
  await editor.getByLabel("Client's language").selectOption('es');
  const newLine = editor.getByTestId('new-line');
  await newLine.getByLabel('Description').fill('Álbum de 30 páginas');
  await newLine.getByLabel('Unit price').fill('300');
  await newLine.getByRole('button', { name: 'Add line' }).click();
  await expect(editor.getByTestId('document-line')).toHaveCount(2);
  // 1,500 + 300, plus 21 % VAT: 2,178.00.
  await expect(editor.getByText('€2,178.00')).toBeVisible();
  await editor.getByRole('radio', { name: /Deposit, then the rest/ }).click();
  await editor.getByLabel('Deposit (% of the total)').fill('30');
  await editor.getByLabel('The rest, in days').fill('7');
  await editor.getByRole('button', { name: 'Apply plan' }).click();
  await page.getByRole('button', { name: 'Send quote' }).click();
  await page.getByTestId('send-quote-dialog').getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByTestId('sent-quote')).toBeVisible();

  // The client opens the mail's link on a phone, in Spanish, and accepts.
  const mail = await latestMail(page, email);
  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const client = await phone.newPage();
  await client.goto(firstLink(mail.text));
  await expect(client.locator('html')).toHaveAttribute('lang', 'es');
  await expect(client.getByText('Álbum de 30 páginas')).toBeVisible();
  await client.getByRole('button', { name: 'Aceptar el presupuesto' }).click();
  await expect(client).toHaveURL(new RegExp(`/p/${slug}/invoice/`));
  await expect(client.getByText('VERI*FACTU')).toBeVisible();

  // The deposit, 30 % of 2,178.00: a declined card first, then one that pays.
  await client.getByRole('button', { name: 'Pagar €653,40' }).click();
  await client.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
  await client.getByRole('button', { name: /^Pagar/ }).click();
  await expect(client.getByRole('alert')).toHaveText('Se ha rechazado la tarjeta. Prueba con otra.');
  await client.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pagar/ }).click();
  await expect(client).toHaveURL(new RegExp(`/p/${slug}/invoice/`));
  await expect(client.getByRole('listitem').filter({ hasText: 'Plazo 1' })).toContainText('Pagado');
  await expect(client.getByRole('button', { name: 'Pagar €1524,60' })).toBeVisible();

  // The session shows the deposit paid, live.
  await page.goto(`/app/clients/sessions?session=${sessionId}`);
  await expect(page.getByTestId('session-details')).toContainText('€653.40');

  // The receipt, in Spanish; and the reminder before the rest is due, made due now.
  await page.request.post('/__platform/jobs/run');
  const receipt = await latestMail(page, email);
  expect(receipt.subject).toMatch(/Gracias/);
  await withDatabase(
    (sql) =>
      sql`update pgboss.job set start_after = now()
          where name = 'invoice-reminder' and data ->> 'kind' = 'before_due' and data ->> 'invoiceId' in
            (select id from invoices where account_id = ${user.accountId})`,
  );
  await page.request.post('/__platform/jobs/run');
  await expect.poll(async () => (await latestMail(page, email)).subject).toMatch(/Recordatorio/);
});
