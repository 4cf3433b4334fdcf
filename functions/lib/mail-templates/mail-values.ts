// The values a mail template's fields (core/domain/mail-template.ts) take for one client and,
// when there is one, their session: the contract's values (lib/contracts/merge-values.ts) and
// what a mail adds to them, the client's first name, the studio's contact and site, the session's
// gallery and latest invoice and the links to them. Every row is looked up within the studio.
import type postgres from 'postgres';
import type { MailFieldKey } from '@core/domain/mail-template';
import { readCurrency } from '@core/domain/currency';
import { studioProfile } from '@core/domain/studio-profile';
import { studioTimeZone } from '@core/domain/studio-time';
import { createDocumentLink, documentLinkPath } from '../client-links';
import { mergeValues } from '../contracts/merge-values';
import { documentWords } from '../invoicing/document-words';
import type { MailLanguage } from '../mail/mail-strings';

type Sql = postgres.Sql | postgres.TransactionSql;

export type MailSource = {
  accountId: string;
  customerId: string;
  sessionId: string | null;
  language: MailLanguage;
  siteUrl: string;
  /**
   * Whether the invoice's field may mint a new link to it (a mail that goes out); a preview
   * writes nothing and shows the client's portal address instead.
   */
  mintLinks: boolean;
};

type Gallery = { id: string; name: string; expiresAt: number };
type Invoice = { id: string; numberText: string; currency: string; total: number; amountPaid: number };
/** What a mail adds to a contract's values, read in one statement. */
type MailRow = {
  slug: string | null;
  settings: Record<string, unknown> | null;
  owner: string | null;
  gallery: Gallery | null;
  invoice: Invoice | null;
  currency: unknown;
};

async function mailRow(sql: Sql, accountId: string, sessionId: string | null): Promise<MailRow> {
  const [row] = await sql<MailRow[]>`
    select a.slug, a.settings,
      (select u.email from account_members m join auth.users u on u.id = m.user_id
       where m.account_id = a.id and m.role = 'owner' order by m.created_at limit 1) as owner,
      (select json_build_object('id', g.id, 'name', g.name, 'expiresAt', g.expires_at)
       from sessions s join galleries g on g.account_id = s.account_id and g.id = s.gallery_id
       where s.account_id = ${accountId} and s.id = ${sessionId}) as gallery,
      (select json_build_object('id', id, 'numberText', number_text, 'currency', currency, 'total', total,
                                'amountPaid', amount_paid)
       from invoices
       where account_id = ${accountId} and session_id = ${sessionId} and status = 'issued'
       order by issued_at desc, created_at desc limit 1) as invoice,
      (select value from account_settings where account_id = ${accountId} and key = 'currency') as currency
    from (select) one left join accounts a on a.id = ${accountId}`;
  return row!;
}

export async function mailValues(sql: Sql, source: MailSource): Promise<Partial<Record<MailFieldKey, string>>> {
  const { accountId, sessionId, siteUrl } = source;
  // Issued together: within a transaction they share one round trip.
  const [contract, studio] = await Promise.all([
    mergeValues(sql, { ...source, invoiceId: null }),
    mailRow(sql, accountId, sessionId),
  ]);
  const profile = studioProfile(studio.settings ?? {});
  const root = studio.slug ? new URL(`/p/${encodeURIComponent(studio.slug)}`, siteUrl).toString() : '';
  const portal = root && `${root}/client`;
  const { gallery, invoice } = studio;
  const words = documentWords(
    source.language,
    invoice?.currency ?? readCurrency(studio.currency).code,
    studioTimeZone(studio.settings ?? undefined),
  );
  const invoiceLink = async (id: string) =>
    source.mintLinks
      ? new URL(
          documentLinkPath(
            studio.slug ?? accountId,
            'invoice',
            await createDocumentLink(sql, accountId, { kind: 'invoice', id }),
          ),
          siteUrl,
        ).toString()
      : portal;
  return {
    'client.name': contract['client.name'],
    'client.firstName': contract['client.name']?.trim().split(/\s+/)[0] ?? '',
    'client.email': contract['client.email'],
    'client.phone': contract['client.phone'],
    'session.date': contract['session.date'],
    'session.time': contract['session.time'],
    'session.type': contract['session.type'],
    'session.place': contract['session.place'],
    // The client's portal lists their bookings, with the way to change each.
    'session.manageLink': sessionId ? portal : '',
    'studio.name': contract['studio.name'],
    'studio.email': profile.email || (studio.owner ?? ''),
    'studio.phone': profile.phone,
    'studio.site': profile.website || root,
    'gallery.name': gallery?.name ?? '',
    'gallery.link': gallery && root ? `${root}/gallery/${encodeURIComponent(gallery.id)}` : '',
    'gallery.expiresOn': gallery ? words.date(gallery.expiresAt) : '',
    'invoice.number': invoice?.numberText ?? '',
    'invoice.total': invoice ? words.money(invoice.total) : '',
    'invoice.amountDue': invoice ? words.money(Math.max(0, invoice.total - invoice.amountPaid)) : '',
    'invoice.link': invoice ? await invoiceLink(invoice.id) : '',
  };
}
