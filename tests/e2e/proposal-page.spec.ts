import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { backOfficeApi } from '../support/back-office-api';
import { platformOrigin } from '../support/env';
import { newUser, signIn, withDatabase } from './support/studio';

const DAY = 86_400_000;

test('a client accepts, signs and pays a proposal on a phone, and it shows done', async ({ page, browser }) => {
  const user = await newUser('proposal');
  const slug = `proposal-${user.userId.slice(0, 8)}`;
  const customerId = newId();
  const sessionId = newId();
  await withDatabase(async (sql) => {
    await sql`update accounts set slug = ${slug}, name = 'Llum Studio' where id = ${user.accountId}`;
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Anna Puig', ${`${slug}@example.com`})`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status, price)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 40 * DAY},
                      'Portrait', 'scheduled', 40000)`;
  });
  // The studio takes cards (the local stand-in's onboarding).
  await signIn(page, user, '/app/settings/payments');
  await page.getByRole('button', { name: 'Connect with Stripe' }).click();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  const { call, mutate } = backOfficeApi(platformOrigin(), user.accessToken);
  const quoteId = newId();
  const plan = [
    { percent: 25, due: 'on_issue' },
    { percent: 75, due: 'before_session', days: 7 },
  ];
  await mutate('quote.create', {
    id: quoteId,
    accountId: user.accountId,
    customerId,
    sessionId,
    plan,
    language: 'en',
    sessionLine: { id: newId() },
  });
  const templateId = newId();
  await mutate('contractTemplate.create', {
    id: templateId,
    accountId: user.accountId,
    name: 'Portrait session',
    language: 'en',
    body: '# Portrait session\n\n{{client.name}} pays {{invoice.deposit}} of {{invoice.total}} now.',
    clientFields: [],
  });
  const { linkPath } = (await call('POST', `/api/accounts/${user.accountId}/proposals`, {
    sessionId,
    quoteId,
    contractTemplateId: templateId,
  })) as { linkPath: string };

  const client = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await client.goto(linkPath);
  await expect(client.getByTestId('proposal-step-quote')).toHaveAttribute('data-state', 'current');
  // Reaching for the page brings its buttons to life.
  await client.getByTestId('proposal-step-quote').hover();
  await client.getByTestId('proposal-accept').click();

  const contract = client.getByTestId('proposal-step-contract');
  await expect(contract).toHaveAttribute('data-state', 'current');
  await expect(contract).toContainText('Anna Puig pays €100.00 of €400.00 now.');
  const form = contract.getByTestId('contract-sign-form');
  await form.getByLabel('Your full name').fill('Anna Puig');
  const pad = form.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await client.mouse.move(box.x + 30, box.y + box.height / 2);
  await client.mouse.down();
  await client.mouse.move(box.x + 200, box.y + 40, { steps: 8 });
  await client.mouse.up();
  await form.getByLabel(/I have read and agree/).check();
  await form.getByRole('button', { name: 'Sign' }).click();

  await expect(client.getByTestId('proposal-step-deposit')).toHaveAttribute('data-state', 'current');
  await client.getByTestId('proposal-pay').click();
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pay/ }).click();

  // Back on the proposal: all done, and so it stays.
  await expect(client).toHaveURL(new RegExp(`${linkPath}$`));
  await expect(client.getByTestId('proposal-step-done')).toContainText('Booked, signed, deposit paid');
  await expect(client.getByTestId('proposal-paid')).toContainText('€100.00');
  await withDatabase(async (sql) => {
    const [session] = await sql`select status from sessions where id = ${sessionId}`;
    expect(session).toEqual({ status: 'confirmed' });
  });
});
