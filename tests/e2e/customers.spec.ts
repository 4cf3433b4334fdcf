import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { newId } from '../../core/domain/ids';
import { newUser, signIn, withDatabase } from './support/studio';

async function openCustomers(page: Page, user: Parameters<typeof signIn>[1]) {
  await signIn(page, user, '/app/clients/customers');
  await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible();
}

async function fillCustomer(page: Page, fields: { name?: string; email?: string; phone?: string; notes?: string }) {
  const dialog = page.getByTestId('customer-dialog');
  if (fields.name !== undefined) await dialog.getByLabel('Name').fill(fields.name);
  if (fields.email !== undefined) await dialog.getByLabel('E-mail').fill(fields.email);
  if (fields.phone !== undefined) await dialog.getByLabel('Phone').fill(fields.phone);
  if (fields.notes !== undefined) await dialog.getByLabel('Notes').fill(fields.notes);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

test('a photographer lists, searches, creates, edits and deletes customers, with validation', async ({ page }) => {
  const user = await newUser('crm');
  await openCustomers(page, user);
  await expect(page.getByText('No customers yet')).toBeVisible();

  await page.getByRole('button', { name: 'New customer' }).first().click();
  await fillCustomer(page, { name: '', email: 'not-an-email' });
  const dialog = page.getByTestId('customer-dialog');
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
  await fillCustomer(page, {
    name: 'Laura Puig',
    email: 'laura@example.com',
    phone: '+34 600 000 001',
    notes: 'June wedding',
  });
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'New customer' }).click();
  await fillCustomer(page, { name: 'Marc Soler', email: 'marc@example.com' });
  await expect(page.getByTestId('customer-row')).toHaveCount(2);
  await expect(page.getByTestId('customer-row').first()).toContainText('Laura Puig');

  // Listed as an index reads, and found as a person types: without the accent.
  await page.getByRole('button', { name: 'New customer' }).click();
  await fillCustomer(page, { name: 'Àngels Ferrer' });
  await expect(page.getByTestId('customer-row')).toHaveText([/Àngels Ferrer/, /Laura Puig/, /Marc Soler/]);
  await page.getByLabel('Search customers').fill('angels');
  await expect(page.getByTestId('customer-row')).toHaveText([/Àngels Ferrer/]);

  await page.getByLabel('Search customers').fill('marc');
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(page.getByTestId('customer-row')).toContainText('marc@example.com');
  await page.getByLabel('Search customers').fill('nobody-by-this-name');
  await expect(page.getByText('No matching customers')).toBeVisible();
  await page.getByLabel('Search customers').fill('');

  await page.getByRole('button', { name: 'Edit Marc Soler' }).click();
  await fillCustomer(page, { name: 'Marc Soler Vidal', phone: '+34 600 000 002' });
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Marc Soler Vidal' })).toContainText(
    '+34 600 000 002',
  );

  await page.getByRole('button', { name: 'Delete Marc Soler Vidal' }).click();
  await page.getByTestId('delete-customer-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('customer-row')).toHaveCount(2);

  // What the person saw is what the database holds, once the server has the writes the screen
  // already shows (the browser applies them first).
  await expect
    .poll(() =>
      withDatabase(
        (sql) =>
          sql`select name, email, phone, notes from customers where account_id = ${user.accountId} order by search_text`,
      ),
    )
    .toEqual([
      { name: 'Àngels Ferrer', email: '', phone: '', notes: '' },
      { name: 'Laura Puig', email: 'laura@example.com', phone: '+34 600 000 001', notes: 'June wedding' },
    ]);
});

// How soon it appears is a speed, measured by `npm run bench`, not asserted here.
test('a change in one browser appears in a second signed-in browser, without a reload', async ({ browser }) => {
  const user = await newUser('two-tabs');
  const first = await browser.newPage();
  const second = await (await browser.newContext()).newPage();
  await openCustomers(first, user);
  await openCustomers(second, user);

  await first.getByRole('button', { name: 'New customer' }).first().click();
  await fillCustomer(first, { name: 'Núria Costa', email: 'nuria@example.com' });
  await expect(second.getByTestId('customer-row').filter({ hasText: 'Núria Costa' })).toBeVisible();

  await second.getByRole('button', { name: 'Edit Núria Costa' }).click();
  await fillCustomer(second, { name: 'Núria Costa Mas' });
  await expect(first.getByTestId('customer-row').filter({ hasText: 'Núria Costa Mas' })).toBeVisible();
});

test('a customer with sessions is never deleted without a choice about their sessions', async ({ page }) => {
  const user = await newUser('with-sessions');
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Booked Client')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date) values (${newId()}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now()})`;
    await openCustomers(page, user);
    await page.getByRole('button', { name: 'Delete Booked Client' }).click();
    const dialog = page.getByTestId('delete-customer-dialog');
    await expect(dialog).toContainText('Booked Client has 1 session with 0 payments');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(page.getByTestId('customer-row').filter({ hasText: 'Booked Client' })).toBeVisible();
    expect((await sql`select 1 from customers where id = ${customerId}`).length).toBe(1);
  });
});

test("an e-mail that is already a customer's is caught: open them from the list, or choose them while booking", async ({
  page,
}) => {
  const user = await newUser('twins');
  const laura = newId();
  await withDatabase(
    (sql) => sql`insert into customers (id, account_id, author_id, name, email)
                 values (${laura}, ${user.accountId}, ${user.userId}, 'Laura Puig', 'laura@example.com')`,
  );
  await openCustomers(page, user);
  await page.getByRole('button', { name: 'New customer' }).first().click();
  const dialog = page.getByTestId('customer-dialog');
  await dialog.getByLabel('Name').fill('Laura P.');
  await dialog.getByLabel('E-mail').fill('LAURA@example.com');
  await expect(dialog.getByTestId('same-email')).toHaveText('Laura Puig already has this e-mail. Open their page');
  await dialog.getByRole('link', { name: 'Open their page' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/clients/customers/${laura}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Laura Puig' })).toBeVisible();

  // While booking, the form offers the customer who has the e-mail instead.
  await page.goto('/app/clients/sessions');
  await page.getByRole('button', { name: 'New session' }).first().click();
  const form = page.getByTestId('session-form');
  await form.getByTestId('customer-picker').fill('Laura P.');
  await form.getByRole('button', { name: 'New customer “Laura P.”' }).click();
  await dialog.getByLabel('E-mail').fill('laura@example.com');
  await dialog.getByRole('button', { name: 'Choose Laura Puig' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByTestId('chosen-customer')).toHaveText(/Laura Puig/);

  await withDatabase(async (sql) => {
    expect(await sql`select name from customers where account_id = ${user.accountId}`).toEqual([
      { name: 'Laura Puig' },
    ]);
  });
});

test('the Customers tab keeps its search in the address and exports its customers, phones as typed', async ({
  page,
}) => {
  const user = await newUser('customer-export');
  await withDatabase(async (sql) => {
    for (const [name, phone] of [
      ['Núria Vidal', '+34 600 000 001'],
      ['Pere Roca', ''],
    ] as const) {
      await sql`insert into customers (id, account_id, author_id, name, phone) values (${newId()}, ${user.accountId}, ${user.userId}, ${name}, ${phone})`;
    }
  });
  await signIn(page, user, '/app/clients/customers');
  await page.getByTestId('customer-search').fill('nuria');
  await expect(page).toHaveURL(/[?&]q=nuria\b/);
  await page.reload();
  await expect(page.getByTestId('customer-search')).toHaveValue('nuria');
  await expect(page.getByTestId('customer-row')).toHaveCount(1);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByRole('radio', { name: /Customers/ })).toBeChecked();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text).toContain('Núria Vidal,,+34 600 000 001,');
});
