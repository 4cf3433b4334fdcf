import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { backOfficeApi } from '../support/back-office-api';
import { platformOrigin } from '../support/env';
import { newUser, withDatabase } from './support/studio';

test('a client signs a sent contract on a phone with a drawn signature, and it stays signed', async ({ browser }) => {
  // A studio's contract for its client, sent as the back office sends it.
  const user = await newUser('contract-sign');
  const slug = `sign-${user.userId.slice(0, 8)}`;
  const customerId = newId();
  await withDatabase(async (sql) => {
    await sql`update accounts set slug = ${slug}, name = 'Llum Studio' where id = ${user.accountId}`;
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Anna Puig', ${`${slug}@example.com`})`;
  });
  const { call, mutate } = backOfficeApi(platformOrigin(), user.accessToken);
  const templateId = newId();
  await mutate('contractTemplate.create', {
    id: templateId,
    accountId: user.accountId,
    name: 'Portrait session',
    language: 'en',
    body: '# Portrait session\n\nBetween {{studio.name}} and {{client.name}}.\n\n- One hour\n- Ten photos',
    clientFields: [{ key: 'address', label: 'Your postal address', required: true }],
  });
  const contractId = newId();
  await mutate('contract.create', { id: contractId, accountId: user.accountId, customerId, templateId });
  const { path } = (await call('POST', `/api/accounts/${user.accountId}/contracts/${contractId}/send`)) as {
    path: string;
  };

  const client = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await client.goto(path);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Portrait session');
  await expect(client.getByTestId('contract-blocks')).toContainText('Between Llum Studio and Anna Puig.');
  // Reaching for the page brings its form to life.
  await client.getByTestId('contract-blocks').hover();
  const form = client.getByTestId('contract-sign-form');
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  await expect(form.getByText('Draw or type your signature.')).toBeVisible();

  await form.getByLabel('Your postal address').fill('Carrer Nou 3, Girona');
  await form.getByLabel('Your full name').fill('Anna Puig');
  const pad = form.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await client.mouse.move(box.x + 30, box.y + box.height / 2);
  await client.mouse.down();
  for (const [x, y] of [
    [90, 30],
    [150, 110],
    [230, 40],
    [300, 100],
  ] as const) {
    await client.mouse.move(box.x + x, box.y + y, { steps: 5 });
  }
  await client.mouse.up();
  await form.getByLabel(/I have read and agree/).check();
  await form.getByRole('button', { name: 'Sign' }).click();

  const state = client.getByTestId('contract-state');
  await expect(state).toHaveAttribute('data-status', 'signed');
  await expect(state).toContainText('Signed by Anna Puig');
  await expect(state).toContainText('The studio will countersign it.');

  // Opened again, it shows signed, with nothing left to sign.
  await client.reload();
  await expect(client.getByTestId('contract-state')).toHaveAttribute('data-status', 'signed');
  await expect(client.getByTestId('contract-sign-form')).toHaveCount(0);
  await withDatabase(async (sql) => {
    const [signature] =
      await sql`select signature_kind, field_values from contract_signatures where contract_id = ${contractId}`;
    expect(signature).toEqual({ signature_kind: 'drawn', field_values: { address: 'Carrer Nou 3, Girona' } });
  });
});
