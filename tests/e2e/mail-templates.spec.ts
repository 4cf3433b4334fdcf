// A photographer writes a mail template's Spanish version and previews it with a real client's
// session before leaving the editor; the version is kept.
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { changesConfirmed, newUser, signIn, withDatabase } from './support/studio';

test('write a template in Spanish and preview it with a real client’s session', async ({ page }) => {
  const user = await newUser('mail-templates');
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Vidal', 'nuria@example.com')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.UTC(2027, 4, 12, 10)},
                      'Retrato', 'confirmed')`;
  });

  await signIn(page, user, '/app/settings/mail-templates');
  // The ready-made ones are there; a new one opens its editor.
  const card = page.getByTestId('mail-templates');
  await expect(card.getByRole('link', { name: 'Booking confirmation' })).toBeVisible();
  await card.getByRole('button', { name: 'New template' }).click();
  await page.getByTestId('new-mail-template-dialog').getByLabel('Name').fill('Before the shoot');
  await page.getByTestId('new-mail-template-dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/mail-templates\/[^/]+$/);

  const editor = page.getByTestId('mail-template-editor');
  await editor.getByRole('button', { name: 'Add Español' }).click();
  await editor.getByTestId('mail-subject').fill('Nos vemos pronto, ');
  await editor.getByTestId('mail-subject-insert-field').click();
  await page.getByRole('menuitem', { name: "Client's first name" }).click();
  await editor.getByTestId('mail-body').fill('Tu sesión de {{session.type}} es el {{session.date}}.');
  await editor.getByTestId('mail-body').blur();

  const preview = editor.getByTestId('mail-preview');
  await preview.getByTestId('preview-client').selectOption({ label: 'Núria Vidal' });
  await preview.getByTestId('preview-session').selectOption({ index: 1 });
  await expect(preview.getByTestId('preview-subject')).toHaveText('Nos vemos pronto, Núria');
  await expect(
    preview.frameLocator('[data-testid="preview-frame"]').getByText('Tu sesión de Retrato es el 12 de mayo de 2027.'),
  ).toBeVisible();
  await changesConfirmed(page);

  // Kept: the Spanish version is there after a reload.
  await page.reload();
  await expect(editor.getByRole('tab', { name: 'Español' })).toBeVisible();
  await expect(editor.getByTestId('mail-subject')).toHaveValue('Nos vemos pronto, {{client.firstName}}');
});
