import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { newUser, withDatabase } from './support/studio';

test('a client signs in to their portal with a mailed code, finds their quote and signs out', async ({ browser }) => {
  const user = await newUser('portal-e2e');
  const slug = `portal-${user.userId.slice(0, 8)}`;
  const email = `${slug}@example.com`;
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`update accounts set slug = ${slug}, name = 'Llum Studio' where id = ${user.accountId}`;
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Anna Puig', ${email})`;
    await sql`insert into quotes (id, account_id, author_id, customer_id, currency, status, title, total, sent_at)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${customerId}, 'EUR', 'sent', 'Portrait session',
                      30000, ${Date.now()})`;
  });

  const client = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await client.goto(`/p/${slug}/client?lng=en`);
  await client.getByTestId('portal-email-form').getByLabel('E-mail address').fill(email);
  await client.getByRole('button', { name: 'Send me a code' }).click();
  const codeForm = client.getByTestId('portal-code-form');
  await expect(codeForm).toContainText('It can take a minute to arrive');
  await runJobs();
  const [mail] = await mailsTo(email);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1] ?? '';
  await codeForm.getByLabel('Code from the e-mail').fill(code);
  await client.getByRole('button', { name: 'Open my documents' }).click();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Hello, Anna Puig');

  // Drawn signed in, the page is the server's until the client reaches for it: then signing out works.
  await client.reload();
  const signOut = client.getByRole('button', { name: 'Sign out' });
  await expect(client.getByText('Portrait session')).toBeVisible();
  await signOut.hover();
  await expect(signOut).toBeEnabled();
  await signOut.click();
  await expect(client.getByTestId('portal-email-form')).toBeVisible();
  await client.reload();
  await expect(client.getByTestId('portal-email-form')).toBeVisible();
});
