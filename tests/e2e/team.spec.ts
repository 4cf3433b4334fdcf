import { randomUUID } from 'node:crypto';
import { newId } from '../../core/domain/ids';
import { createGallery } from './support/gallery-fixtures';
import { expect, test, type Page } from './support/test';
import { firstLink, latestMail, newUser, signIn, withDatabase } from './support/studio';

// What the team's changes take to reach an open screen: sync, then the app following it.
const FOLLOWS = { timeout: 10_000 };

/** The owner's studio, named so the assistant's screens can be told apart from their own. */
async function lumenStudio() {
  const owner = await newUser('team-owner');
  const customerId = newId();
  await withDatabase(async (sql) => {
    await sql`update accounts set name = 'Lumen Studio' where id = ${owner.accountId}`;
    const sessionId = newId();
    await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${owner.accountId}, ${owner.userId}, 'Marta Vidal')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, price, payment_status, payment_amount, status)
              values (${sessionId}, ${owner.accountId}, ${owner.userId}, ${customerId}, ${Date.now() + 86_400_000}, 20000, 'partial', 5000, 'confirmed')`;
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${sessionId}, ${Date.now()}, 5000, 'completed')`;
  });
  const gallery = await createGallery(owner, { name: 'Vidal wedding', photos: 2 });
  return { owner, customerId, gallery };
}

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test('an owner invites an assistant, who joins without money or deleting, follows a new role, and loses the studio when removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { owner, customerId, gallery } = await lumenStudio();
  const assistantEmail = `team-assistant-${randomUUID().slice(0, 8)}@example.com`;

  // The owner invites by e-mail, as an assistant, from Settings.
  await signIn(page, owner, '/app/settings');
  const team = page.getByTestId('team-card');
  await expect(team.getByTestId('team-member')).toHaveCount(1);
  await expect(team.getByTestId('team-member')).toContainText(owner.email);
  await expect(team.getByTestId('team-member')).toContainText('You');
  const invite = team.getByTestId('team-invite-form');
  await expect(invite.getByLabel('Role')).toHaveValue('assistant');
  await expect(invite.getByTestId('team-invite-role-hint')).toContainText('No payments');
  await invite.getByLabel('E-mail').fill(assistantEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${assistantEmail}.`)).toBeVisible();
  await expect(team.getByTestId('team-invitation')).toContainText(assistantEmail);
  await expect(team.getByTestId('team-invitation')).toContainText('Assistant');

  // The invitee, in a browser that has never signed in: the link says who invites them, as what.
  const link = firstLink((await latestMail(page, assistantEmail)).text);
  expect(link).toMatch(/\/join\?token=/);
  const assistantPage = await (await browser.newContext()).newPage();
  await assistantPage.goto(`${link}&lng=en`);
  await expect(assistantPage.getByRole('heading', { name: 'Join Lumen Studio' })).toBeVisible();
  await expect(assistantPage.getByTestId('join-invitation')).toContainText('as Assistant');
  await expect(assistantPage.getByTestId('join-invitation')).toContainText(assistantEmail);

  // Creating an account comes back to the invitation, which then joins the studio.
  await assistantPage.getByRole('link', { name: 'Create an account' }).click();
  const signUp = assistantPage.getByTestId('sign-up-form');
  await expect(signUp.getByLabel('E-mail')).toHaveValue(assistantEmail);
  await signUp.getByLabel('Password', { exact: true }).fill('Golden-Hour-2026');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(assistantPage).toHaveURL(/\/join\?token=/);
  await assistantPage.getByRole('button', { name: 'Join studio' }).click();
  await expect(assistantPage).toHaveURL(/\/app$/);
  await expect(assistantPage.getByTestId('account-switcher')).toContainText('Lumen Studio');

  // An assistant: no setup screens, no money, nothing to delete.
  const nav = mainNavigation(assistantPage);
  await expect(nav.getByRole('link', { name: 'Galleries' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Website' })).toHaveCount(0);
  // Home lists the studio's next session, but not what clients owe.
  await expect(assistantPage.getByTestId('home-next')).toContainText('Marta Vidal');
  await expect(assistantPage.getByTestId('home-outstanding')).toHaveCount(0);

  await assistantPage.goto('/app/settings');
  await expect(assistantPage).toHaveURL(/\/app\/unauthorized$/);
  await expect(assistantPage.getByTestId('unauthorized')).toBeVisible();

  await assistantPage.goto(`/app/clients/customers/${customerId}`);
  await expect(assistantPage.getByRole('heading', { name: 'Marta Vidal' })).toBeVisible();
  await expect(assistantPage.getByTestId('customer-session')).toHaveCount(1);
  await expect(assistantPage.getByTestId('customer-paid')).toHaveCount(0);
  await expect(assistantPage.getByTestId('customer-outstanding')).toHaveCount(0);
  await expect(assistantPage.getByTestId('session-payment-status')).toHaveCount(0);
  await expect(assistantPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await assistantPage.getByTestId('customer-session').click();
  const details = assistantPage.getByTestId('session-details');
  await expect(details.getByTestId('session-price')).toHaveText('€200.00');
  await expect(details.getByTestId('session-balance')).toHaveCount(0);
  await expect(details.getByTestId('payment-list')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await assistantPage.keyboard.press('Escape');

  await assistantPage.goto('/app/clients/dashboard');
  await expect(assistantPage.getByTestId('dashboard-new-customers')).toBeVisible();
  await expect(assistantPage.getByTestId('dashboard-revenue-month')).toHaveCount(0);
  await expect(assistantPage.getByTestId('dashboard-outstanding')).toHaveCount(0);

  await assistantPage.goto(`/app/galleries/${gallery.id}`);
  await expect(assistantPage.getByTestId('photo-tile')).toHaveCount(2);
  // An assistant picks photos to move them to another gallery, never to delete them.
  await assistantPage.getByTestId('photo-tile').first().hover();
  await assistantPage.getByTestId('photo-tile').first().getByTestId('photo-select').click();
  await expect(assistantPage.getByTestId('photo-selection-bar')).toContainText('Move to gallery…');
  await expect(assistantPage.getByRole('button', { name: /^Delete \d+ photo/ })).toHaveCount(0);
  await assistantPage.getByRole('button', { name: 'Clear selection' }).click();
  await expect(assistantPage.getByRole('button', { name: /^Delete IMG_/ })).toHaveCount(0);
  await expect(assistantPage.getByRole('button', { name: 'More actions' })).toHaveCount(0);

  // The owner makes them a manager: their open screen offers Settings, without a reload.
  // Home first, so that Settings mounts again and asks for the team anew: clicked while Home's
  // screen still loads, Settings would be the page already open, with the team as it was.
  await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await mainNavigation(page).getByRole('link', { name: 'Settings' }).click();
  const assistantRow = team.getByTestId('team-member').filter({ hasText: assistantEmail });
  await expect(assistantRow.getByLabel(`Role of ${assistantEmail}`)).toHaveValue('assistant');
  await expect(team.getByTestId('team-invitation')).toHaveCount(0);
  await assistantRow.getByLabel(`Role of ${assistantEmail}`).selectOption('manager');
  await expect(page.getByText(`${assistantEmail} now works here as Manager.`)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible(FOLLOWS);
  await expect(assistantPage.getByRole('button', { name: 'More actions' })).toBeVisible(FOLLOWS);

  // The studio cannot lose its only owner.
  const ownerRow = team.getByTestId('team-member').filter({ hasText: owner.email });
  await ownerRow.getByLabel(`Role of ${owner.email}`).selectOption('manager');
  await expect(page.getByText('A studio needs at least one owner')).toBeVisible();
  await expect(ownerRow.getByLabel(`Role of ${owner.email}`)).toHaveValue('owner');

  // Removed, the open screen lets the studio go within seconds: they joined by invitation and
  // have no studio of their own, which the back office says.
  await assistantRow.getByRole('button', { name: `Remove ${assistantEmail} from the team` }).click();
  const confirm = page.getByTestId('remove-member-dialog');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${assistantEmail} is no longer on the team.`)).toBeVisible();
  await expect(team.getByTestId('team-member')).toHaveCount(1);

  await expect(assistantPage.getByText('You no longer have access to Lumen Studio.')).toBeVisible(FOLLOWS);
  await expect(assistantPage.getByTestId('account-load-error')).toContainText("You aren't on any studio's team.");
  await expect(assistantPage.getByTestId('account-switcher')).toHaveCount(0);
});

test('an invitation link that was withdrawn, or opened by someone else, says so', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { owner } = await lumenStudio();
  const stranger = await newUser('team-stranger');
  const invitedEmail = `team-invited-${randomUUID().slice(0, 8)}@example.com`;

  await signIn(page, owner, '/app/settings');
  const invite = page.getByTestId('team-invite-form');
  await invite.getByLabel('E-mail').fill(invitedEmail);
  await invite.getByLabel('Role').selectOption('manager');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByTestId('team-invitation');
  await expect(pending).toContainText('Manager');
  const link = firstLink((await latestMail(page, invitedEmail)).text);

  // Someone signed in with another address is told whose invitation it is.
  const strangerPage = await (await browser.newContext()).newPage();
  await signIn(strangerPage, stranger);
  await strangerPage.goto(`${link}&lng=en`);
  const wrong = strangerPage.getByTestId('join-wrong-email');
  await expect(wrong).toContainText(`It was sent to ${invitedEmail}, and you are signed in as ${stranger.email}.`);
  await expect(strangerPage.getByRole('button', { name: 'Join studio' })).toHaveCount(0);
  await wrong.getByRole('button', { name: 'Sign out and use another account' }).click();
  await expect(strangerPage).toHaveURL(/\/login$/);

  // Withdrawn, the link leads nowhere.
  await pending.getByRole('button', { name: `Withdraw the invitation to ${invitedEmail}` }).click();
  await expect(pending).toHaveCount(0);
  await strangerPage.goto(`${link}&lng=en`);
  await expect(strangerPage.getByTestId('join-invalid')).toContainText('This invitation can no longer be used');
});
