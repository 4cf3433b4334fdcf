// A photographer builds a questionnaire, sends it from a session, and reads what the client sent
// back on the same session.
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { changesConfirmed, newUser, signIn, withDatabase } from './support/studio';

test('build a questionnaire, send it from a session, and read the client’s answers there', async ({ page }) => {
  const user = await newUser('questionnaires');
  const slug = `questions-${user.userId.slice(0, 8)}`;
  const sessionId = newId();
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`update accounts set slug = ${slug} where id = ${user.accountId}`;
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Vidal', ${`${slug}@example.com`})`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 30 * 86_400_000},
                      'Wedding', 'confirmed')`;
  });

  await signIn(page, user, '/app/settings/questionnaires');
  await page.getByRole('button', { name: 'New questionnaire' }).click();
  const dialog = page.getByTestId('new-questionnaire-dialog');
  await dialog.getByLabel('Title').fill('Your wedding');
  await dialog.getByRole('button', { name: 'Create and add questions' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/questionnaires\/[^/]+$/);

  // Two questions: a required text, then a yes or no; the preview draws them as the client will.
  const builder = page.getByTestId('questionnaire-builder');
  const questions = builder.getByTestId('question');
  await builder.getByRole('button', { name: 'Add question' }).click();
  await questions.nth(0).getByLabel('Question', { exact: true }).fill('Partner’s name');
  await questions.nth(0).getByLabel('Question', { exact: true }).blur();
  await questions.nth(0).getByLabel('Required').click();
  await builder.getByRole('button', { name: 'Add question' }).click();
  await questions.nth(1).getByLabel('Question', { exact: true }).fill('A drone?');
  await questions.nth(1).getByLabel('Question', { exact: true }).blur();
  await questions.nth(1).getByLabel('Answer').selectOption('yesno');
  const preview = builder.getByTestId('questionnaire-preview');
  await expect(preview.getByLabel(/Partner’s name/)).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Yes' })).toBeVisible();
  await changesConfirmed(page);

  // Sent from the session: the link shows at once, to share.
  await page.goto(`/app/clients/sessions?session=${sessionId}`);
  const section = page.getByTestId('session-details').getByTestId('questionnaires-section');
  await section.getByRole('button', { name: 'Send questionnaire' }).click();
  await page.getByTestId('send-questionnaire-dialog').getByRole('button', { name: 'Send', exact: true }).click();
  const item = section.getByTestId('questionnaire-item');
  await expect(item.getByTestId('questionnaire-status')).toHaveText('Sent');
  const link = item.getByTestId('client-link-url');
  await expect(link).toHaveValue(new RegExp(`/p/${slug}/questionnaire/`));
  const token = (await link.inputValue()).split('/').pop();

  // The client answers through their link; the session shows the answers as they wrote them.
  const submitted = await page.request.post(`/api/p/${slug}/questionnaires/${token}/submit`, {
    data: { answers: { q1: 'Marc', q2: true } },
  });
  expect(submitted.status()).toBe(200);
  await expect(item.getByTestId('questionnaire-status')).toHaveText('Answered');
  const answers = item.getByTestId('questionnaire-answers');
  await expect(answers.getByText('Partner’s name')).toBeVisible();
  await expect(answers.getByText('Marc')).toBeVisible();
  await expect(answers.getByText('Yes', { exact: true })).toBeVisible();
});
