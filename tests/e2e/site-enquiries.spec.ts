// A visitor writes to the studio from the contact block of its public site; the photographer
// gets the mail and finds them in the back office as a new lead with their message, until they
// mark it handled.
import AxeBuilder from '@axe-core/playwright';
import { setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { latestMail, newUser, signIn, withDatabase } from './support/studio';
import { expect, test } from './support/test';

test('a contact form on a published page sends an enquiry that the photographer sees as a new lead', async ({
  page,
  browser,
}) => {
  test.slow();
  const user = await newUser('enquiries');
  const slug = uniqueSlug('enquiries');
  await setStudioSlug(user, slug);
  await signIn(page, user, '/app/website');

  // A "Contact" page with a contact block, published.
  await page.getByTestId('site-pages-empty').getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByTestId('new-page-dialog');
  await dialog.getByLabel('Title').fill('Contact');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  const form = page.getByTestId('site-page-form');
  await form.getByTestId('add-row').click();
  await page.getByRole('menuitem', { name: /^Contact form/ }).click();
  await form.getByTestId('page-row').nth(0).getByRole('textbox', { name: 'Heading (optional)' }).fill('Write to me');
  // In the editor's preview (inert, so out of the accessibility tree) the form is drawn, but sends nothing.
  await expect(page.getByTestId('site-page-preview').locator('.site-contact-block button')).toBeDisabled();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('site-page-visibility')).toHaveText('Published — visitors can see it');

  // A visitor in a fresh browser, reading the site in Spanish.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/p/${slug}/contact?lng=es`);
  const contact = visitor.getByTestId('contact-form');
  await expect(visitor.getByRole('heading', { level: 2, name: 'Write to me' })).toBeVisible();
  const email = `ana-${slug}@example.com`;

  // A mistake is said at the field, which takes the focus; nothing is sent.
  await contact.getByLabel('Nombre').fill('Ana Soler');
  await contact.getByLabel('Correo electrónico').fill('ana-at-example.com');
  await contact.getByRole('button', { name: 'Enviar' }).click();
  const emailField = contact.getByLabel('Correo electrónico');
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(contact).toContainText('Introduce un correo electrónico válido.');
  const { violations } = await new AxeBuilder({ page: visitor })
    .include('[data-testid="contact-form"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.impact ?? ''}`)).toEqual([]);

  await emailField.fill(email);
  await contact.getByLabel('Teléfono (opcional)').fill('+34 600 123 456');
  await contact.getByLabel('Tu mensaje (opcional)').fill('¿Tenéis fecha libre el 12 de junio?\nSomos dos.');
  await contact.getByRole('button', { name: 'Enviar' }).click();
  await expect(contact.getByRole('status')).toContainText('Mensaje enviado.');
  await expect(contact.getByRole('button', { name: 'Enviar' })).toHaveCount(0);

  const mail = await latestMail(page, user.email);
  expect(mail.subject).toBe('Nueva consulta de Ana Soler');
  expect(mail.text).toContain('¿Tenéis fecha libre el 12 de junio?');

  // The photographer's list shows the new lead; their page, the message.
  await page.goto('/app/clients/customers');
  const row = page.getByTestId('customer-row').filter({ hasText: 'Ana Soler' });
  await expect(row.getByTestId('lead-badge')).toHaveText('New lead');
  await row.getByRole('link', { name: 'Ana Soler' }).click();
  const enquiries = page.getByTestId('customer-enquiries');
  await expect(enquiries.getByTestId('enquiry-message')).toHaveText('¿Tenéis fecha libre el 12 de junio?\nSomos dos.');
  await expect(page.getByTestId('customer-page')).toContainText(email);

  // Answered: no longer a new lead, and the message stays.
  await enquiries.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(enquiries.getByTestId('lead-badge')).toHaveCount(0);
  await expect(enquiries.getByTestId('enquiry-message')).toBeVisible();
  await expect
    .poll(() =>
      withDatabase(
        (sql) => sql<{ leadAt: number | null }[]>`
          select lead_at as "leadAt" from customers where account_id = ${user.accountId} and email = ${email}`,
      ),
    )
    .toEqual([{ leadAt: null }]);
  await page.getByRole('link', { name: 'All customers' }).click();
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Ana Soler' }).getByTestId('lead-badge')).toHaveCount(
    0,
  );
});
