// The team's to-do list: a task added on a session, assigned to a teammate, shows on Home with
// its session, and is ticked done there.
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { changesConfirmed, newUser, signIn, withDatabase } from './support/studio';

test('add a task on a session, see it on Home, tick it done', async ({ page }) => {
  const [user, teammate] = await Promise.all([newUser('tasks'), newUser('teammate')]);
  const sessionId = newId();
  await withDatabase(async (sql) => {
    const customerId = newId();
    await sql`insert into customers (id, account_id, author_id, name)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Vidal')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 10 * 86_400_000},
                      'Portrait', 'confirmed')`;
    await sql`insert into account_members (account_id, user_id, role)
              values (${user.accountId}, ${teammate.userId}, 'assistant')`;
  });

  await signIn(page, user, '/app');
  await expect(page.getByTestId('home-tasks-empty')).toContainText('workflows');

  // On the session: a task for the teammate.
  await page.goto(`/app/clients/sessions?session=${sessionId}`);
  const section = page.getByTestId('session-details').getByTestId('tasks-section');
  await section.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByTestId('task-dialog');
  await dialog.getByLabel('Task').fill('Order the prints');
  await dialog.getByLabel('Assigned to').selectOption({ label: teammate.email });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByTestId('task-row').filter({ hasText: 'Order the prints' });
  await expect(row.getByTestId('task-assignee')).toHaveText(teammate.email);
  await changesConfirmed(page);

  // On Home, with its session; ticked done there, it leaves the open list and the session strikes it through.
  await page.goto('/app');
  const card = page.getByTestId('home-tasks');
  const listed = card.getByTestId('home-task-list').getByTestId('task-row').filter({ hasText: 'Order the prints' });
  await expect(listed.getByRole('link', { name: /Núria Vidal/ })).toBeVisible();
  // Not `check()`: the ticked task leaves the open list at once, so its box is gone to verify.
  await listed.getByRole('checkbox', { name: 'Mark “Order the prints” done' }).click();
  await expect(card.getByTestId('home-tasks-empty')).toBeVisible();
  await changesConfirmed(page);
  await expect
    .poll(() =>
      withDatabase((sql) => sql`select done_at is not null as done from tasks where session_id = ${sessionId}`),
    )
    .toEqual([{ done: true }]);

  await page.goto(`/app/clients/sessions?session=${sessionId}`);
  const ticked = page.getByTestId('session-details').getByTestId('task-row').filter({ hasText: 'Order the prints' });
  await expect(ticked.getByRole('checkbox', { name: 'Mark “Order the prints” not done' })).toBeChecked();
  await expect(ticked.getByText('Order the prints')).toHaveCSS('text-decoration-line', 'line-through');
});
