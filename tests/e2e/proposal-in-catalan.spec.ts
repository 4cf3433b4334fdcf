// A proposal from end to end, as issue 58 asks: the photographer sends a session's quote, a
// contract and a questionnaire together; the client, on a phone in Catalan, accepts the quote,
// signs with a drawn signature and pays the deposit in one sitting; their portal shows it all;
// the photographer countersigns, and both get the sealed PDF in the mailbox.
import { devices } from '@playwright/test';
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { localId } from '../../functions/lib/stripe-signature';
import { backOfficeApi } from '../support/back-office-api';
import { platformOrigin } from '../support/env';
import { mailsTo, type Mail } from '../support/mailbox';
import { firstLink, latestMail, newUser, setUpSpanishInvoicing, signIn, withDatabase } from './support/studio';

const DAY = 86_400_000;

test('a proposal is accepted, signed by drawing and paid in Catalan on a phone; the portal shows it; both get the sealed contract', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const user = await newUser('proposal');
  const slug = `proposal-${user.userId.slice(0, 8)}`;
  const email = `client-${newId().slice(0, 6).toLowerCase()}@example.com`;
  const [customerId, sessionId, quoteId, templateId, questionnaireId] = [newId(), newId(), newId(), newId(), newId()];
  await withDatabase(async (sql) => {
    await setUpSpanishInvoicing(sql, user, { slug, address: 'Carrer Gran 1, Girona' });
    // The studio's Stripe account, as the stand-in's onboarding leaves it.
    const connected = localId('acct');
    await sql`insert into local.connect_accounts (id, account_id, charges_enabled, details_submitted)
              values (${connected}, ${user.accountId}, true, true)`;
    await sql`insert into payment_accounts (account_id, stripe_account_id, charges_enabled, details_submitted)
              values (${user.accountId}, ${connected}, true, true)`;
    await sql`insert into customers (id, account_id, author_id, name, email, phone)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Vidal', ${email}, '+34 600 000 001')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, location, status, price)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() + 60 * DAY},
                      'Casament', 'Mas Marroch, Girona', 'scheduled', 200000)`;
    await sql`insert into questionnaires (id, account_id, author_id, title, language, fields)
              values (${questionnaireId}, ${user.accountId}, ${user.userId}, 'Preparem el casament', 'ca',
                      ${sql.json([{ id: 'q1', kind: 'short', label: 'On us prepareu?', required: true }])})`;
  });
  // A quote of the session's price with a 30 % deposit, and the wedding contract in Catalan.
  const { call, mutate } = backOfficeApi(platformOrigin(), user.accessToken);
  await mutate('quote.create', {
    id: quoteId,
    accountId: user.accountId,
    customerId,
    sessionId,
    language: 'ca',
    title: 'Casament Núria i Pau',
    plan: [
      { percent: 30, due: 'on_issue' },
      { percent: 70, due: 'after_issue', days: 30 },
    ],
    sessionLine: { id: newId() },
  });
  await mutate('contractTemplate.create', {
    id: templateId,
    accountId: user.accountId,
    sample: 'wedding',
    language: 'ca',
  });

  // The photographer sends the proposal from the session.
  await call('POST', `/api/accounts/${user.accountId}/proposals`, {
    sessionId,
    quoteId,
    contractTemplateId: templateId,
    questionnaireId,
  });

  // The client opens the mail's link on a phone, in Catalan.
  const mail = await latestMail(page, email);
  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'ca-ES', timezoneId: 'Europe/Madrid' });
  const client = await phone.newPage();
  await client.goto(firstLink(mail.text));
  await expect(client.locator('html')).toHaveAttribute('lang', 'ca');
  // They read the quote down to its button: the page wakes when they first scroll.
  await expect(client.getByRole('region', { name: 'Pressupost' })).toContainText('Casament');
  await client.mouse.wheel(0, 400);
  await client.getByTestId('proposal-accept').click();
  await expect(client.getByTestId('proposal-accepted')).toBeVisible();

  // The contract, filled in with the quote's amounts, signed with a finger.
  const signing = client.getByTestId('contract-signing');
  await expect(signing).toContainText('Una paga i senyal de 726,00 € reserva la data');
  await signing.getByLabel('La teva adreça postal').fill('Carrer Major 1, Girona');
  await signing.getByLabel('Nom complet de la teva parella').fill('Pau Serra');
  await signing.getByLabel('El teu nom complet').fill('Núria Vidal');
  const pad = signing.getByLabel('Panell de signatura: dibuixa la signatura aquí');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await client.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await client.mouse.down();
  await client.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3, { steps: 5 });
  await client.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 5 });
  await client.mouse.up();
  await signing.getByLabel(/He llegit i accepto/).check();
  await signing.getByRole('button', { name: 'Signar' }).click();
  await expect(client.getByTestId('proposal-step-contract')).toContainText('Has signat aquest contracte');

  // The deposit, 30 % of 2.420,00 €, on the studio's card page and back.
  await client.getByTestId('proposal-pay').click();
  await client.getByLabel('Número de targeta').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pagar/ }).click();
  await expect(client).toHaveURL(new RegExp(`/p/${slug}/proposal/`));
  await expect(client.getByTestId('proposal-step-done')).toContainText('Reservat, signat i paga i senyal pagada');
  await expect(client.getByTestId('proposal-questionnaire')).toContainText('Respondre el qüestionari');

  await withDatabase(async (sql) => {
    expect(await sql`select status from sessions where id = ${sessionId}`).toEqual([{ status: 'confirmed' }]);
  });

  // The session says so in the back office, live.
  await signIn(page, user, `/app/clients/sessions?session=${sessionId}`);
  const progress = page.getByTestId('session-details').getByTestId('session-progress');
  for (const step of ['booked', 'signed', 'depositPaid']) {
    await expect(progress.getByTestId(`progress-${step}`)).toHaveAttribute('data-done', 'true');
  }

  // The client's portal, opened by a mailed code, shows it all.
  await client.goto(`/p/${slug}/client`);
  await client.getByLabel('Correu electrònic').fill(email);
  await client.getByRole('button', { name: 'Envia’m un codi' }).click();
  await page.request.post('/__platform/jobs/run');
  await expect.poll(async () => (await latestMail(page, email)).text).toMatch(/\b\d{6}\b/);
  const code = /\b(\d{6})\b/.exec((await latestMail(page, email)).text)![1]!;
  await client.getByLabel('Codi del correu').fill(code);
  await client.getByRole('button', { name: 'Obrir els meus documents' }).click();
  await expect(client.getByRole('heading', { name: /Hola, Núria Vidal/ })).toBeVisible();
  await expect(client.getByTestId('portal-contracts')).toContainText('Signat, falta l’estudi');
  await expect(client.getByTestId('portal-quotes')).toContainText('Acceptat');
  await expect(client.getByTestId('portal-invoices')).toContainText('Per pagar: €1.694,00');

  // The photographer countersigns; both get the sealed PDF.
  const [proposal] = await withDatabase(
    (sql) =>
      sql<{ contractId: string }[]>`select contract_id as "contractId" from proposals where session_id = ${sessionId}`,
  );
  const contractId = proposal!.contractId;
  await page.goto(`/app/contracts/${contractId}`);
  await page.getByRole('button', { name: 'Countersign' }).click();
  const countersign = page.getByRole('dialog', { name: 'Countersign the contract' });
  await countersign.getByLabel('Your name').fill('Marta Llum');
  await countersign.getByRole('tab', { name: 'Type' }).click();
  await countersign.getByLabel('Type the signature').fill('Marta Llum');
  await countersign.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('Signed by both');
  // The contract's PDF (not the invoice's), sealed: a PAdES signature dictionary in the file.
  const sealedContract = (mail: Mail) =>
    mail.attachments.some(
      (file) =>
        file.filename.endsWith('(v1).pdf') &&
        Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8').includes('adbe.pkcs7.detached'),
    );
  for (const address of [email, user.email]) {
    await expect.poll(async () => (await mailsTo(address)).some(sealedContract)).toBe(true);
  }
});
