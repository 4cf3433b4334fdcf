// Workflows from end to end, as issue 59 asks: a photographer working in Spanish builds a workflow
// from the studio's ready-made mail templates and ties it to a session type; a client books on
// the public page in Spanish and the first mails reach the local mailbox in Spanish; moving the
// session in the back office moves the step that counts from it.
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { stepDueAt } from '../../core/domain/workflow';
import { mailsTo } from '../support/mailbox';
import { changesConfirmed, newUser, signIn, withDatabase } from './support/studio';

const DAY = 86_400_000;
const MADRID = 'Europe/Madrid';
const DAY_BEFORE_AT_NINE = { trigger: 'session', offsetAmount: -1, offsetUnit: 'days', atMinute: 9 * 60 } as const;

test('a workflow built in Spanish sends its first mail in Spanish when a client books, and its steps move with the session', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await newUser('workflow-es', { locale: 'es' });
  const slug = `flujo-${user.userId.slice(0, 8)}`;
  const typeId = newId();
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  await withDatabase(async (sql) => {
    await sql`update accounts set slug = ${slug}, settings = settings || ${sql.json({ timeZone: MADRID })} where id = ${user.accountId}`;
    await sql`insert into session_types (id, account_id, author_id, name, duration, price)
              values (${typeId}, ${user.accountId}, ${user.userId}, 'Retrato', 60, 12000)`;
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week,
                                          time_slots, location)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${typeId}, 'Mañanas', ${today + DAY}, ${today + 20 * DAY},
                      '[0,1,2,3,4,5,6]', '["10:00"]', 'Estudio Gràcia')`;
  });

  // The photographer, in Spanish, builds the workflow from two ready-made templates.
  const office = await (await browser.newContext({ locale: 'es-ES', timezoneId: MADRID })).newPage();
  await signIn(office, user, '/app/settings/workflows');
  await office.getByRole('button', { name: 'Nuevo flujo' }).click();
  const dialog = office.getByTestId('new-workflow-dialog');
  await dialog.getByLabel('Nombre').fill('Retratos');
  await dialog.getByRole('button', { name: 'Crear y añadir pasos' }).click();
  await expect(office).toHaveURL(/\/app\/settings\/workflows\/[^/]+$/);
  const builder = office.getByTestId('workflow-builder');
  const steps = builder.getByTestId('workflow-step');
  await builder.getByRole('button', { name: 'Añadir paso' }).click();
  await steps.nth(0).getByTestId('step-trigger').selectOption('booked');
  await steps.nth(0).getByTestId('step-mail-template').selectOption({ label: 'Confirmación de reserva' });
  await builder.getByRole('button', { name: 'Añadir paso' }).click();
  await steps.nth(1).getByTestId('step-mail-template').selectOption({ label: 'Indicaciones para mañana' });
  await steps.nth(1).getByTestId('step-amount').fill('1');
  await steps.nth(1).getByTestId('step-amount').blur();
  await steps.nth(1).getByTestId('step-direction').selectOption('before');
  await steps.nth(1).getByTestId('step-time').selectOption('09:00');
  await expect(steps.getByTestId('step-summary')).toHaveText([
    /^Enviar «Confirmación de reserva»/,
    /^Enviar «Indicaciones para mañana» 1 día antes de la sesión a las 9:00/,
  ]);
  await changesConfirmed(office);

  // Portraits follow it from now on.
  await office.goto('/app/settings');
  await office.getByRole('button', { name: 'Editar Retrato' }).click();
  const typeDialog = office.getByTestId('session-type-dialog');
  await typeDialog.getByLabel('Flujo de trabajo de sus sesiones').selectOption({ label: 'Retratos' });
  await typeDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(typeDialog).toBeHidden();
  await changesConfirmed(office);

  // A client books a portrait (the only type, so it is chosen) on the studio’s page, in Spanish.
  const client = await (await browser.newContext({ locale: 'es-ES', timezoneId: MADRID })).newPage();
  await client.goto(`/p/${slug}/book`);
  await client.getByTestId('booking-time').nth(2).click();
  const email = `cliente-${newId().slice(0, 6).toLowerCase()}@example.com`;
  await client.getByLabel('Nombre').fill('Lucía Martín');
  await client.getByLabel('Correo electrónico').fill(email);
  await client.getByRole('button', { name: 'Reservar', exact: true }).click();
  await expect(client.getByTestId('booking-done')).toBeVisible();

  // The booking's confirmation and the workflow's first mail, both in Spanish; the directions wait.
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject).sort(), { timeout: 30_000 })
    .toEqual([expect.stringMatching(/^Reservado: Retrato con /), 'Tu sesión de Retrato está reservada'].sort());
  const welcome = (await mailsTo(email)).find((mail) => mail.subject === 'Tu sesión de Retrato está reservada');
  expect(welcome?.text).toContain('Hola, Lucía:');

  // The session shows its directions step at 9:00 the day before, on the studio's clock.
  const [booked] = await withDatabase(
    (sql) => sql<{ id: string; date: number }[]>`
      select id, date::float8 as date from sessions where account_id = ${user.accountId}`,
  );
  const directionsDue = () =>
    withDatabase(async (sql) => {
      const [step] = await sql<{ due: number }[]>`
        select due_at::float8 as due from session_steps where session_id = ${booked!.id} and position = 1`;
      return step?.due;
    });
  expect(await directionsDue()).toBe(stepDueAt(DAY_BEFORE_AT_NINE, booked!.date, MADRID));
  await office.goto(`/app/clients/sessions?session=${booked!.id}`);
  const upcoming = office
    .getByTestId('session-details')
    .getByTestId('workflow-section')
    .getByTestId('upcoming-steps')
    .getByTestId('session-step');
  await expect(upcoming.getByTestId('session-step-summary')).toHaveText([
    /^Enviar «Indicaciones para mañana» 1 día antes de la sesión a las 9:00/,
  ]);
  const details = upcoming.getByTestId('session-step-details');
  await expect(details).toContainText('9:00');
  const before = await details.textContent();

  // Moved a day later, the session takes its step with it: still 9:00 the day before.
  await office.getByTestId('session-details').getByRole('button', { name: 'Editar', exact: true }).click();
  const form = office.getByTestId('session-form');
  await form.getByLabel('Fecha', { exact: true }).click();
  await expect(office.getByRole('grid')).toBeVisible();
  await office.keyboard.press('ArrowRight');
  await office.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(form).toBeHidden();
  await expect.poll(directionsDue).toBe(stepDueAt(DAY_BEFORE_AT_NINE, booked!.date + DAY, MADRID));
  await expect(details).not.toHaveText(before ?? '');
  await expect(details).toContainText('9:00');
});
