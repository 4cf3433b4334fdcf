// The back office as an installed app: after one visit it opens, screens included, with no
// network at all; what is typed offline is kept and saved once; a new build runs from the next
// page load and never reloads an open page. The public pages and the API stay outside its
// service worker.
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { newId } from '../../core/domain/ids';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM } from '../support/ensure-chromium';
import { expect, test } from './support/test';
import {
  backOfficeInstalled,
  customersNamed,
  keptOnDevice,
  newUser,
  signIn,
  withDatabase,
  type TestUser,
} from './support/studio';

// These tests are about the back office's service worker, which the other tests leave out.
test.use({ serviceWorkers: 'allow' });

/** A browser with a profile on disk, so it can be closed and started again cold. */
function launchProfile(dir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: HEADLESS_CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
}

async function seedStudio(user: TestUser) {
  await withDatabase(async (sql) => {
    await sql`insert into customers (id, account_id, author_id, name) values (${newId()}, ${user.accountId}, ${user.userId}, 'Offline Reader')`;
    await sql`insert into galleries (id, account_id, author_id, name) values (${newId()}, ${user.accountId}, ${user.userId}, 'Offline Wedding')`;
  });
}

test('after one visit the back office opens cold with no network, every screen included', async ({ baseURL }) => {
  test.slow();
  const user = await newUser('installed');
  await seedStudio(user);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'studio-profile-'));
  try {
    // One visit, online: only Home and the customers list are opened.
    const first = await launchProfile(profile, baseURL ?? '');
    const page = first.pages()[0] ?? (await first.newPage());
    await signIn(page, user, '/app/clients/customers');
    await expect(page.getByTestId('customer-row').filter({ hasText: 'Offline Reader' })).toBeVisible();
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'connected');
    await backOfficeInstalled(page);
    // The galleries reach this device with the studio's other rows, though no screen showed them.
    await keptOnDevice(page, 'Offline Wedding');
    await first.close();

    // The browser started again, with no network from the start.
    const cold = await launchProfile(profile, baseURL ?? '');
    await cold.setOffline(true);
    const tab = cold.pages()[0] ?? (await cold.newPage());
    await tab.goto('/app/clients/customers');
    await expect(tab.getByTestId('customer-row').filter({ hasText: 'Offline Reader' })).toBeVisible();
    await expect(tab.getByTestId('sync-status')).toHaveAttribute('data-state', 'offline');

    // Screens never opened before come from the device too.
    const nav = tab.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Galleries' }).click();
    await expect(tab.getByText('Offline Wedding')).toBeVisible();
    for (const screen of ['Scheduling', 'Settings', 'Home', 'Clients']) {
      await nav.getByRole('link', { name: screen }).click();
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tab.getByText('Something went wrong')).toBeHidden();
    }

    // A reload and a new tab, still offline.
    await tab.getByRole('tab', { name: 'Customers' }).click();
    await tab.reload();
    await expect(tab.getByTestId('customer-row').filter({ hasText: 'Offline Reader' })).toBeVisible();
    const second = await cold.newPage();
    await second.goto('/app/galleries');
    await expect(second.getByText('Offline Wedding')).toBeVisible();
    await cold.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});

test('the public pages and the API never pass through the back office’s service worker', async ({ page }) => {
  const user = await newUser('public-untouched');
  await signIn(page, user, '/app/clients/customers');
  await backOfficeInstalled(page);

  const api = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/'));
  await page.reload();
  expect((await api).fromServiceWorker()).toBe(false);

  await page.goto('/');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.goto('/p/no-such-studio');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('a file of the build the device does not keep still loads, from the network', async ({ page }) => {
  const dist = process.env.WEB_DIST;
  if (!dist) throw new Error('WEB_DIST is not set: run browser tests through `npm test`');
  // The password checker is left out of the worker's files (web/build/vite.config.ts).
  const notKept = (await readdir(path.join(dist, 'assets'))).find((file) => /^password-strength-.*\.js$/.test(file));
  expect(notKept).toBeDefined();
  const user = await newUser('not-kept');
  await signIn(page, user, '/app/clients/customers');
  await backOfficeInstalled(page);

  const answer = page.waitForResponse((response) => response.url().endsWith(`/assets/${notKept}`));
  const status = await page.evaluate(async (file) => (await fetch(`/assets/${file}`)).status, notKept);
  expect(status).toBe(200);
  expect((await answer).fromServiceWorker()).toBe(false);
});

test('a form typed offline keeps its text through a reload and is saved once the connection returns', async ({
  page,
  context,
}) => {
  const user = await newUser('draft');
  await signIn(page, user, '/app/clients/customers');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'connected');
  await backOfficeInstalled(page);

  await context.setOffline(true);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'offline');
  await page.getByRole('button', { name: 'New customer' }).first().click();
  const dialog = page.getByTestId('customer-dialog');
  await dialog.getByLabel('Name').fill('Typed Offline');
  await dialog.getByLabel('Notes').fill('Met at the fair');

  // The tab is reloaded (or crashes) before anything is saved: the text is still on the device.
  await page.reload();
  await page.getByRole('button', { name: 'New customer' }).first().click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Typed Offline');
  await expect(dialog.getByLabel('Notes')).toHaveValue('Met at the fair');

  // Saved while offline: kept, and counted as waiting.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Typed Offline' })).toBeVisible();
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveAttribute('data-waiting', '1');
  await expect(status).toContainText('Offline · 1 change waiting');

  await context.setOffline(false);
  await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expect(status).toHaveAttribute('data-waiting', '0');
  await expect.poll(() => customersNamed(user.accountId, 'Typed Offline')).toBe(1);
  // Saved, so the draft is gone: a new form starts empty.
  await page.getByRole('button', { name: 'New customer' }).first().click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
});

test('once the sync client gives up, saving is off and says why, and the open form keeps its text', async ({
  page,
  context,
}) => {
  const user = await newUser('writes-off');
  // Zero gives up on a connection after a minute of trying: the page's clock is moved on by that
  // minute rather than waited for.
  await page.clock.install();
  await signIn(page, user, '/app/clients/customers');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'connected');
  // The form's code loads when the dialog first opens: offline, from the installed worker.
  await backOfficeInstalled(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'New customer' }).first().click();
  const dialog = page.getByTestId('customer-dialog');
  await dialog.getByLabel('Name').fill('Kept While Off');
  // Zero first notices the lost connection (its pings go unanswered), then gives up a minute on.
  await expect(async () => {
    await page.clock.fastForward('01:05');
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'disconnected', { timeout: 1000 });
  }).toPass();
  await expect(dialog.getByTestId('writes-off')).toContainText("can't be saved now");
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(dialog.getByLabel('Name')).toHaveValue('Kept While Off');

  await context.setOffline(false);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expect.poll(() => customersNamed(user.accountId, 'Kept While Off')).toBe(1);
});

/** A deploy of a new build, made from the build under test without building again (see below). */
async function deployNextBuild(dist: string) {
  const files = {
    worker: path.join(dist, 'sw.js'),
    index: path.join(dist, 'index.html'),
    manifest: path.join(dist, '.vite', 'manifest.json'),
  };
  const manifest = JSON.parse(await readFile(files.manifest, 'utf8')) as Record<string, { file: string }>;
  const galleries = manifest['src/features/galleries/galleries-page.tsx']?.file;
  if (!galleries) throw new Error('the build has no galleries screen of its own');
  const worker = await readFile(files.worker, 'utf8');
  const index = await readFile(files.index, 'utf8');
  const moved = path.join(dist, `${galleries}.away`);
  // The new build's index.html says which build it is, and its worker lists that page anew; the
  // galleries screen's file is no longer listed, nor on the server: only the device has it.
  await writeFile(files.index, index.replace('<head>', '<head><meta name="build" content="next" />'));
  const nextWorker = worker
    .replace(/(\{"revision":")[0-9a-f]+(","url":"index\.html"\})/, '$1next$2')
    .replace(`{"revision":null,"url":"${galleries}"},`, '');
  if (nextWorker.includes(galleries) || !nextWorker.includes('"revision":"next"')) {
    throw new Error('sw.js does not list the build as expected');
  }
  await writeFile(files.worker, nextWorker);
  await rename(path.join(dist, galleries), moved);
  const undeploy = async () => {
    await writeFile(files.worker, worker);
    await writeFile(files.index, index);
    await rename(moved, path.join(dist, galleries));
  };
  return { galleries, undeploy };
}

// Publishes a new version of the app that every open back office would be offered.
test(
  'a new build runs from the next page load, never reloading an open page, which keeps its own screens',
  { tag: '@exclusive' },
  async ({ page, context }) => {
    const dist = process.env.WEB_DIST;
    if (!dist) throw new Error('WEB_DIST is not set: run browser tests through `npm test`');
    const user = await newUser('new-version');
    await seedStudio(user);
    await signIn(page, user, '/app/clients/customers');
    await backOfficeInstalled(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nextBuild = page.locator('meta[name="build"][content="next"]');

    const { galleries, undeploy } = await deployNextBuild(dist);
    try {
      await page.getByRole('button', { name: 'New customer' }).first().click();
      await page.getByTestId('customer-dialog').getByLabel('Name').fill('Half Typed');
      // The page's next check for a new version finds it; it installs in the background.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/app'))?.update());

      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText('A new version is ready — reload');
      await expect(prompt).toContainText('Save or close the open form first');
      await expect(prompt.getByRole('button', { name: 'Reload' })).toBeDisabled();
      await expect(page.getByTestId('customer-dialog').getByLabel('Name')).toHaveValue('Half Typed');
      await page.getByTestId('customer-dialog').getByRole('button', { name: 'Cancel' }).click();

      // The open page still runs the build it started with: a screen it never opened comes from
      // that build's files, which the device kept, though the server no longer has them.
      const galleriesCode = page.waitForResponse((response) => response.url().endsWith(galleries));
      await page.getByRole('navigation').first().getByRole('link', { name: 'Galleries' }).click();
      expect((await galleriesCode).fromServiceWorker()).toBe(true);
      await expect(page.getByText('Offline Wedding')).toBeVisible();
      await expect(page.getByText('Something went wrong')).toBeHidden();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      await expect(nextBuild).toHaveCount(0);

      // The next page load runs the new build, from the device.
      const next = await context.newPage();
      const response = await next.goto('/app/clients/customers');
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(next.locator('meta[name="build"][content="next"]')).toHaveCount(1);
      await expect(next.getByTestId('customer-row').filter({ hasText: 'Offline Reader' })).toBeVisible();
      await expect(next.getByTestId('update-prompt')).toBeHidden();

      // Reloading the open page is the person's choice; it brings the new build too.
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
      await expect(nextBuild).toHaveCount(1);
      await expect(page.getByTestId('update-prompt')).toBeHidden();
    } finally {
      await undeploy();
    }
  },
);
