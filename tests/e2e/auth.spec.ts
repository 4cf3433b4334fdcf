import { expect, test, watch, type Page } from './support/test';
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import { firstLink, latestMail, newUser, signIn, signInWithForm, submitSignIn, withDatabase } from './support/studio';

test('the landing page greets visitors at /', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deliver galleries');
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login/);
});

test('the app’s ways home open the landing page, drawn by the server, not an empty page', async ({ page }) => {
  await page.goto('/login?lng=en');
  await page.getByRole('link', { name: 'Studio' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deliver galleries');

  await page.goto('/no-such-page?lng=en');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deliver galleries');
});

test('the landing page comes drawn in the visitor’s language, and React only once they reach for its menus', async ({
  baseURL,
  cspViolations,
}) => {
  // The full browser: the headless shell the other tests run rests its pointer over the page as it
  // loads, which is a visitor reaching for it.
  const fullBrowser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    // A browser that prefers Spanish, in light mode.
    const context = await fullBrowser.newContext({ baseURL, locale: 'es-ES', colorScheme: 'light' });
    await watch(context, cspViolations);
    const page = await context.newPage();
    const takenOver = () =>
      page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Entrega galerías');
    await expect(page.getByRole('link', { name: 'Empieza gratis' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await takenOver()).toBe(false);

    // The first press on a menu opens it, though React came with that press.
    await page.getByTestId('theme-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Oscuro' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await takenOver()).toBe(true);

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: /Català/ }).click();
    await expect(page).toHaveURL(/\/\?lng=ca$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lliura galeries');
    // The choice is kept: the next visit to / is in Catalan whatever the browser prefers.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lliura galeries');
    await expect(page.locator('html')).toHaveClass(/dark/);
  } finally {
    await fullBrowser.close();
  }
});

test('a signed-out visit to the back office goes to /login, replacing history, then back after sign-up', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  await page.goto('/app/clients');
  await expect(page).toHaveURL(/\/login$/);
  // The protected URL was replaced, not stacked: Back leaves the login page for the landing page.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?lng=en$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByTestId('sign-up-form');
  const email = `new-${randomUUID().slice(0, 8)}@example.com`;
  await form.getByLabel('E-mail').fill(email);
  // Hard to guess, so the form sends it, but the server wants capitals and digits too.
  await form.getByLabel('Password', { exact: true }).fill('quiet lantern over the harbour');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('auth-error')).toContainText('too weak');
  await expect(page.getByTestId('auth-error')).toContainText('Mix upper- and lowercase letters');

  await form.getByLabel('Password', { exact: true }).fill('Golden-Hour-2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

  // The new photographer has a studio of their own, remembered as the selected account.
  const stored = await page.evaluate(() => localStorage.getItem('account-storage'));
  const accountId = (JSON.parse(stored ?? '{}') as { state?: { accountId?: string } }).state?.accountId;
  expect(accountId).toMatch(/.+/);
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
  });
  const res = await page.request.get('/api/accounts', { headers: { authorization: `Bearer ${token}` } });
  expect(((await res.json()) as { accounts: { id: string }[] }).accounts.map((a) => a.id)).toEqual([accountId]);

  // Signed in on this browser, the landing page leads into the studio rather than to a new account.
  await page.goto('/?lng=en');
  await expect(page.getByRole('link', { name: 'Open your studio' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start free' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open your studio' }).first().click();
  await expect(page).toHaveURL(/\/app$/);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/app/clients');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/?lng=en');
  await expect(page.getByRole('link', { name: 'Start free' }).first()).toBeVisible();
});

test("sign-up refuses an easily guessed password in the visitor's language, before asking the server, and creates no account", async ({
  page,
}) => {
  const signUps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/signup')) signUps.push(request.url());
  });
  await page.goto('/login?lng=es');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  const form = page.getByTestId('sign-up-form');
  const email = `common-${randomUUID().slice(0, 8)}@example.com`;
  const password = form.getByLabel('Contraseña', { exact: true });
  await form.getByLabel('Correo electrónico').fill(email);
  await password.fill('Verano2026');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();

  const reason =
    'Esta contraseña es demasiado fácil de adivinar: evita las contraseñas comunes y una palabra con un año o cifras, como Verano2026.';
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(reason));
  expect(signUps).toEqual([]);
  expect(await withDatabase((sql) => sql`select 1 from auth.users where email = ${email}`)).toHaveLength(0);

  // The reason goes as soon as the password is hard to guess.
  await password.fill('Golden-Hour-2026');
  await expect(password).toHaveAttribute('aria-invalid', 'false');
  await expect(form).not.toContainText(reason);
});

test('a photographer signs in with a password, and a wrong one is refused', async ({ page }) => {
  const user = await newUser('password');
  await submitSignIn(page, { email: user.email, password: 'Wrong-Password-1' });
  await expect(page.getByTestId('auth-error')).toContainText('Wrong e-mail or password');
  await signInWithForm(page, user);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

/** Asks the magic-link tab of the sign-in page for a mail to `email`. */
async function sendMagicLink(page: Page, email: string) {
  await page.goto('/login?lng=en');
  await page.getByRole('tab', { name: 'Magic link' }).click();
  const form = page.getByTestId('magic-link-form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send magic link' }).click();
  await expect(page.getByTestId('magic-link-sent')).toBeVisible();
}

test('a magic link from the local mailbox signs the photographer in', async ({ page }) => {
  const user = await newUser('magic');
  await sendMagicLink(page, user.email);

  const mail = await latestMail(page, user.email);
  await page.goto(firstLink(mail.text));
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('the magic-link mail’s code, typed on the sign-in screen, signs in there; a wrong one is refused', async ({
  page,
}) => {
  const user = await newUser('code');
  await sendMagicLink(page, user.email);
  const code = /\b(\d{6})\b/.exec((await latestMail(page, user.email)).text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  const codeForm = page.getByTestId('mailed-code-form');
  await codeForm.getByLabel('Code from the e-mail').fill('12 34');
  await codeForm.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(codeForm).toContainText('Enter the 6 digits of the code.');
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeForm.getByLabel('Code from the e-mail').fill(wrong);
  await codeForm.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(page.getByTestId('auth-error')).toContainText('That code is wrong, has expired or was already used.');
  await expect(page).toHaveURL(/\/login/);

  // Typed with a space in the middle, as people copy it from a mail.
  await codeForm.getByLabel('Code from the e-mail').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await codeForm.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a photographer who forgot the password chooses a new one from the e-mailed link, then signs in with it', async ({
  page,
  browser,
}) => {
  const user = await newUser('reset');
  await page.goto('/login?lng=en');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const request = page.getByTestId('forgot-password-form');
  await request.getByLabel('E-mail').fill(user.email);
  await request.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-link-sent')).toContainText(user.email);

  const mail = await latestMail(page, user.email);
  await page.goto(firstLink(mail.text));
  const form = page.getByTestId('reset-password-form');
  await expect(form).toBeVisible();
  // The link's token is read and gone from the address, "#" included.
  expect(page.url()).toMatch(/\/reset-password$/);
  await form.getByLabel('New password', { exact: true }).fill('Abcdefg1');
  await form.getByLabel('Confirm new password').fill('Abcdefg1');
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(form).toContainText('This password is too easy to guess: avoid common passwords and a word with a year');
  const newPassword = `Reset-${randomUUID()}`;
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(`${newPassword}!`);
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(form).toContainText("The passwords don't match.");
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible();

  // Elsewhere, the old password is refused and the new one lets the photographer in.
  const elsewhere = await (await browser.newContext()).newPage();
  await submitSignIn(elsewhere, user);
  await expect(elsewhere.getByTestId('auth-error')).toContainText('Wrong e-mail or password');
  await signInWithForm(elsewhere, { email: user.email, password: newPassword });
  await expect(elsewhere.getByTestId('user-menu')).toBeVisible();
});

test('the demo photographer opens the seeded demo studio', async ({ page }) => {
  await signIn(page, { email: 'demo@studio.test', password: 'DemoStudio2026' }, '/app/clients/customers');
  await expect(page.getByText('Lumen Studio').first()).toBeVisible();
  // All 20 of its customers: counted by the list, and by the table for screen readers (only
  // the rows in view are rendered).
  await expect(page.getByText('20 customers', { exact: true })).toBeVisible();
  await expect(page.getByTestId('customer-list')).toHaveAttribute('aria-rowcount', '21');
  await expect(page.getByTestId('customer-row').first()).toBeVisible();
});

test('while the session is being restored a translated spinner says Loading...', async ({ page }) => {
  const user = await newUser('loading');
  await signIn(page, user);
  // Expire the stored session so the app must refresh it before it knows who is signed in,
  // and hold that refresh long enough to see what the person sees meanwhile.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token')) ?? '';
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number };
    session.expires_at = Math.floor(Date.now() / 1000) - 10;
    localStorage.setItem(key, JSON.stringify(session));
  });
  // The refresh is held until the spinner has been seen: a fixed delay left a window that a busy
  // machine could fall between two of the assertion's polls.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/token?grant_type=refresh_token', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/clients');
  await expect(page.getByTestId('loading-spinner')).toContainText('Loading...');
  release();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
});

test('a new sign-up lands on the first-run setup, may skip it, and Home offers it until it is done', async ({
  page,
}) => {
  await page.goto('/login?mode=signup&lng=en');
  const form = page.getByTestId('sign-up-form');
  const suffix = randomUUID().slice(0, 8);
  await form.getByLabel('E-mail').fill(`first-run-${suffix}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('Golden-Hour-2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up your studio', level: 1 })).toBeVisible();

  // Skipped: Home welcomes a newcomer (not "back") and offers the setup again.
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(/^Welcome to .+\.$/)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await page.getByTestId('home-setup').getByRole('link', { name: 'Continue setup' }).click();
  await expect(page).toHaveURL(/\/app\/setup$/);

  // The public address, and the time zone this browser is in, saved: Home asks no more.
  const address = page.getByTestId('public-address-form');
  await address.getByLabel('Public address').fill(`first-run-${suffix}`);
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Public address saved.')).toBeVisible();
  await page.getByTestId('time-zone-form').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Time zone saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my studio' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(/^Welcome to .+\.$/)).toBeVisible();
  await expect(page.getByTestId('home-setup')).toHaveCount(0);
});
