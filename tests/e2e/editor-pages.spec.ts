// The Settings pages that edit one thing (a workflow, a mail template, a contract template, a
// questionnaire) open it once it has synced, and say so, with the way back, when the address
// names nothing of the studio's.
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { newUser, signIn, withDatabase } from './support/studio';

test('an editor page opens its template, and says when the address names none', async ({ page }) => {
  const user = await newUser('editor-pages');
  const templateId = newId();
  await withDatabase(
    (sql) => sql`insert into contract_templates (id, account_id, name, body)
                 values (${templateId}, ${user.accountId}, 'Wedding terms', 'The session is booked.')`,
  );
  await signIn(page, user, `/app/settings/contracts/${templateId}`);
  await expect(page.getByTestId('template-editor').getByRole('heading', { name: 'Wedding terms' })).toBeVisible();

  const missing = [
    ['workflows', 'workflow-unavailable', 'This workflow is not here', 'Back to workflows'],
    ['mail-templates', 'mail-template-unavailable', 'This template is not available', 'Mail templates'],
    ['contracts', 'template-unavailable', "This template isn't here", 'Back to Settings'],
    ['questionnaires', 'questionnaire-unavailable', 'This questionnaire is not here', 'Back to questionnaires'],
  ] as const;
  for (const [section, testId, title, back] of missing) {
    await page.goto(`/app/settings/${section}/${newId()}`);
    const unavailable = page.getByTestId(testId);
    await expect(unavailable.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await unavailable.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(new RegExp(`/app/settings/${section}$`));
  }
});
