// What a client's portal lists (core/domain/client-portal.ts), read for one customer of one
// studio: the API's answer and the page the server draws both come from here. Drafts never show;
// a gallery shows when the client may open it (public, or invited by their address).
import type postgres from 'postgres';
import type {
  ClientPortal,
  PortalContract,
  PortalGallery,
  PortalInvoice,
  PortalProposal,
  PortalQuestionnaire,
  PortalQuote,
  PortalSession,
} from '@core/domain/client-portal';
import type { Currency } from '@core/domain/currency';
import { galleryAudience, type GalleryState } from '@core/domain/gallery-audience';
import { isTimeZone } from '@core/domain/studio-time';
import { studioCurrency } from '../billing/studio-currency';
import type { PortalClient } from './portal-sign-in';

type Sql = postgres.Sql | postgres.TransactionSql;

/** A document's currency as the studio writes it when it works in it, by its code otherwise. */
const moneyOf = (studio: Currency, code: string): Currency =>
  studio.code === code ? studio : { code, symbol: code, position: 'before' };

type GalleryRow = GalleryState & PortalGallery & { invited: boolean };

/** The galleries the customer may open: invited by their address, or their sessions' public ones. */
export async function portalGalleries(
  sql: Sql,
  client: PortalClient,
  email: string,
  now: number,
): Promise<(PortalGallery & { inviteId: string | null })[]> {
  const rows = await sql<(GalleryRow & { inviteId: string | null })[]>`
    select g.id, g.name, g.status, g.settings, g.expires_at::float8 as "expiresAt", i.id as "inviteId",
           i.id is not null as invited
    from galleries g
      left join gallery_invites i on i.account_id = g.account_id and i.gallery_id = g.id and ${email} <> ''
        and lower(i.email) = lower(${email}) and i.revoked_at is null and i.expires_at > ${now}
    where g.account_id = ${client.accountId}
      and (i.id is not null or exists (select 1 from sessions s where s.account_id = g.account_id
             and s.customer_id = ${client.customerId} and s.gallery_id = g.id))
    order by g.created_at desc, g.id`;
  return rows
    .filter((row) => {
      const audience = galleryAudience(row, now);
      return audience === 'public' || (audience === 'invite' && row.invited);
    })
    .map(({ id, name, expiresAt, inviteId }) => ({ id, name, expiresAt: expiresAt || null, inviteId }));
}

/** Everything the portal lists for `client`, as of `now`. */
export async function readClientPortal(sql: Sql, client: PortalClient, now = Date.now()): Promise<ClientPortal> {
  const { accountId, customerId } = client;
  const [[customer], [studio], money] = await Promise.all([
    sql<{ name: string; email: string }[]>`
      select name, email from customers where account_id = ${accountId} and id = ${customerId}`,
    sql<{ timeZone: unknown }[]>`select settings -> 'timeZone' as "timeZone" from accounts where id = ${accountId}`,
    studioCurrency(sql, accountId),
  ]);
  if (!customer) throw new Error('A portal session outlived its customer');
  const [sessions, galleries, quotes, invoices, contracts, questionnaires, proposals] = await Promise.all([
    sql<PortalSession[]>`
      select s.id, s.date::float8 as date, s.type, coalesce(nullif(l.name, ''), s.location) as place, s.status,
             private.session_balance(s.status, s.price, s.payment_amount)::float8 as owed
      from sessions s left join locations l on l.account_id = s.account_id and l.id = s.location_id
      where s.account_id = ${accountId} and s.customer_id = ${customerId}
      order by s.date desc, s.id`,
    portalGalleries(sql, client, customer.email, now),
    sql<(Omit<PortalQuote, 'money'> & { currency: string })[]>`
      select id, title, status, total::float8 as total, currency, sent_at::float8 as "sentAt",
             expires_at::float8 as "expiresAt"
      from quotes where account_id = ${accountId} and customer_id = ${customerId} and status <> 'draft'
      order by sent_at desc nulls last, id`,
    sql<(Omit<PortalInvoice, 'money'> & { currency: string })[]>`
      select id, coalesce(number_text, '') as number, status, payment_status as "paymentStatus", total::float8 as total,
             case when status = 'cancelled' then 0
                  else greatest(total - amount_paid + amount_refunded, 0) end::float8 as owed,
             currency, issued_at::float8 as "issuedAt", due_at::float8 as "dueAt"
      from invoices where account_id = ${accountId} and customer_id = ${customerId} and status <> 'draft'
      order by issued_at desc nulls last, id`,
    // A withdrawn contract is no longer the client's to sign: its newer version is.
    sql<PortalContract[]>`
      select id, title, status, sent_at::float8 as "sentAt"
      from contracts where account_id = ${accountId} and customer_id = ${customerId}
        and status in ('sent', 'signed', 'completed')
      order by sent_at desc, id`,
    sql<PortalQuestionnaire[]>`
      select id, title, status, sent_at::float8 as "sentAt", submitted_at::float8 as "submittedAt"
      from questionnaire_responses where account_id = ${accountId} and customer_id = ${customerId}
      order by sent_at desc, id`,
    // Withdrawn, or a booking's whose hold ran out: its link opens nothing, so it is not listed.
    sql<PortalProposal[]>`
      select id, sent_at::float8 as "sentAt", completed_at::float8 as "completedAt", expires_at::float8 as "expiresAt"
      from proposals where account_id = ${accountId} and customer_id = ${customerId} and void_at is null
        and (completed_at is not null or expires_at is null or expires_at > ${now})
      order by sent_at desc, id`,
  ]);
  const zone = studio?.timeZone;
  return {
    customer,
    preview: client.preview,
    money,
    timeZone: typeof zone === 'string' && isTimeZone(zone) ? zone : 'UTC',
    now,
    sessions: [...sessions],
    galleries: galleries.map(({ inviteId: _invite, ...gallery }) => gallery),
    quotes: quotes.map(({ currency, ...quote }) => ({ ...quote, money: moneyOf(money, currency) })),
    invoices: invoices.map(({ currency, ...invoice }) => ({ ...invoice, money: moneyOf(money, currency) })),
    contracts: [...contracts],
    questionnaires: [...questionnaires],
    proposals: [...proposals],
  };
}
