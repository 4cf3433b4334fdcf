// What photographers and their clients see, checked by axe against WCAG 2.1 A and AA in the
// light theme, the dark, and on a phone (contrast, names that match what is shown, labels):
// the back-office screens with a studio's data on them (sessions of every status, two at the
// same time, a part-paid balance, a session type, a location, galleries of every status), its
// quotes and invoices, and the landing page, sign-in, a public gallery with its lightbox, and a
// client's quote and invoice.
import { expect, test, type Page } from './support/test';
import { wcagViolations } from './support/axe';
import { newId } from '../../core/domain/ids';
import { backOfficeApi } from '../support/back-office-api';
import { platformOrigin } from '../support/env';
import { createGallery, setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase, type TestUser } from './support/studio';

/** A week in the future, Monday to Sunday, that the agenda is opened on. */
const WEEK = '2030-01-09';
const at = (day: number, hour: number) => Date.UTC(2030, 0, day, hour);

/** Galleries beside the published one: a draft, an archived one and one that has expired. */
const GALLERY_STATUSES = [
  ['Boda Laia', 'draft', 0],
  ['Comunió Pol', 'archived', 0],
  ['Retrats 2020', 'published', Date.UTC(2020, 0, 1)],
] as const;

/** The rows the screens open on: the customer, the part-paid session and the gallery. */
async function studioWithAWeek(user: TestUser) {
  const [customerId, paidInPart, galleryId] = [newId(), newId(), newId()];
  await withDatabase(async (sql) => {
    await sql`insert into customers (id, account_id, author_id, name, email, phone)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Marín', 'nuria@example.com', '+34 600 000 001')`;
    await sql`insert into locations (id, account_id, author_id, name, address)
              values (${newId()}, ${user.accountId}, ${user.userId}, 'Park Güell', 'Carrer d''Olot, Barcelona')`;
    await sql`insert into session_types (id, account_id, author_id, name, price, description)
              values (${newId()}, ${user.accountId}, ${user.userId}, 'Portrait', 25000, 'One hour, 15 edited photos.')`;
    const sessions = [
      [paidInPart, at(7, 10), 'confirmed', 50000, 'partial', 20000],
      // Booked at the same time as the one above: its edit form says so.
      [newId(), at(7, 10), 'scheduled', 20000, 'pending', 0],
      [newId(), at(8, 12), 'scheduled', 30000, 'pending', 0],
      [newId(), at(9, 16), 'cancelled', 0, 'pending', 0],
      [newId(), at(10, 9), 'no_show', 12000, 'pending', 0],
      [newId(), at(11, 18), 'completed', 80000, 'paid', 80000],
    ] as const;
    for (const [id, date, status, price, paymentStatus, paid] of sessions) {
      await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, location, status, price, payment_status, payment_amount)
                values (${id}, ${user.accountId}, ${user.userId}, ${customerId}, ${date}, 'Portrait', 'Park Güell', ${status}, ${price}, ${paymentStatus}, ${paid})`;
    }
    await sql`insert into galleries (id, account_id, author_id, name, status)
              values (${galleryId}, ${user.accountId}, ${user.userId}, 'Núria & Pau', 'published')`;
    // One gallery of each other status, so the list shows every badge it can.
    for (const [name, status, expiresAt] of GALLERY_STATUSES) {
      await sql`insert into galleries (id, account_id, author_id, name, status, expires_at)
                values (${newId()}, ${user.accountId}, ${user.userId}, ${name}, ${status}, ${expiresAt})`;
    }
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, method, status)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${paidInPart}, ${at(1, 9)}, 20000, 'card', 'completed')`;
  });
  return { customerId, sessionId: paidInPart, galleryId };
}

/**
 * A Spanish studio's money, made as the back office makes it: a draft quote, a sent one, and an
 * invoice issued with a deposit plan. The ids the screens open on, and the client's links.
 */
async function studioWithDocuments(user: TestUser) {
  const { call, mutate } = backOfficeApi(platformOrigin(), user.accessToken);
  const customerId = newId();
  await withDatabase(async (sql) => {
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Marín', 'nuria@example.com')`;
  });
  await setStudioSlug(user, uniqueSlug('a11y-money'));
  await call('PUT', `/api/accounts/${user.accountId}/invoicing`, {
    legalName: 'Estudi Llum SL',
    taxId: 'B12345678',
    address: 'Carrer Gran 1, Barcelona',
    country: 'ES',
    paymentInstructions: 'IBAN ES91 2100 0418 4502 0005 1332',
  });
  const lines = async (kind: 'quote' | 'invoice', documentId: string) => {
    await mutate(`${kind}.addLine`, {
      id: newId(),
      documentId,
      description: 'Boda',
      quantity: 1,
      unitPrice: 150_000,
      taxRateBp: 2100,
    });
    await mutate(`${kind}.addLine`, {
      id: newId(),
      documentId,
      description: 'Álbum',
      quantity: 2,
      unitPrice: 30_000,
      taxRateBp: 0,
      taxExemption: 'exempt',
    });
  };
  const [draftQuote, sentQuote, invoice] = [newId(), newId(), newId()];
  for (const id of [draftQuote, sentQuote]) {
    await mutate('quote.create', { id, accountId: user.accountId, customerId, language: 'es', title: 'Boda Núria' });
    await lines('quote', id);
  }
  const sent = await call('POST', `/api/accounts/${user.accountId}/quotes/${sentQuote}/send`, {});
  await mutate('invoice.create', { id: invoice, accountId: user.accountId, customerId, language: 'es' });
  await lines('invoice', invoice);
  await mutate('invoice.setInstalments', {
    id: invoice,
    plan: [
      { percent: 30, due: 'on_issue' },
      { percent: 70, due: 'after_issue', days: 30 },
    ],
    instalmentIds: [newId(), newId()],
  });
  const issued = await call('POST', `/api/accounts/${user.accountId}/invoices/${invoice}/issue`, {});
  return { draftQuote, invoice, quoteLink: sent.linkPath as string, invoiceLink: issued.linkPath as string };
}

/** A session type booked online every day from tomorrow, for the public booking page. */
async function offerBooking(user: TestUser) {
  const typeId = newId();
  const tomorrow = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1);
  await withDatabase(async (sql) => {
    await sql`insert into session_types (id, account_id, author_id, name, duration, price)
              values (${typeId}, ${user.accountId}, ${user.userId}, 'Portrait', 60, 12000)`;
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week, time_slots)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${typeId}, 'Portraits', ${tomorrow}, ${tomorrow + 14 * 86_400_000},
                      '[0,1,2,3,4,5,6]', '["10:00", "11:00"]')`;
  });
}

/** Each way the pages are checked: both themes on a laptop, and a phone, where layouts differ. */
const VIEWS = [
  { name: 'in the light theme', label: 'light', colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'in the dark theme', label: 'dark', colorScheme: 'dark', viewport: { width: 1280, height: 800 } },
  { name: 'on a phone', label: 'phone', colorScheme: 'light', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, label, colorScheme, viewport } of VIEWS) {
  test.describe(name, () => {
    test.use({ colorScheme, viewport });

    test('the back-office screens meet WCAG 2.1 AA', async ({ page }) => {
      // A dozen screens, each analysed by axe (the settings with the site's preview among them):
      // two minutes on a phone's long pages even on an idle two-core machine.
      test.setTimeout(240_000);
      const user = await newUser(`a11y-${label}`);
      const { customerId, sessionId, galleryId } = await studioWithAWeek(user);
      const screens: [path: string, ready: (page: Page) => Promise<void>][] = [
        ['/app', (p) => expect(p.getByRole('heading', { name: 'Home' })).toBeVisible()],
        ['/app/clients/dashboard', (p) => expect(p.getByTestId('dashboard-revenue-month')).toBeVisible()],
        ['/app/clients/customers', (p) => expect(p.getByTestId('customer-row')).toHaveCount(1)],
        [`/app/clients/customers/${customerId}`, (p) => expect(p.getByTestId('customer-session')).toHaveCount(6)],
        ['/app/clients/sessions', (p) => expect(p.getByTestId('session-row')).toHaveCount(6)],
        [`/app/clients/sessions?session=${sessionId}`, (p) => expect(p.getByTestId('session-details')).toBeVisible()],
        [
          `/app/clients/sessions?session=${sessionId}`,
          async (p) => {
            await p.getByTestId('session-details').getByRole('button', { name: 'Edit', exact: true }).click();
            await expect(p.getByTestId('same-day-bookings')).toContainText('Overlaps');
          },
        ],
        ['/app/clients/customers?new=1', (p) => expect(p.getByTestId('customer-dialog')).toBeVisible()],
        [`/app/scheduling?view=list&date=${WEEK}`, (p) => expect(p.getByTestId('scheduling-session')).toHaveCount(6)],
        [
          '/app/settings',
          async (p) => {
            await expect(p.getByText('Park Güell')).toBeVisible();
            await expect(p.getByRole('list', { name: 'Session types' })).toContainText('€250.00');
          },
        ],
        ['/app/galleries', (p) => expect(p.getByTestId('gallery-card')).toHaveCount(1 + GALLERY_STATUSES.length)],
        [`/app/galleries/${galleryId}`, (p) => expect(p.getByRole('heading', { name: 'Núria & Pau' })).toBeVisible()],
      ];
      await signIn(page, user, '/app');
      for (const [path, ready] of screens) {
        await page.goto(path);
        await ready(page);
        expect(await wcagViolations(page), path).toEqual([]);
      }
      if (label === 'phone') {
        // A phone reaches every screen through the menu sheet.
        const openMenu = page.getByRole('button', { name: 'Open menu' });
        await openMenu.click();
        await expect(page.getByRole('dialog').getByRole('navigation')).toBeVisible();
        expect(await wcagViolations(page), 'the phone menu').toEqual([]);
        // Closed from the keyboard, the menu hands the focus back to the button that opened it.
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(openMenu).toBeFocused();
        await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
      }
    });

    test("the money screens and a client's quote and invoice meet WCAG 2.1 AA", async ({ page }) => {
      const user = await newUser(`a11y-money-${label}`);
      const { draftQuote, invoice, quoteLink, invoiceLink } = await studioWithDocuments(user);
      const screens: [path: string, ready: (page: Page) => Promise<void>][] = [
        ['/app/invoices', (p) => expect(p.getByTestId('invoice-row')).toHaveCount(1)],
        ['/app/invoices?tab=quotes', (p) => expect(p.getByTestId('quote-row')).toHaveCount(2)],
        [
          `/app/quotes/${draftQuote}`,
          (p) => expect(p.getByTestId('quote-editor').getByTestId('document-line')).toHaveCount(2),
        ],
        [
          `/app/invoices/${invoice}`,
          (p) => expect(p.getByTestId('invoice-instalments').getByRole('listitem')).toHaveCount(2),
        ],
        [quoteLink, (p) => expect(p.getByTestId('client-quote')).toBeVisible()],
        [invoiceLink, (p) => expect(p.getByTestId('invoice-verifactu')).toBeVisible()],
      ];
      await signIn(page, user, '/app');
      for (const [path, ready] of screens) {
        await page.goto(path);
        await ready(page);
        expect(await wcagViolations(page), path).toEqual([]);
      }
    });

    test("a visitor's pages meet WCAG 2.1 AA", async ({ page }) => {
      const user = await newUser(`a11y-visitor-${label}`);
      const slug = uniqueSlug('a11y');
      await setStudioSlug(user, slug);
      const gallery = await createGallery(user, { name: 'Núria & Pau', photos: 3 });
      await offerBooking(user);
      const pages: [path: string, ready: (page: Page) => Promise<void>][] = [
        ['/', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
        ['/login', (p) => expect(p.getByLabel('E-mail')).toBeVisible()],
        [
          `/p/${slug}/book`,
          async (p) => {
            await p.getByTestId('booking-time').first().click();
            await expect(p.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
          },
        ],
        // Last: the lightbox below opens on it.
        [`/p/${slug}/gallery/${gallery.id}`, (p) => expect(p.getByTestId('public-photo')).toHaveCount(3)],
      ];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await ready(page);
        expect(await wcagViolations(page), path).toEqual([]);
      }
      await page.getByRole('button', { name: 'Open photo 1 of 3' }).click();
      await expect(page.getByRole('dialog')).toContainText('1 / 3');
      expect(await wcagViolations(page), 'the lightbox').toEqual([]);
    });
  });
}
