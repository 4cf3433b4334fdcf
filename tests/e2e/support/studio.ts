// Fixtures for browser tests: each test owns its own photographer (a fresh sign-up through the
// real auth server), the local mailbox, and a cuttable link to the sync server.
import { expect, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import postgres from 'postgres';
import { authStorageKey } from '@web/src/lib/auth-storage-key';
import { databaseUrl, platformOrigin } from '../../support/env';
import { newUser, signInAgain, type TestUser } from '../../support/users';

export { newUser, type TestUser };

/** Fills in and sends the login form, whatever the server then answers. */
export async function submitSignIn(page: Page, credentials: Pick<TestUser, 'email' | 'password'>) {
  await page.goto(`/login?lng=en`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('E-mail').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the login form, as a person would. Only tests about signing in need it (each
 * says why); the others start signed in, which saves a page load and a sign-in per test.
 */
export async function signInWithForm(page: Page, user: Pick<TestUser, 'email' | 'password'>, path = '/app') {
  await submitSignIn(page, user);
  await expect(page).toHaveURL(/\/app/);
  if (path !== '/app') await page.goto(path);
}

/**
 * Opens `path` signed in as `user`: a sign-in of its own through the auth API (as the form's
 * would be), saved in the page's storage where supabase-js keeps it, as if the browser had
 * signed in before. The page's previous storage is replaced.
 */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, path = '/app') {
  const { session } = await signInAgain(user);
  const origin = platformOrigin();
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin, localStorage: [{ name: authStorageKey(origin), value: JSON.stringify(session) }] }],
  });
  await page.goto(path);
}

const languageCodes = { English: 'en', Español: 'es', Català: 'ca' } as const;

/**
 * Picks a language in the header's switcher and waits until the page is in it. The pick is
 * retried: now and then a click on the menu is lost while the page re-renders (seen with the
 * switcher itself, not with formatting).
 */
export async function switchLanguage(page: Page, name: keyof typeof languageCodes) {
  await expect(async () => {
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name }).click({ timeout: 2000 });
    await expect(page.locator('html')).toHaveAttribute('lang', languageCodes[name], { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

type Mail = { to: string; subject: string; text: string; html: string };

/** The newest mail the platform sent to `to`, waiting for it to arrive. */
export async function latestMail(page: Page, to: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/mailbox/messages?to=${encodeURIComponent(to)}`);
      mail = ((await res.json()) as Mail[])[0];
      return mail !== undefined;
    })
    .toBe(true);
  return mail as Mail;
}

/** The subjects of every mail sent to `to` so far, newest first. */
export async function mailSubjects(page: Page, to: string): Promise<string[]> {
  const res = await page.request.get(`/mailbox/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as Mail[]).map((mail) => mail.subject);
}

export function firstLink(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in mail: ${text}`);
  return link;
}

/**
 * Waits until the server has confirmed every change this page made. A test that loads another
 * page right after a change would otherwise race the change on its way to the server.
 */
export async function changesConfirmed(page: Page) {
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-waiting', '0');
}

/**
 * Waits until `text` is in the sync client's store on this device (Zero keeps it in IndexedDB,
 * in databases named `rep:…`, written on a short idle timer), so a test that goes offline next
 * knows what the device holds.
 */
export async function keptOnDevice(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        const request = <T>(asked: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            asked.onsuccess = () => resolve(asked.result);
            asked.onerror = () => reject(asked.error as Error);
          });
        for (const { name } of await indexedDB.databases()) {
          if (!name?.startsWith('rep:')) continue;
          const db = await request(indexedDB.open(name));
          try {
            for (const store of Array.from(db.objectStoreNames)) {
              const values = await request(db.transaction(store).objectStore(store).getAll());
              if (JSON.stringify(values).includes(wanted)) return true;
            }
          } finally {
            db.close();
          }
        }
        return false;
      }, text),
    )
    .toBe(true);
}

/** A page's (or a whole browser context's) link to the sync server, which a test can cut. */
export type SyncLink = {
  /** Closes the open sync connections and refuses new ones, as when the server is unreachable. */
  cut(): Promise<void>;
  /** Lets the next attempt through: the sync client reconnects on its own. */
  restore(): void;
  /** Holds what the server sends (its pongs aside, so the connection stays up), as a slow server. */
  hold(): void;
  /** Sends on what was held, in order, and what comes after. */
  release(): void;
  /** Sends the page `message` on its open sync connections, as if the server had. */
  sendToPage(message: string): void;
};

/**
 * Routes the sync connections of `target` through the test, so it can cut them. Only this
 * browser loses the server: the platform's zero-cache and every other test's pages carry on.
 * Call it before the page first connects.
 */
export async function syncLink(target: Page | BrowserContext): Promise<SyncLink> {
  let refused = false;
  const open: WebSocketRoute[] = [];
  let held: (() => void)[] | undefined;
  await target.routeWebSocket(/\/sync\//, (ws) => {
    if (refused) return void ws.close();
    const server = ws.connectToServer();
    // Handled here, what the server sends is no longer passed on by itself.
    server.onMessage((message) => {
      const send = () => ws.send(message);
      if (held && !String(message).startsWith('["pong"')) held.push(send);
      else send();
    });
    open.push(ws);
  });
  return {
    async cut() {
      refused = true;
      // Closing the page's side closes the server's too.
      await Promise.all(open.splice(0).map((ws) => ws.close()));
    },
    restore() {
      refused = false;
    },
    hold() {
      held ??= [];
    },
    release() {
      const sends = held ?? [];
      held = undefined;
      for (const send of sends) send();
    },
    sendToPage(message) {
      for (const ws of open) ws.send(message);
    },
  };
}

/**
 * Waits until the back office's service worker controls the page, every screen's code stored.
 * It stores them while the page is idle, which a loaded machine makes slower.
 */
export async function backOfficeInstalled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          return navigator.serviceWorker.controller !== null;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** How many customers named `name` the studio has in the database. */
export function customersNamed(accountId: string, name: string): Promise<number> {
  return withDatabase(async (sql) => {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from customers where account_id = ${accountId} and name = ${name}`;
    return row?.n ?? 0;
  });
}

/** Runs `work` with a connection to the platform's database, closed afterwards whatever happens. */
export async function withDatabase<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = database();
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}

function database() {
  return postgres(databaseUrl(), { onnotice: () => {} });
}

/**
 * Makes `user`'s studio one that invoices in Spain: its address at `slug`, Madrid's clock, euros,
 * and the seller's details an invoice carries (with the bank details for a transfer, if given).
 */
export async function setUpSpanishInvoicing(
  sql: postgres.Sql,
  user: Pick<TestUser, 'accountId' | 'userId'>,
  { slug, address, paymentInstructions }: { slug: string; address: string; paymentInstructions?: string },
): Promise<void> {
  await sql`update accounts set slug = ${slug}, settings = settings || '{"timeZone": "Europe/Madrid"}' where id = ${user.accountId}`;
  await sql`insert into account_settings (account_id, key, value, author_id) values
    (${user.accountId}, 'currency', ${sql.json('EUR')}, ${user.userId}),
    (${user.accountId}, 'invoicing', ${sql.json({
      legalName: 'Estudi Llum SL',
      taxId: 'B12345678',
      address,
      country: 'ES',
      defaultTaxRateBp: 2100,
      ...(paymentInstructions ? { paymentInstructions } : {}),
    })}, ${user.userId})`;
}
