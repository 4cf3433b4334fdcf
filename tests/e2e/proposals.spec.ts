// A photographer sends a session's quote and contract as one proposal, sees the session's progress
// wait on the client, and withdraws it.
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { newUser, signIn, withDatabase } from './support/studio';

test('send a proposal from a session, follow its progress and withdraw it', async ({ page }) => {
  const user = await newUser('proposals');
  const slug = `proposals-${user.userId.slice(0, 8)}`;
  const sessionId = newId();
  await withDatabase(async (sql) => {
    const customerId = newId();
    const templateId = newId();
    const quoteId = newId();
    await sql`update accounts set slug = ${slug} where id = ${user.accountId}`;
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Pau Serra', ${`${slug}@example.com`})`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status, price)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 30 * 86_400_000},
                      'Portrait', 'scheduled', 20000)`;
    await sql`insert into contract_templates (id, account_id, name, body)
              values (${templateId}, ${user.accountId}, 'Portrait terms', 'Between the studio and {{client.name}}.')`;
    await sql`insert into session_types (id, account_id, author_id, name, price, contract_template_id)
              values (${newId()}, ${user.accountId}, ${user.userId}, 'Portrait', 20000, ${templateId})`;
    await sql`insert into quotes (id, account_id, author_id, customer_id, session_id, title, currency, plan)
              values (${quoteId}, ${user.accountId}, ${user.userId}, ${customerId}, ${sessionId}, 'Portrait', 'EUR',
                      ${sql.json([
                        { percent: 30, due: 'on_issue', days: 0 },
                        { percent: 70, due: 'before_session', days: 7 },
                      ])})`;
    await sql`insert into quote_lines (id, account_id, quote_id, description, unit_price, net)
              values (${newId()}, ${user.accountId}, ${quoteId}, 'Portrait', 20000, 20000)`;
  });

  await signIn(page, user, `/app/clients/sessions?session=${sessionId}`);
  const section = page.getByTestId('session-details').getByTestId('proposal-section');
  // Nothing asked of the client yet: the session is booked, and nothing else is waited on.
  await expect(section.getByTestId('session-progress').getByRole('listitem')).toHaveCount(1);
  await expect(section.getByTestId('progress-booked')).toHaveAttribute('data-done', 'true');

  await section.getByRole('button', { name: 'Send proposal' }).click();
  const dialog = page.getByTestId('send-proposal-dialog');
  // The session's draft quote, and the contract its type is signed under, are picked already.
  await expect(dialog.getByLabel('Quote')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Contract to sign').locator('option:checked')).toHaveText('Portrait terms');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(section.getByTestId('proposal-state')).toHaveText('Waiting for the client');
  await expect(section.getByTestId('client-link-url')).toHaveValue(new RegExp(`/p/${slug}/proposal/`));
  for (const step of ['booked', 'signed', 'depositPaid']) {
    await expect(section.getByTestId(`progress-${step}`)).toHaveAttribute('data-done', 'false');
  }

  await section.getByRole('button', { name: 'Revoke link' }).click();
  const confirm = page.getByTestId('client-link-confirm');
  await expect(confirm).toContainText('The proposal is withdrawn');
  await confirm.getByRole('button', { name: 'Revoke link' }).click();
  await expect(section.getByTestId('proposal-state')).toHaveText('Withdrawn');
  await expect(section.getByRole('button', { name: 'Send proposal' })).toBeVisible();
});
