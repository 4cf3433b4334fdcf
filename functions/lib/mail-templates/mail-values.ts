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

type Studio = { slug: string | null; settings: Record<string, unknown>; owner: string | null };
type Gallery = { id: string; name: string; expiresAt: number };
type Invoice = { id: string; numberText: string; currency: string; total: number; amountPaid: number };

async function sessionGallery(sql: Sql, accountId: string, sessionId: string): Promise<Gallery | undefined> {
  const [gallery] = await sql<Gallery[]>`
    select g.id, g.name, g.expires_at::float8 as "expiresAt"
    from sessions s join galleries g on g.account_id = s.account_id and g.id = s.gallery_id
    where s.account_id = ${accountId} and s.id = ${sessionId}`;
  return gallery;
}

async function sessionInvoice(sql: Sql, accountId: string, sessionId: string): Promise<Invoice | undefined> {
  const [invoice] = await sql<Invoice[]>`
    select id, number_text as "numberText", currency, total::float8 as total, amount_paid::float8 as "amountPaid"
    from invoices
    where account_id = ${accountId} and session_id = ${sessionId} and status = 'issued'
    order by issued_at desc, created_at desc limit 1`;
  return invoice;
}

export async function mailValues(sql: Sql, source: MailSource): Promise<Partial<Record<MailFieldKey, string>>> {
  const { accountId, sessionId, siteUrl } = source;
  const contract = await mergeValues(sql, { ...source, invoiceId: null });
  const [studio] = await sql<Studio[]>`
    select a.slug, a.settings,
      (select u.email from account_members m join auth.users u on u.id = m.user_id
       where m.account_id = a.id and m.role = 'owner' order by m.created_at limit 1) as owner
    from accounts a where a.id = ${accountId}`;
  const profile = studioProfile(studio?.settings ?? {});
  const root = studio?.slug ? new URL(`/p/${encodeURIComponent(studio.slug)}`, siteUrl).toString() : '';
  const portal = root && `${root}/client`;
  const gallery = sessionId ? await sessionGallery(sql, accountId, sessionId) : undefined;
  const invoice = sessionId ? await sessionInvoice(sql, accountId, sessionId) : undefined;
  const [currency] = await sql<{ value: unknown }[]>`
    select value from account_settings where account_id = ${accountId} and key = 'currency'`;
  const words = documentWords(
    source.language,
    invoice?.currency ?? readCurrency(currency?.value).code,
    studioTimeZone(studio?.settings),
  );
  const invoiceLink = async (id: string) =>
    source.mintLinks
      ? new URL(
          documentLinkPath(
            studio?.slug ?? accountId,
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
    'studio.email': profile.email || (studio?.owner ?? ''),
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
