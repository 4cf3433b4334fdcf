// A photographer builds a workflow step by step, each step said back in words, ties it to a
// session type, and reads on a session what its steps will do and what they did.
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { changesConfirmed, newUser, signIn, syncLink, withDatabase } from './support/studio';

const DAY = 86_400_000;

test('build a workflow and tie it to a session type', async ({ page }) => {
  const user = await newUser('workflows');
  const typeId = newId();
  await withDatabase(async (sql) => {
    await sql`insert into mail_templates (id, account_id, author_id, name, versions)
              values (${newId()}, ${user.accountId}, ${user.userId}, 'Directions',
                      ${sql.json({ en: { subject: 'See you tomorrow', body: 'Hi {{client.name}}' } })})`;
    await sql`insert into session_types (id, account_id, author_id, name, price)
              values (${typeId}, ${user.accountId}, ${user.userId}, 'Wedding', 240000)`;
  });

  await signIn(page, user, '/app/settings/workflows');
  await page.getByRole('button', { name: 'New workflow' }).click();
  const dialog = page.getByTestId('new-workflow-dialog');
  await dialog.getByRole('button', { name: 'Create and add steps' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Wedding day');
  await dialog.getByRole('button', { name: 'Create and add steps' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/workflows\/[^/]+$/);

  const builder = page.getByTestId('workflow-builder');
  const steps = builder.getByTestId('workflow-step');
  const summaries = steps.getByTestId('step-summary');

  // Directions, the day before at 9:00.
  await builder.getByRole('button', { name: 'Add step' }).click();
  await expect(summaries).toHaveText(['Send a mail (no template chosen) when the session starts']);
  await steps.nth(0).getByTestId('step-mail-template').selectOption({ label: 'Directions' });
  await steps.nth(0).getByTestId('step-amount').fill('1');
  await steps.nth(0).getByTestId('step-amount').blur();
  await steps.nth(0).getByTestId('step-direction').selectOption('before');
  await steps.nth(0).getByTestId('step-time').selectOption('09:00');
  await expect(summaries.nth(0)).toHaveText('Send “Directions” 1 day before the session at 9:00 AM');

  // A count no step may have is refused in words, and the step keeps its day.
  await steps.nth(0).getByTestId('step-amount').fill('5000');
  await steps.nth(0).getByTestId('step-amount').blur();
  await expect(steps.nth(0).getByText('Choose a whole number from 0 to 3,650.')).toBeVisible();
  await expect(summaries.nth(0)).toHaveText('Send “Directions” 1 day before the session at 9:00 AM');
  await steps.nth(0).getByTestId('step-amount').fill('1');
  await steps.nth(0).getByTestId('step-amount').blur();

  // Booking happens before any step can: counted from it, the step comes after, the only way offered.
  await steps.nth(0).getByTestId('step-trigger').selectOption('booked');
  await expect(summaries.nth(0)).toHaveText('Send “Directions” 1 day after booking at 9:00 AM');
  await expect(steps.nth(0).getByTestId('step-direction').locator('option')).toHaveText(['after']);
  await steps.nth(0).getByTestId('step-trigger').selectOption('session');
  await steps.nth(0).getByTestId('step-direction').selectOption('before');

  // A wait for the invoice, then a task, which is moved above the wait.
  await builder.getByRole('button', { name: 'Add step' }).click();
  await steps.nth(1).getByTestId('step-action').selectOption('wait');
  await steps.nth(1).getByTestId('step-wait-for').selectOption('invoice_paid');
  await builder.getByRole('button', { name: 'Add step' }).click();
  await steps.nth(2).getByTestId('step-action').selectOption('create_task');
  await steps.nth(2).getByLabel('Task').fill('Charge the batteries');
  await steps.nth(2).getByLabel('Task').blur();
  await steps.nth(2).getByTestId('step-task-assignee').selectOption({ label: 'You' });
  await steps.nth(2).getByTestId('step-unit').selectOption('hours');
  await steps.nth(2).getByTestId('step-amount').fill('2');
  await steps.nth(2).getByTestId('step-amount').blur();
  await steps.nth(2).getByTestId('step-direction').selectOption('before');
  await builder.getByRole('button', { name: 'Move step 3 up' }).click();
  await expect(summaries).toHaveText([
    'Send “Directions” 1 day before the session at 9:00 AM',
    `Create the task “Charge the batteries” for ${user.email} 2 hours before the session`,
    'Wait until the invoice is paid',
  ]);
  await changesConfirmed(page);

  // A copy has every step; deleting it leaves the original as it was.
  const original = page.url();
  await builder.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).not.toHaveURL(original);
  await expect(page.getByRole('heading', { name: 'Wedding day (copy)' })).toBeVisible();
  await expect(summaries).toHaveCount(3);
  await builder.getByRole('button', { name: 'Delete workflow' }).click();
  await page.getByTestId('delete-workflow-dialog').getByRole('button', { name: 'Delete workflow' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/workflows$/);
  // Only what this test made: a new studio may start with ready-made workflows.
  const made = page.getByTestId('workflow-list').getByRole('listitem').filter({ hasText: 'Wedding day' });
  await expect(made).toHaveText([/Wedding day\s*3 steps/]);

  // The studio's session type follows it from now on.
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Edit Wedding' }).click();
  const typeDialog = page.getByTestId('session-type-dialog');
  await typeDialog.getByLabel('Workflow its sessions follow').selectOption({ label: 'Wedding day' });
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(typeDialog).toBeHidden();
  await changesConfirmed(page);
  const saved = await withDatabase(
    (sql) => sql`select w.name, (select count(*)::int from workflow_steps s where s.workflow_id = w.id) as steps
                 from session_types t join workflows w on w.id = t.workflow_id where t.id = ${typeId}`,
  );
  expect(saved).toEqual([{ name: 'Wedding day', steps: 3 }]);
});

test('a session shows its steps to come with their dates, and what was done with how its mail went', async ({
  page,
}) => {
  const user = await newUser('session-steps');
  const sessionId = newId();
  await withDatabase(async (sql) => {
    const customerId = newId();
    const templateId = newId();
    const now = Date.now();
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Vidal', 'nuria@example.com')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${now + 30 * DAY}, 'Wedding', 'confirmed')`;
    await sql`insert into mail_templates (id, account_id, author_id, name, versions)
              values (${templateId}, ${user.accountId}, ${user.userId}, 'Welcome', '{}'::jsonb)`;
    const step = (position: number, fields: Record<string, unknown>) => ({
      id: newId(),
      account_id: user.accountId,
      session_id: sessionId,
      position,
      trigger: 'session',
      action: 'send_template',
      mail_template_id: templateId,
      status: 'pending',
      done_at: null,
      late: false,
      mail_to: null,
      attempts: 0,
      last_error: null,
      wait_for: null,
      offset_amount: 0,
      due_at: null,
      ...fields,
    });
    const rows = [
      step(0, { trigger: 'booked', status: 'done', done_at: now - DAY, late: true, mail_to: 'nuria@example.com' }),
      step(1, { status: 'failed', done_at: now - DAY, attempts: 5, last_error: 'client_without_email' }),
      step(2, { action: 'wait', wait_for: 'contract_signed', mail_template_id: null, status: 'pending' }),
      step(3, { offset_amount: -1, status: 'pending' }),
      step(4, { trigger: 'gallery_published', status: 'scheduled', due_at: Date.UTC(2031, 0, 15, 9) }),
    ];
    await sql`insert into session_steps ${sql(rows)}`;
  });

  await signIn(page, user, `/app/clients/sessions?session=${sessionId}`);
  const section = page.getByTestId('session-details').getByTestId('workflow-section');
  const upcoming = section.getByTestId('upcoming-steps').getByTestId('session-step');
  const finished = section.getByTestId('finished-steps').getByTestId('session-step');
  await expect(upcoming.getByTestId('session-step-summary')).toHaveText([
    'Wait until the contract is signed',
    'Send “Welcome” 1 day before the session',
    'Send “Welcome” when the gallery is published',
  ]);
  await expect(upcoming.nth(2).getByTestId('session-step-details')).toContainText('Jan 15, 2031');
  await expect(upcoming.nth(2).getByTestId('session-step-status')).toHaveText('Scheduled');
  // The step after the wait waits with it.
  await expect(upcoming.nth(1).getByTestId('session-step-details')).toHaveText('After the contract is signed');

  // Skipped through the API: it moves to what happened, and can no longer be done.
  await upcoming.nth(1).getByRole('button', { name: 'Skip' }).click();
  await page.getByTestId('session-step-dialog').getByRole('button', { name: 'Skip' }).click();
  await expect(upcoming).toHaveCount(2);
  const skipped = section.getByTestId('finished-steps').getByTestId('session-step').filter({ hasText: 'Skipped' });
  await expect(skipped.getByTestId('session-step-summary')).toHaveText('Send “Welcome” 1 day before the session');
  await expect(skipped.getByRole('button')).toHaveCount(0);

  await expect(finished.getByTestId('session-step-status')).toHaveText(['Done', 'Failed', 'Skipped']);
  await expect(finished.nth(0)).toContainText('Sent to nuria@example.com');
  await expect(finished.nth(0)).toContainText('Late');
  await expect(finished.nth(1)).toContainText('after 5 tries');
  await expect(finished.nth(1)).toContainText('What went wrong: the client has no e-mail address');
  await expect(finished.nth(1).getByRole('button', { name: 'Send again' })).toBeVisible();
  await expect(finished.nth(0).getByRole('button')).toHaveCount(0);
});

test('a number typed while the last one is still being saved stays, saying what is wrong with it', async ({ page }) => {
  const user = await newUser('workflow-slow-save');
  const link = await syncLink(page);
  await signIn(page, user, '/app/settings/workflows');
  await page.getByRole('button', { name: 'New workflow' }).click();
  const dialog = page.getByTestId('new-workflow-dialog');
  await dialog.getByLabel('Name').fill('Slow server');
  await dialog.getByRole('button', { name: 'Create and add steps' }).click();
  const builder = page.getByTestId('workflow-builder');
  await builder.getByRole('button', { name: 'Add step' }).click();
  const step = builder.getByTestId('workflow-step').first();
  const amount = step.getByTestId('step-amount');
  const saveState = page.getByTestId('save-state');
  await expect(saveState).toHaveText('All changes saved');

  // The server answers the first number late; meanwhile a number no step may have is typed.
  link.hold();
  await amount.fill('2');
  await amount.blur();
  await expect(saveState).toHaveText('Saving…');
  await amount.fill('5000');
  await amount.blur();
  const refusal = step.getByText('Choose a whole number from 0 to 3,650.');
  await expect(refusal).toBeVisible();

  // The late answer saves the 2 and leaves what was typed since, and why it is refused.
  link.release();
  await expect(saveState).toHaveText('All changes saved');
  await expect(refusal).toBeVisible();
  await expect(amount).toHaveValue('5000');
  await expect(step.getByTestId('step-summary')).toContainText('2 days after the session');
});
