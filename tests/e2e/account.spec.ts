import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './support/test';
import { firstLink, latestMail, newUser, signIn, submitSignIn } from './support/studio';

test('a photographer changes their password (proving the current one) and then their e-mail address', async ({
  page,
  browser,
}) => {
  const user = await newUser('account');
  await signIn(page, user);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('your-account').click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

  const password = page.getByTestId('password-change-form');
  const newPassword = `Account-${randomUUID()}`;
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password).toContainText('Your current password is not right.');
  await password.getByLabel('Current password').fill(user.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-change-done')).toContainText('Password changed.');

  // Elsewhere, only the new password signs in.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/login?lng=en');
  await submitSignIn(elsewhere, user);
  await expect(elsewhere.getByTestId('auth-error')).toBeVisible();
  await submitSignIn(elsewhere, { email: user.email, password: newPassword });
  await expect(elsewhere).toHaveURL(/\/app/);

  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
  const email = page.getByTestId('email-change-form');
  await email.getByLabel('New e-mail address').fill(newEmail);
  await email.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByTestId('email-change-sent')).toContainText(newEmail);
  await expect(page.getByTestId('email-change-card')).toContainText(`You sign in as ${user.email}.`);

  await page.goto(firstLink((await latestMail(page, newEmail)).text));
  await expect(page).toHaveURL(/\/app\/account/);
  await expect(page.getByTestId('email-change-card')).toContainText(`You sign in as ${newEmail}.`);
});

test('a photographer deletes their user after typing their address, and cannot sign in again', async ({ page }) => {
  const user = await newUser('leaving');
  await signIn(page, user, '/app/account');
  const card = page.getByTestId('delete-user-card');
  const button = card.getByRole('button', { name: 'Delete my user' });
  await expect(button).toBeDisabled();
  await card.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
  await button.click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your user was deleted.')).toBeVisible();
  await submitSignIn(page, user);
  await expect(page.getByTestId('auth-error')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a photographer starts a second studio from the switcher, sets it up later, and switches back', async ({
  page,
}) => {
  const user = await newUser('two-studios');
  await signIn(page, user);
  const switcher = page.getByTestId('account-switcher');
  const firstName = (await switcher.innerText()).trim();

  await switcher.click();
  await page.getByTestId('new-studio').click();
  const dialog = page.getByTestId('new-studio-dialog');
  await dialog.getByRole('button', { name: 'Create studio' }).click();
  await expect(dialog).toContainText('This field is required.');
  await dialog.getByLabel('Studio name').fill('Weddings by Ana');
  await dialog.getByRole('button', { name: 'Create studio' }).click();

  // The new studio is open, at its first-run setup.
  await expect(page).toHaveURL(/\/app\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up your studio', level: 1 })).toBeVisible();
  await expect(switcher).toHaveText('Weddings by Ana');

  // The choice is kept on this device: a reload opens the same studio.
  await page.reload();
  await expect(switcher).toHaveText('Weddings by Ana');
  await switcher.click();
  await expect(page.getByRole('menuitemradio')).toHaveText([`${firstName}Owner`, 'Weddings by AnaOwner']);
  await page.getByRole('menuitemradio', { name: firstName }).click();
  await expect(switcher).toHaveText(firstName);
});

/** A six-digit code one off the app's. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('a photographer turns on two-step sign-in, and signing in then asks for the app’s code', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await newUser('two-step');
  await signIn(page, user, '/app/account');
  const card = page.getByTestId('two-step-card');
  await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const qrCode = card.getByRole('img', { name: 'QR code to scan with an authenticator app' });
  await expect(qrCode).toBeVisible();
  // The picture decoded (a broken data URI still takes its box).
  expect(await qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The test is the authenticator app: it makes codes from the key the page shows.
  const app = new TOTP({ secret: Secret.fromBase32((await card.getByTestId('two-step-secret').innerText()).trim()) });

  await card.getByLabel('Code from the app').fill(wrongCode(app.generate()));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card).toContainText('That code is not right.');
  await card.getByLabel('Code from the app').fill(app.generate());
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByTestId('two-step-on')).toBeVisible();
  // Ten recovery codes, shown this once.
  const codes = page.getByTestId('recovery-codes-dialog');
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = await codes.getByRole('listitem').first().innerText();
  // Copied says so for a moment, then the button is ready to copy again.
  await codes.getByRole('button', { name: 'Copy' }).click();
  await expect(codes.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(recoveryCode);
  await expect(codes.getByRole('button', { name: 'Copy' })).toBeVisible();
  await codes.getByRole('button', { name: 'I’ve saved them' }).click();
  // Turning it off asks for a current code: a wrong one leaves it on.
  await card.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByTestId('two-step-off-dialog');
  await off.getByLabel('Code from the app, or a recovery code').fill(wrongCode(app.generate()));
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off).toContainText('That code is not right.');
  await page.keyboard.press('Escape');
  await expect(card.getByTestId('two-step-on')).toBeVisible();

  // On another device the password alone opens nothing: the back office sends it back for the code.
  const other = await (await browser.newContext()).newPage();
  await submitSignIn(other, user);
  const secondStep = other.getByTestId('second-factor-form');
  await expect(secondStep).toBeVisible();
  await other.goto('/app/clients/customers');
  await expect(other).toHaveURL(/\/login/);
  await secondStep.getByLabel('Code from the app').fill(wrongCode(app.generate()));
  await secondStep.getByRole('button', { name: 'Continue' }).click();
  await expect(secondStep).toContainText('That code is not right.');

  // Without the phone, a recovery code lets the person in, and two-step sign-in is then off.
  await secondStep.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recovery = other.getByTestId('recovery-code-form');
  await recovery.getByLabel('Recovery code').fill(recoveryCode);
  await recovery.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(/\/app\/clients\/customers/);
  await expect(other.getByText('You signed in with a recovery code')).toBeVisible();
  await other.getByRole('button', { name: 'Set up again' }).click();
  await expect(
    other.getByTestId('two-step-card').getByRole('button', { name: 'Set up an authenticator app' }),
  ).toBeVisible();
});

test('a photographer with two-step sign-in changes and resets their password with the app’s code', async ({
  page,
  browser,
}) => {
  const user = await newUser('two-step-password');
  await signIn(page, user, '/app/account');
  const twoStep = page.getByTestId('two-step-card');
  // The card reads the factors once, not over and over: that kept Supabase Auth busy enough to
  // stall the password change below.
  await expect(twoStep.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  let userReads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/v1/user') userReads += 1;
  });
  await page.waitForTimeout(1500);
  expect(userReads).toBeLessThanOrEqual(1);
  await twoStep.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const app = new TOTP({
    secret: Secret.fromBase32((await twoStep.getByTestId('two-step-secret').innerText()).trim()),
  });
  await twoStep.getByLabel('Code from the app').fill(app.generate());
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoStep.getByTestId('two-step-on')).toBeVisible();
  await page.getByTestId('recovery-codes-dialog').getByRole('button', { name: 'I’ve saved them' }).click();

  // Supabase Auth lets only a sign-in with the code change the password: the card asks for it,
  // and the page stays where it is rather than going back to the sign-in page.
  const form = page.getByTestId('password-change-form');
  const changed = `Changed-${randomUUID()}`;
  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('Code from your authenticator app').fill(app.generate());
  await form.getByLabel('New password', { exact: true }).fill(changed);
  await form.getByLabel('Confirm new password').fill(changed);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-change-done')).toContainText('Password changed.');
  await expect(page).toHaveURL(/\/app\/account$/);

  // A reset link alone is not enough either: the page asks for the code before the new password.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByTestId('forgot-password-form');
  await forgot.getByLabel('E-mail').fill(user.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-link-sent')).toBeVisible();
  await page.goto(firstLink((await latestMail(page, user.email)).text));
  const secondStep = page.getByTestId('second-factor-form');
  await secondStep.getByLabel('Code from the app').fill(app.generate());
  await secondStep.getByRole('button', { name: 'Continue' }).click();
  const reset = page.getByTestId('reset-password-form');
  const chosen = `Reset-${randomUUID()}`;
  await reset.getByLabel('New password', { exact: true }).fill(chosen);
  await reset.getByLabel('Confirm new password').fill(chosen);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible();

  // The chosen password signs in elsewhere, which then asks for the code as before.
  const elsewhere = await (await browser.newContext()).newPage();
  await submitSignIn(elsewhere, { email: user.email, password: chosen });
  await expect(elsewhere.getByTestId('second-factor-form')).toBeVisible();
});
