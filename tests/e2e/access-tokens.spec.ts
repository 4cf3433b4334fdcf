import { expect, test } from './support/test';
import { newUser, signIn } from './support/studio';

test('a manager makes an access token in Settings, copies it once, and revoking it stops it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await newUser('tokens');
  await signIn(page, user, '/app/settings');

  const card = page.getByTestId('access-tokens-card');
  await expect(card.getByRole('heading', { name: 'Publish from Lightroom Classic' })).toBeVisible();
  await expect(card.getByTestId('access-tokens-empty')).toBeVisible();
  await card.getByLabel('Name').fill('Lightroom on the Mac');
  await card.getByLabel('Expires after').selectOption('30');
  await card.getByRole('button', { name: 'Create token' }).click();

  const secret = card.getByTestId('access-token-secret');
  await expect(secret).toContainText("it won't be shown again");
  await secret.getByRole('button', { name: 'Copy' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^pst_[A-Za-z0-9_-]{43}$/);
  const row = card.getByTestId('access-token');
  await expect(row).toContainText('Lightroom on the Mac');
  await expect(row).toContainText('Never');
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('access-token-secret')).toHaveCount(0);
  await expect(card).not.toContainText(copied);

  const publish = () => page.request.get('/api/publish/galleries', { headers: { authorization: `Bearer ${copied}` } });
  expect((await publish()).status()).toBe(200);

  await row.getByRole('button', { name: 'Revoke Lightroom on the Mac' }).click();
  const dialog = page.getByTestId('revoke-access-token-dialog');
  await expect(dialog).toContainText('Lightroom stops publishing with this token at once');
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('Lightroom on the Mac was revoked.')).toBeVisible();
  await expect(card.getByTestId('access-tokens-empty')).toBeVisible();
  const refused = await publish();
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('access_token_revoked');
});
