import type { Page } from '@playwright/test';
import { newId } from '../../core/domain/ids';
import type { BenchContext } from './bench';

export const BENCH_PASSWORD = 'Bench-Password-42';

export type BenchStudio = { email: string; userId: string; accountId: string; slug: string; galleryId: string };

/** A photographer of their own, with a public address and one published public gallery, empty. */
export async function seedBenchStudio(ctx: BenchContext, label: string, galleryName: string): Promise<BenchStudio> {
  const suffix = newId()
    .slice(0, 8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  const email = `bench-${label}-${suffix}@example.com`;
  const userId = await ctx.createUser({ email, password: BENCH_PASSWORD });
  const [member] = await ctx.sql<{ accountId: string }[]>`
    select account_id as "accountId" from account_members where user_id = ${userId}`;
  if (!member) throw new Error('the bench user has no studio');
  const { accountId } = member;
  const slug = `bench-${label}-${suffix}`;
  const galleryId = newId();
  await ctx.sql`update accounts set name = 'Bench Studio', slug = ${slug} where id = ${accountId}`;
  await ctx.sql`insert into galleries (id, account_id, author_id, name, status, settings)
                values (${galleryId}, ${accountId}, ${userId}, ${galleryName}, 'published',
                        ${ctx.sql.json({ visibility: 'public', downloads: true })})`;
  return { email, userId, accountId, slug, galleryId };
}

/** Signs `email` (a bench user, BENCH_PASSWORD) in through the sign-in page, as a person would. */
export async function signInAsBenchUser(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login?lng=en`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/app**');
}

/**
 * What a gallery that sells carries (issue 60): a price list with downloads and prints, shipping,
 * extra photos at a price, a package of 20 photos on the gallery, and the studio's tax rate; the
 * gallery's budgets hold with it present.
 */
export async function addBenchShop(
  ctx: BenchContext,
  { accountId, userId, galleryId }: { accountId: string; userId: string; galleryId: string },
): Promise<void> {
  const list = newId();
  await ctx.sql.begin(async (tx) => {
    await tx`insert into price_lists (id, account_id, author_id, name, extra_photo_price)
             values (${list}, ${accountId}, ${userId}, 'Prints and downloads', 600)`;
    await tx`insert into price_list_items (id, account_id, author_id, price_list_id, position, kind, name, size, price)
             values (${newId()}, ${accountId}, ${userId}, ${list}, 0, 'digital_photo', 'Digital photo', 'original', 500),
                    (${newId()}, ${accountId}, ${userId}, ${list}, 1, 'digital_gallery', 'Whole gallery', 'original', 15000)`;
    await tx`insert into price_list_items (id, account_id, author_id, price_list_id, position, kind, name, width_mm,
                                           height_mm, paper, frame, price)
             values (${newId()}, ${accountId}, ${userId}, ${list}, 2, 'print', 'Print 13×18', 130, 180, 'Lustre', '', 1200),
                    (${newId()}, ${accountId}, ${userId}, ${list}, 3, 'print', 'Framed 30×40', 300, 400, 'Lustre', 'Oak', 9500)`;
    await tx`insert into shipping_zones (id, account_id, author_id, price_list_id, name, countries, price)
             values (${newId()}, ${accountId}, ${userId}, ${list}, 'Spain', ${tx.json(['ES'])}, 490),
                    (${newId()}, ${accountId}, ${userId}, ${list}, 'Everywhere else', ${tx.json([])}, 1490)`;
    await tx`update galleries set price_list_id = ${list}, included_photos = 20 where id = ${galleryId}`;
    await tx`insert into account_settings (account_id, key, value, author_id)
             values (${accountId}, 'invoicing', ${tx.json({ defaultTaxRateBp: 2100 })}, ${userId})
             on conflict (account_id, key) do update set value = excluded.value`;
  });
}
