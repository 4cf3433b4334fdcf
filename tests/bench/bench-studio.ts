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
