// Who the mails about a client's document go between: the client, and the studio (its brand, and
// its first owner, who is told what the client did and whom the client's replies reach).
import type postgres from 'postgres';
import { siteTheme } from '@core/domain/site-theme';
import { requiredEnv } from '../env';
import { mailBrand, type MailBrand } from './mail-layout';

export type ClientMailParties = {
  /** The client's mails end with the link to their portal; the studio's do not. */
  brand: MailBrand;
  studioBrand: MailBrand;
  client: { name: string; email: string };
  /** The studio's first owner's address. */
  studio: string | null;
  /** The studio's public address, if it has one yet, and its settings (its clock, its logo). */
  slug: string | null;
  settings: Record<string, unknown>;
  siteUrl: string;
};

/** The studio's client `customerId` and the studio; undefined for another studio's. */
export async function clientMailParties(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  customerId: string,
): Promise<ClientMailParties | undefined> {
  const siteUrl = requiredEnv('SITE_URL');
  const [row] = await sql<
    {
      studio: string;
      slug: string | null;
      settings: Record<string, unknown>;
      name: string;
      email: string;
      owner: string | null;
    }[]
  >`
    select a.name as studio, a.slug, a.settings, c.name, c.email,
      (select u.email from account_members m join auth.users u on u.id = m.user_id
       where m.account_id = a.id and m.role = 'owner' order by m.created_at limit 1) as owner
    from accounts a join customers c on c.account_id = a.id and c.id = ${customerId}
    where a.id = ${accountId}`;
  if (!row) return undefined;
  const studio = { id: accountId, name: row.studio, logoUrl: siteTheme(row.settings).logoUrl };
  return {
    brand: mailBrand(studio, siteUrl, row.slug),
    studioBrand: mailBrand(studio, siteUrl),
    client: { name: row.name, email: row.email },
    studio: row.owner,
    slug: row.slug,
    settings: row.settings,
    siteUrl,
  };
}
