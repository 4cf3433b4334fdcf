// The pages of a studio's public site, written in the back office (/app/website): a draft no
// visitor sees, published, moved in the menu and made the home page, and an address the site's
// own routes hold refused before anything is saved.
import type { Browser } from '@playwright/test';
import { setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';
import { expect, test, type Page } from './support/test';

/**
 * A visitor who has never been to the site. The site's data is cached for a minute
 * (functions/public/site.ts), so each look at a change is a fresh browser rather than a reload.
 */
async function visit(browser: Browser, path: string): Promise<Page> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${path}?lng=en`);
  return visitor;
}

/** Where the site's menu leads, first to last. */
async function menuOf(visitor: Page): Promise<(string | null)[]> {
  const menu = visitor.getByTestId('studio-site').getByRole('navigation');
  await expect(menu).toBeVisible();
  return menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

function pagesOf(accountId: string) {
  return withDatabase(
    (sql) => sql<{ path: string; status: string }[]>`
      select path, status from pages where account_id = ${accountId} order by "order", id`,
  );
}

test('a page is a draft until published, then takes its place in the menu and can open the site', async ({
  page,
  browser,
}) => {
  test.slow();
  const user = await newUser('pages');
  const slug = uniqueSlug('pages');
  await setStudioSlug(user, slug);
  await signIn(page, user, '/app/website');

  // No pages yet: the screen says what they are for and offers the first.
  const empty = page.getByTestId('site-pages-empty');
  await expect(empty).toContainText('Your site has no pages yet');
  await expect(page.getByTestId('open-site')).toHaveAttribute('href', `/p/${slug}`);
  await empty.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByTestId('new-page-dialog');
  await dialog.getByLabel('Title').fill('About');
  // The address follows the title.
  await expect(dialog.getByLabel('Address')).toHaveValue('/about');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/app\/website\/pages\/[\w-]+$/);
  const aboutId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByTestId('site-page-visibility')).toHaveText('Draft — only you can see it');

  // A heading, a text with bold, and a testimonial, each in a row of its own, previewed as typed.
  const form = page.getByTestId('site-page-form');
  const preview = page.getByTestId('site-page-preview');
  const rows = form.getByTestId('page-row');
  await form.getByTestId('add-row').click();
  await page.getByRole('menuitem', { name: /^Heading/ }).click();
  await rows.nth(0).getByRole('textbox', { name: 'Heading' }).fill('Hello, I am Laia');
  await expect(preview.locator('h2')).toHaveText('Hello, I am Laia');

  await form.getByTestId('add-row').click();
  await page.getByRole('menuitem', { name: /^Paragraphs/ }).click();
  await rows.nth(1).getByRole('textbox', { name: 'Your text' }).fill('I photograph **weddings** around Girona.');
  await expect(preview.locator('strong')).toHaveText('weddings');

  await form.getByTestId('add-row').click();
  await page.getByRole('menuitem', { name: /^Testimonials/ }).click();
  await rows.nth(2).getByRole('textbox', { name: 'What they said' }).fill('Such a lovely day, and the photos show it.');
  await rows.nth(2).getByRole('textbox', { name: 'Who said it' }).fill('Marta & Joan');

  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect
    .poll(() => withDatabase((sql) => sql<{ status: string }[]>`select status from pages where id = ${aboutId}`))
    .toEqual([{ status: 'draft' }]);
  const [saved] = await withDatabase((sql) => sql<{ rows: unknown }[]>`select rows from pages where id = ${aboutId}`);
  expect(saved?.rows).toEqual([
    { id: expect.any(String), blocks: [{ type: 'heading', text: 'Hello, I am Laia', level: 2 }] },
    { id: expect.any(String), blocks: [{ type: 'text', text: 'I photograph **weddings** around Girona.' }] },
    {
      id: expect.any(String),
      blocks: [
        {
          type: 'testimonials',
          items: [{ quote: 'Such a lovely day, and the photos show it.', author: 'Marta & Joan' }],
        },
      ],
    },
  ]);

  // A draft is no page to a visitor.
  const early = await visit(browser, `/p/${slug}/about`);
  await expect(early.getByTestId('public-page-not-found')).toContainText('Page not found');

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published.')).toBeVisible();
  await expect(page.getByTestId('site-page-visibility')).toHaveText('Published — visitors can see it');
  await expect(page.getByTestId('view-site-page')).toHaveAttribute('href', `/p/${slug}/about`);
  await expect.poll(async () => (await pagesOf(user.accountId)).map(({ status }) => status)).toEqual(['published']);

  const reader = await visit(browser, `/p/${slug}/about`);
  await expect(reader.getByTestId('site-page-title')).toHaveText('About');
  const content = reader.getByTestId('site-page');
  await expect(content.getByRole('heading', { level: 2, name: 'Hello, I am Laia' })).toBeVisible();
  await expect(content.locator('strong')).toHaveText('weddings');
  await expect(content.getByText('Such a lovely day, and the photos show it.')).toBeVisible();

  // A second page, published straight away.
  await page.getByRole('link', { name: 'All pages' }).click();
  await page.getByRole('button', { name: 'New page' }).click();
  await dialog.getByLabel('Title').fill('Home');
  await expect(dialog.getByLabel('Address')).toHaveValue('/home');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByTestId('site-page-visibility')).toHaveText('Draft — only you can see it');
  await form.getByTestId('add-row').click();
  await page.getByRole('menuitem', { name: /^Heading/ }).click();
  await rows.nth(0).getByRole('textbox', { name: 'Heading' }).fill('Welcome to the studio');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('site-page-visibility')).toHaveText('Published — visitors can see it');
  await expect
    .poll(() => pagesOf(user.accountId))
    .toEqual([
      { path: '/about', status: 'published' },
      { path: '/home', status: 'published' },
    ]);

  // The menu follows the studio's order, after the site's own "Home" link to its root.
  await expect
    .poll(async () => menuOf(await visit(browser, `/p/${slug}`)))
    .toEqual([`/p/${slug}`, `/p/${slug}/about`, `/p/${slug}/home`]);
  await page.getByRole('link', { name: 'All pages' }).click();
  const list = page.getByTestId('site-page-list');
  await expect(list.getByTestId('site-page-item')).toHaveCount(2);
  await list.getByRole('button', { name: 'Move About down' }).click();
  await expect(list.getByTestId('site-page-item').first()).toContainText('Home');
  await expect.poll(async () => (await pagesOf(user.accountId)).map(({ path }) => path)).toEqual(['/home', '/about']);
  await expect
    .poll(async () => menuOf(await visit(browser, `/p/${slug}`)))
    .toEqual([`/p/${slug}`, `/p/${slug}/home`, `/p/${slug}/about`]);

  // The Home page opens the site instead of the profile, and leaves the menu to the others.
  await list.getByRole('button', { name: 'More actions for Home' }).click();
  await page.getByRole('menuitem', { name: 'Set as home page' }).click();
  await expect(page.getByText('Home is now your home page.')).toBeVisible();
  await expect(list.getByTestId('site-page-item').first().getByTestId('site-page-home')).toBeVisible();
  await expect
    .poll(() =>
      withDatabase(
        (sql) => sql<{ home: string | null }[]>`
          select settings->'cms.settings'->>'defaultPage' as home from accounts where id = ${user.accountId}`,
      ),
    )
    .toEqual([{ home: '/home' }]);
  const visitor = await visit(browser, `/p/${slug}`);
  await expect(visitor.getByTestId('site-page-title')).toHaveText('Home');
  await expect(
    visitor.getByTestId('site-page').getByRole('heading', { level: 2, name: 'Welcome to the studio' }),
  ).toBeVisible();
  await expect(visitor.getByTestId('site-home')).toHaveCount(0);
  expect(await menuOf(visitor)).toEqual([`/p/${slug}`, `/p/${slug}/about`]);

  // The booking page's address is refused at the field, and another page's address too; nothing is saved.
  await page.getByRole('button', { name: 'New page' }).click();
  await dialog.getByLabel('Title').fill('Book');
  await expect(dialog.getByLabel('Address')).toHaveValue('/book');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(dialog.getByText('That address belongs to the booking or gallery pages: choose another.')).toBeVisible();
  await dialog.getByLabel('Address').fill('/about');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(
    dialog.getByText('Another page of your site already has this address. Choose a different one.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app\/website$/);
  expect((await pagesOf(user.accountId)).map(({ path }) => path)).toEqual(['/home', '/about']);
});
