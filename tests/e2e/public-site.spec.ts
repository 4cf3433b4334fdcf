// A studio's public site at /p/{slug}, drawn in the theme and from the profile the studio saved:
// in each template, on a phone and a desktop, with axe finding nothing serious on its home page
// or on a page with a block of every kind.
import AxeBuilder from '@axe-core/playwright';
import type postgres from 'postgres';
import { expect, test, type Page } from './support/test';
import { newId } from '../../core/domain/ids';
import type { PageRow } from '../../core/domain/site-page';
import { themeOptions } from '../../core/domain/site-theme';
import { createGallery, setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, withDatabase, type TestUser } from './support/studio';

const profile = {
  businessName: 'Lumen Studio',
  email: 'hola@lumen.test',
  phone: '+34 600 000 001',
  address: 'Carrer de Verdi 12, Barcelona',
  website: 'https://lumen.test',
  bio: 'Portraits in natural light.\n\nFamilies, couples and the odd dog.',
  socialMedia: { instagram: 'https://instagram.com/lumen' },
  lockedDays: ['2027-12-25'],
};

async function saveSite(user: TestUser, settings: Parameters<postgres.Sql['json']>[0]) {
  await withDatabase((sql) => sql`update accounts set settings = ${sql.json(settings)} where id = ${user.accountId}`);
}

test('the studio’s home page wears its template, colours and fonts, shows its profile and leads to booking', async ({
  browser,
}) => {
  const user = await newUser('site');
  const slug = uniqueSlug('site');
  await setStudioSlug(user, slug);
  await saveSite(user, {
    'theme.template': 'classic',
    'theme.backgroundColor': '#FAF7F2',
    'theme.textColor': '#1C1917',
    'theme.primaryColor': '#9A3412',
    'theme.headingFont': 'Georgia',
    'theme.menuPosition': 'top',
    photographer: profile,
    'cms.settings': { seoDescription: 'Family photography in Barcelona' },
  });

  // A visitor on a phone, who has never been here.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(`/p/${slug}`);
  const site = phone.getByTestId('studio-site');
  await expect(site).toHaveAttribute('data-template', 'classic');
  await expect(site).toHaveCSS('background-color', 'rgb(250, 247, 242)');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Lumen Studio');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Georgia/);
  await expect(phone.getByText('Family photography in Barcelona')).toBeVisible();
  await expect(phone.getByText('Families, couples and the odd dog.')).toBeVisible();
  const contact = phone.getByTestId('site-contact');
  await expect(contact.getByRole('link', { name: 'hola@lumen.test' })).toHaveAttribute(
    'href',
    'mailto:hola@lumen.test',
  );
  await expect(contact.getByRole('link', { name: '+34 600 000 001' })).toHaveAttribute('href', 'tel:+34600000001');
  await expect(contact.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/lumen');
  await expect(phone.getByText('2027-12-25')).toHaveCount(0);
  // No plan is active: nothing offers a booking.
  await expect(phone.getByTestId('site-book')).toHaveCount(0);

  // Once a plan is active, the menu and the hero lead to the booking page.
  await withDatabase(async (sql) => {
    const typeId = newId();
    await sql`insert into session_types (id, account_id, author_id, name, duration, price)
              values (${typeId}, ${user.accountId}, ${user.userId}, 'Portrait', 60, 12000)`;
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week, time_slots)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${typeId}, 'Portraits', ${Date.now()}, ${Date.now() + 14 * 86_400_000},
                      '[0,1,2,3,4,5,6]', '["10:00"]')`;
  });
  const desktop = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await desktop.goto(`/p/${slug}?lng=es`);
  await expect(desktop.getByRole('heading', { level: 2, name: 'Contacto' })).toBeVisible();
  await desktop.getByTestId('site-book').click();
  await expect(desktop).toHaveURL(new RegExp(`/p/${slug}/book$`));

  // A path the studio has no page at, and a studio that does not exist: a translated "not found".
  await desktop.goto(`/p/${slug}/no-such-page?lng=en`);
  await expect(desktop.getByTestId('public-page-not-found')).toContainText('Page not found');
  // No studio there: the product's own "not found", inventing no studio and no link back to itself.
  await desktop.goto(`/p/nobody-${newId().slice(0, 8).toLowerCase()}`);
  await expect(desktop.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(desktop.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

/** A page with a block of every kind, as a photographer would build one. */
function everyBlock(galleryId: string): PageRow[] {
  return [
    { id: 'r1', blocks: [{ type: 'image', src: '/favicon.svg', alt: 'Our studio', caption: 'The studio in spring' }] },
    {
      id: 'r2',
      blocks: [
        { type: 'heading', text: 'About us', level: 2 },
        { type: 'text', text: 'Portraits in **natural light**, with [our prices](https://example.com/prices).' },
      ],
    },
    {
      id: 'r3',
      blocks: [
        {
          type: 'imageText',
          src: '/favicon.svg',
          alt: 'A session outdoors',
          heading: 'Outdoors',
          text: 'Parks and beaches.',
          imageSide: 'right',
        },
      ],
    },
    { id: 'r4', blocks: [{ type: 'gallery', galleryId, limit: 3 }] },
    { id: 'r5', blocks: [{ type: 'testimonials', items: [{ quote: 'Wonderful day.', author: 'Laia' }] }] },
    {
      id: 'r6',
      blocks: [
        { type: 'booking', heading: 'Book a session' },
        { type: 'contactForm', heading: 'Write to us' },
        { type: 'button', label: 'See our work', href: 'https://example.com', style: 'secondary' },
      ],
    },
  ];
}

const axeFindings = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  return serious.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.html}`));
};

for (const template of themeOptions.template) {
  test(`the ${template} template has nothing axe finds serious, with the default colours`, async ({ page }) => {
    const user = await newUser(`site-${template}`);
    const slug = uniqueSlug(template);
    await setStudioSlug(user, slug);
    await saveSite(user, { 'theme.template': template, photographer: profile });
    await page.goto(`/p/${slug}?lng=en`);
    await expect(page.getByTestId('studio-site')).toHaveAttribute('data-template', template);
    await expect(page.getByTestId('site-contact')).toBeVisible();
    expect(await axeFindings(page), 'the profile home').toEqual([]);

    // A published page with a block of every kind.
    const gallery = await createGallery(user, { name: 'Spring', photos: 3 });
    await withDatabase(
      (sql) => sql`insert into pages (id, account_id, author_id, path, title, description, status, rows)
                   values (${newId()}, ${user.accountId}, ${user.userId}, '/about', 'About', 'Who we are', 'published',
                           ${sql.json(everyBlock(gallery.id))})`,
    );
    await page.goto(`/p/${slug}/about?lng=en`);
    await expect(page.getByTestId('site-page-title')).toHaveText('About');
    await expect(page.getByRole('list', { name: 'Spring' }).locator('img')).toHaveCount(3);
    expect(await axeFindings(page), 'a page of every block').toEqual([]);
  });
}

test('the site’s menu folds behind one button on a phone and keeps the languages on one line on a desktop', async ({
  browser,
}) => {
  const user = await newUser('site-menu');
  const slug = uniqueSlug('menu');
  await setStudioSlug(user, slug);
  await saveSite(user, { photographer: profile });
  await withDatabase(async (sql) => {
    for (const [order, title] of ['About us', 'Weddings & couples', 'Families', 'Prices', 'Contact'].entries()) {
      await sql`insert into pages (id, account_id, author_id, path, title, description, status, rows, "order")
                values (${newId()}, ${user.accountId}, ${user.userId}, ${`/page-${order}`}, ${title}, '', 'published',
                        '[]', ${order})`;
    }
  });

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await phone.goto(`/p/${slug}?lng=en`);
  const header = phone.locator('.site-header');
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(72);
  const menu = phone.getByRole('button', { name: 'Menu' });
  const prices = phone.getByRole('link', { name: 'Prices' });
  await expect(prices).toBeHidden();
  await menu.click();
  await expect(prices).toBeVisible();
  await expect(phone.getByTestId('site-languages')).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect(prices).toBeHidden();

  // A visitor whose browser asks for dark pages gets the site dark, as its galleries and booking page.
  const desktop = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' })
  ).newPage();
  await desktop.goto(`/p/${slug}?lng=es`);
  await expect(desktop.locator('.site-layout')).toHaveCSS('background-color', 'rgb(17, 24, 39)');
  await expect(desktop.getByRole('button', { name: 'Menú' })).toBeHidden();
  const codes = desktop.getByTestId('site-languages').getByRole('link');
  const tops = await codes.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  const brand = await desktop.getByTestId('public-site-name').boundingBox();
  const languages = await desktop.getByTestId('site-languages').boundingBox();
  // One row: the languages sit beside the studio's name, not under it.
  expect(
    Math.abs((languages?.y ?? 0) + (languages?.height ?? 0) / 2 - ((brand?.y ?? 0) + (brand?.height ?? 0) / 2)),
  ).toBeLessThan(8);
});
