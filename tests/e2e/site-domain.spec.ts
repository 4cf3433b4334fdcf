// A studio's site on a domain of its own: the owner names the domain and proves it is theirs with
// a DNS TXT record (the local platform's stand-in for DNS, /dns), how search engines show the
// site, and a style sheet and script of its own. A visitor whose browser reaches that domain
// (as the studio's DNS would send it) gets the site at / with the script running; on the app's
// origin, where the owner is signed in, the style sheet applies but the script never runs.
import { chromium } from '@playwright/test';
import { newId } from '../../core/domain/ids';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM } from '../support/ensure-chromium';
import { setStudioSlug, uniqueSlug } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';
import { expect, test } from './support/test';

const STUDIO_SCRIPT = "document.documentElement.dataset.studioScript = 'ran';";
const STUDIO_CSS = '.site-heading { letter-spacing: 0.2em }';

test('a studio’s own domain serves its site at /, with its script there and never beside the back office', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const user = await newUser('own-domain');
  const slug = uniqueSlug('domain');
  await setStudioSlug(user, slug);
  const domain = `${slug}.studio.test`;
  await withDatabase(
    (sql) => sql`
      insert into pages (id, account_id, author_id, path, title, description, status, rows)
      values (${newId()}, ${user.accountId}, ${user.userId}, '/about', 'About', 'Who we are', 'published',
              ${sql.json([{ id: 'r1', blocks: [{ type: 'heading', text: 'Light and people', level: 2 }] }])})`,
  );

  await signIn(page, user, '/app/settings');
  const domainForm = page.getByTestId('custom-domain-form');
  await domainForm.getByLabel('Domain').fill(domain.toUpperCase());
  await domainForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Domain saved.')).toBeVisible();
  await expect(domainForm.getByLabel('Domain')).toHaveValue(domain);

  // Pending until the record the card shows is in the domain's DNS.
  await expect(domainForm.getByText(`Not verified yet: ${domain}`)).toBeVisible();
  await domainForm.getByRole('button', { name: 'Check now' }).click();
  await expect(domainForm.getByRole('alert')).toContainText("couldn't find the TXT record");
  const record = {
    name: await domainForm.getByLabel('Record name').inputValue(),
    value: await domainForm.getByLabel('Record value').inputValue(),
  };
  expect(record.name).toBe(`_studio-verification.${domain}`);
  expect((await page.request.post('/dns/records', { data: record })).status()).toBe(201);
  await domainForm.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText('Domain verified.')).toBeVisible();
  await expect(domainForm.getByText(`Verified: ${domain} is yours.`)).toBeVisible();

  const search = page.getByTestId('site-search-form');
  await search.getByLabel('Title').fill('Anna López Photography');
  await search.getByLabel('Keywords').fill('weddings, , Girona ');
  await search.getByLabel('Tab icon').fill('javascript:alert(1)');
  await search.getByRole('button', { name: 'Save' }).click();
  await expect(search).toContainText('Enter a web address starting with https://');
  await search.getByLabel('Tab icon').fill('');
  await search.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search and sharing saved.')).toBeVisible();
  await expect(search.getByLabel('Keywords')).toHaveValue('weddings, Girona');

  const code = page.getByTestId('site-code-form');
  await code.getByLabel('CSS').fill(STUDIO_CSS);
  await code.getByLabel('JavaScript').fill(STUDIO_SCRIPT);
  await code.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Custom code saved.')).toBeVisible();

  // Each card sent cms.settings whole, keeping what the others had saved.
  const [stored] = await withDatabase(
    (sql) => sql<{ settings: Record<string, unknown> }[]>`select settings from accounts where id = ${user.accountId}`,
  );
  expect(stored?.settings['cms.settings']).toEqual({
    seoTitle: 'Anna López Photography',
    seoDescription: '',
    seoKeywords: ['weddings', 'Girona'],
    favicon: '',
    customCss: STUDIO_CSS,
    customJs: STUDIO_SCRIPT,
  });

  // On the app's origin, signed in: the studio's style sheet, never its script.
  await page.goto(`/p/${slug}/about?lng=en`);
  await expect(page.getByTestId('site-page-title')).toHaveText('About');
  await expect(page.locator('style[data-studio-css]')).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-studio-script');

  // A visitor's browser that finds the domain at this machine, on a phone and on a desktop.
  const port = new URL(baseURL!).port;
  const site = `http://${domain}:${port}`;
  const visitorBrowser = await chromium.launch({
    executablePath: HEADLESS_CHROMIUM,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${domain} 127.0.0.1`],
  });
  try {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const visitor = await visitorBrowser.newPage({ viewport, locale: 'en-US' });
      await visitor.goto(`${site}/`);
      await expect(visitor).toHaveTitle('Anna López Photography');
      await expect(visitor.getByTestId('studio-site')).toBeVisible();
      await expect(visitor.locator('html')).toHaveAttribute('data-studio-script', 'ran');

      await visitor.goto(`${site}/about`);
      await expect(visitor.getByTestId('site-page-title')).toHaveText('About');
      await expect(visitor.getByRole('heading', { name: 'Light and people' })).toBeVisible();
      await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/about`);
      await expect(visitor.locator('html')).toHaveAttribute('data-studio-script', 'ran');

      // Sign-in and the back office live on the app's origin only.
      await visitor.goto(`${site}/login`);
      await expect(visitor).toHaveURL(`${baseURL}/login`);
      await visitor.close();
    }
  } finally {
    await visitorBrowser.close();
  }
});
