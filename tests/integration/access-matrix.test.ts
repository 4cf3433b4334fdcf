// The cross-tenant and cross-role matrix: one studio holds a row in every table that belongs to a
// studio, and each kind of caller tries every way in — /rest/v1 (RLS, as the `anon` and
// `authenticated` roles), the Zero handlers (queries and mutators) and the /api routes. Each
// section is a table of cases compared whole with what core/domain/roles.ts says, so a failure
// shows the one cell that differs. Every table, named query, mutator and route must be in the
// matrix (or named as deliberately outside it): a new one fails the first tests until it is.
//
// Callers: `anon` (no sign-in), `stranger` (the owner of another studio), `removed` (a manager
// whose membership was deleted while their sync client was open and their token still live),
// `assistant`, and `manager` / `owner` where they show a rule is a rule of the role and not of
// the path.
import { isQuery, type QueryRequest, type ReadonlyJSONValue, type TypedView } from '@rocicorp/zero';
import { randomBytes, randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageUrl, MAX_PHOTO_BYTES } from '../../core/domain/images';
import { newId } from '../../core/domain/ids';
import { roleAtLeast, type Role } from '../../core/domain/roles';
import { gauges } from '../../core/domain/usage';
import type { ZeroContext } from '../../core/zero/context';
import { mutators } from '../../core/zero/client-mutators';
import { mutatorDefinitions } from '../../core/zero/mutators';
import { queries } from '../../core/zero/queries';
import type { Schema } from '../../core/zero/schema';
import { routes } from '../../functions/routes';
import { databaseUrl, platformOrigin } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { zeroClient } from '../support/zero-client';
import { pushDirect } from './support/booking-fixtures';
import { jpeg, uploadedPhoto } from './support/gallery-fixture';
import { rolledBack } from './support/rolled-back';

const sql = postgres(databaseUrl(), { onnotice: () => {}, max: 8 });
const DAY = 86_400_000;

// Callers ------------------------------------------------------------------------------------

type SubjectName = 'anon' | 'stranger' | 'removed' | 'assistant' | 'manager' | 'owner';
/** A caller: their user (none for anon) and their role in the owner's studio (none for outsiders). */
type Subject = { name: SubjectName; user?: TestUser; role?: Role };

let owner: TestUser;
const subjects = {} as Record<SubjectName, Subject>;

type ZeroClient = ReturnType<typeof zeroClient>;
const clients: ZeroClient[] = [];
/** What a removed member kept from their time in the studio. */
const kept = { feedUrl: '', views: [] as TypedView<unknown>[], zero: undefined as ZeroClient | undefined };
const imageTokens: Partial<Record<SubjectName, string>> = {};

// The seeded studio --------------------------------------------------------------------------

type Seed = {
  accountId: string;
  slug: string;
  customer: string;
  customerEmail: string;
  location: string;
  gallery: string;
  photo: { id: string; filename: string };
  invite: string;
  session: string;
  sessionDate: number;
  payment: string;
  paymentDate: number;
  sessionType: string;
  plan: string;
  page: string;
  font: string;
  invitation: string;
  export: string;
  quote: string;
  quoteLine: string;
  invoice: string;
  invoiceLine: string;
  contractTemplate: string;
  contract: string;
  questionnaire: string;
  proposal: string;
  review: string;
  task: string;
  workflow: string;
  workflowStep: string;
  mailTemplate: string;
  priceList: string;
  priceListItem: string;
  shippingZone: string;
  coupon: string;
  order: string;
};
let seed: Seed;
/** The studio as the tests start from it. */
let baseline: Snapshot;

/** One row (at least) in every table of the studio, written as the database owner. */
async function seedStudio(user: TestUser): Promise<Seed> {
  const a = user.accountId;
  const u = user.userId;
  const now = Date.now();
  const ids = {
    customer: newId(),
    enquiry: newId(),
    location: newId(),
    gallery: newId(),
    invite: newId(),
    pick: newId(),
    session: newId(),
    payment: newId(),
    sessionType: newId(),
    plan: newId(),
    page: newId(),
    font: newId(),
    invitation: newId(),
    export: newId(),
    download: newId(),
    quote: newId(),
    quoteLine: newId(),
    invoice: newId(),
    invoiceLine: newId(),
    instalment: newId(),
    contractTemplate: newId(),
    contract: newId(),
    questionnaire: newId(),
    proposal: newId(),
    mailTemplate: newId(),
    workflow: newId(),
    workflowStep: newId(),
    sessionStep: newId(),
    task: newId(),
    review: newId(),
    priceList: newId(),
    priceListItem: newId(),
    shippingZone: newId(),
    coupon: newId(),
    order: newId(),
    orderItem: newId(),
    unlock: newId(),
  };
  const slug = `matrix-${u.slice(0, 8)}`;
  const customerEmail = `client-${u.slice(0, 8)}@example.com`;
  // A session ahead that still owes 6000 of its 10000 (outstanding_totals/days follow by
  // trigger), paid 4000 two hours ago (revenue_days follows by trigger).
  const sessionDate = Math.floor((now + 3 * DAY) / 60_000) * 60_000;
  const paymentDate = now - 2 * 60 * 60 * 1000;
  const midnight = Math.floor(now / DAY) * DAY;

  await sql`update accounts set slug = ${slug} where id = ${a}`;
  await sql`insert into account_settings (account_id, key, value, author_id)
            values (${a}, 'currency', ${sql.json({ code: 'EUR', symbol: '€', position: 'before' })}, ${u})
            on conflict (account_id, key) do update set value = excluded.value`;
  await sql`insert into customers (id, account_id, author_id, name, email, lead_at)
            values (${ids.customer}, ${a}, ${u}, 'Matrix Client', ${customerEmail}, ${now})`;
  await sql`insert into enquiries (id, account_id, author_id, customer_id, message)
            values (${ids.enquiry}, ${a}, ${u}, ${ids.customer}, 'Do you photograph weddings?')`;
  await sql`insert into locations (id, account_id, author_id, name, address)
            values (${ids.location}, ${a}, ${u}, 'Matrix Studio', 'Carrer de la Matriu 1')`;
  // A draft: only members may see it, so an image answer tells members from everyone else.
  await sql`insert into galleries (id, account_id, author_id, name, status, settings)
            values (${ids.gallery}, ${a}, ${u}, 'Matrix Wedding', 'draft',
                    ${sql.json({ visibility: 'invite', downloads: true })})`;
  // A real upload, so an image request that is let through has a file to render.
  const photo = await uploadedPhoto(user, ids.gallery, 'IMG_1.jpg', await jpeg(64, 48));
  // Not first, so an assistant's reorder changes something.
  await sql`update photos set "order" = 5 where id = ${photo.id}`;
  // A client who has finished choosing: Home's finished selections list them.
  await sql`insert into gallery_invites (id, account_id, author_id, gallery_id, email, token_hash, expires_at,
                                         selection_sent_at, selection_locked_at)
            values (${ids.invite}, ${a}, ${u}, ${ids.gallery}, 'guest@example.com', ${randomBytes(32).toString('hex')},
                    ${now + 7 * DAY}, ${now}, ${now})`;
  await sql`insert into gallery_picks (id, account_id, author_id, gallery_id, invite_id, photo_id, lists)
            values (${ids.pick}, ${a}, ${u}, ${ids.gallery}, ${ids.invite}, ${photo.id}, ${sql.json(['favourites'])})`;
  await sql`insert into gallery_photo_downloads (invite_id, photo_id, account_id, gallery_id)
            values (${ids.invite}, ${photo.id}, ${a}, ${ids.gallery})`;
  // Built and mailed already, so the jobs leave it as it is while the matrix runs.
  await sql`insert into gallery_downloads (id, account_id, gallery_id, invite_id, list, size, mailed_at)
            values (${ids.download}, ${a}, ${ids.gallery}, ${ids.invite}, 'all', 'web', ${now})`;
  await sql`insert into gallery_download_parts (download_id, part, account_id, photo_ids, status, object_key, size, finished_at)
            values (${ids.download}, 1, ${a}, ${sql.json([photo.id])}, 'ready',
                    ${`downloads/${a}/${ids.gallery}/${ids.download}/1.zip`}, 2048, ${now})`;
  await sql`insert into session_types (id, account_id, author_id, name) values (${ids.sessionType}, ${a}, ${u}, 'Matrix Portrait')`;
  await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week,
                                        time_slots, location_id, location)
            values (${ids.plan}, ${a}, ${u}, ${ids.sessionType}, 'Matrix mornings', ${midnight}, ${midnight + 30 * DAY},
                    ${sql.json([1, 3])}, ${sql.json(['10:00'])}, ${ids.location}, 'Matrix Studio')`;
  await sql`insert into sessions (id, account_id, author_id, customer_id, date, price, payment_amount, payment_status,
                                  location_id, location, gallery_id)
            values (${ids.session}, ${a}, ${u}, ${ids.customer}, ${sessionDate}, 10000, 4000, 'partial',
                    ${ids.location}, 'Matrix Studio', ${ids.gallery})`;
  await sql`insert into payments (id, account_id, author_id, session_id, date, amount, method, status)
            values (${ids.payment}, ${a}, ${u}, ${ids.session}, ${paymentDate}, 4000, 'card', 'completed')`;
  await sql`insert into pages (id, account_id, author_id, path, title) values (${ids.page}, ${a}, ${u}, '/matrix', 'Matrix')`;
  await sql`insert into team_invitations (id, account_id, email, role, token_hash, invited_by, expires_at)
            values (${ids.invitation}, ${a}, 'invitee@example.com', 'assistant', ${randomBytes(32).toString('hex')},
                    ${u}, ${now + 7 * DAY})`;
  await sql`insert into studio_exports (id, account_id, requested_by, status, object_key, size, finished_at)
            values (${ids.export}, ${a}, ${u}, 'ready', ${`${a}/exports/${ids.export}.zip`}, 2048, ${now})`;
  // Today's photo bytes delivered: a member's image request adds to it (the local server counts them).
  await sql`insert into usage_days (account_id, day, meter, quantity)
            values (${a}, (now() at time zone 'utc')::date, 'delivered_bytes', 2048)`;
  // A card on file whose use is reported through yesterday, so the jobs leave it as it is today.
  await sql`insert into account_billing (account_id, customer_id, status, card_brand, card_last4, reported_through)
            values (${a}, ${`cus_matrix_${a}`}, 'active', 'visa', '4242', current_date - 1)`;
  // Last month's invoice, so the local stand-in's monthly invoicing finds nothing to do.
  const today = new Date(now);
  await sql`insert into billing_invoices (id, account_id, number, status, currency, total, period_start, period_end)
            values (${`in_matrix_${a}`}, ${a}, 'MATRIX-1', 'paid', 'EUR', 1234,
                    ${Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)},
                    ${Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)})`;
  // A domain the studio claimed, not yet proven.
  await sql`insert into custom_domains (account_id, hostname, token)
            values (${a}, ${`${slug}.test`}, ${randomBytes(32).toString('base64url')})`;
  // An address the studio left: its old links redirect, and no other studio may take it yet.
  await sql`insert into studio_former_slugs (slug, account_id) values (${`${slug}-before`}, ${a})`;
  await sql`insert into private.calendar_feeds (account_id, user_id, token) values (${a}, ${u}, ${randomBytes(32).toString('base64url')})`;
  await sql`insert into private.access_tokens (id, account_id, user_id, name, token_hash, expires_at)
            values (${newId()}, ${a}, ${u}, 'Lightroom', ${randomBytes(32).toString('hex')}, ${now + DAY})`;
  await sql`insert into private.booking_links (token_hash, session_id, account_id)
            values (${randomBytes(32).toString('hex')}, ${ids.session}, ${a})`;
  // Money in drafts (quote, invoice) and the studio's invoicing profile; a link a client opens.
  await sql`insert into account_settings (account_id, key, value, author_id)
            values (${a}, 'invoicing', ${sql.json({ legalName: 'Matrix SL' })}, ${u})`;
  await sql`insert into quotes (id, account_id, author_id, customer_id, session_id, currency, subtotal, total)
            values (${ids.quote}, ${a}, ${u}, ${ids.customer}, ${ids.session}, 'EUR', 10000, 10000)`;
  await sql`insert into quote_lines (id, account_id, quote_id, description, unit_price, net)
            values (${ids.quoteLine}, ${a}, ${ids.quote}, 'Matrix portrait', 10000, 10000)`;
  await sql`insert into invoices (id, account_id, author_id, customer_id, session_id, currency, subtotal, total)
            values (${ids.invoice}, ${a}, ${u}, ${ids.customer}, ${ids.session}, 'EUR', 10000, 10000)`;
  await sql`insert into invoice_lines (id, account_id, invoice_id, description, unit_price, net)
            values (${ids.invoiceLine}, ${a}, ${ids.invoice}, 'Matrix portrait', 10000, 10000)`;
  await sql`insert into invoice_instalments (id, account_id, invoice_id, amount, due_at)
            values (${ids.instalment}, ${a}, ${ids.invoice}, 10000, ${now + 14 * DAY})`;
  await sql`insert into invoice_messages (account_id, invoice_id, instalment_id, kind, offset_days, to_address)
            values (${a}, ${ids.invoice}, ${ids.instalment}, 'reminder_before', 3, 'matrix-client@example.com')`;
  await sql`insert into private.document_links (token_hash, account_id, quote_id)
            values (${randomBytes(32).toString('hex')}, ${a}, ${ids.quote})`;
  // A questionnaire and the copy its client was sent for the session, with the link they answer it by.
  const response = newId();
  await sql`insert into questionnaires (id, account_id, author_id, title) values (${ids.questionnaire}, ${a}, ${u}, 'Matrix form')`;
  await sql`insert into questionnaire_responses (id, account_id, questionnaire_id, customer_id, session_id, language, title, fields)
            values (${response}, ${a}, ${ids.questionnaire}, ${ids.customer}, ${ids.session}, 'en', 'Matrix form', '[]'::jsonb)`;
  await sql`insert into private.document_links (token_hash, account_id, questionnaire_response_id)
            values (${randomBytes(32).toString('hex')}, ${a}, ${response})`;
  await sql`insert into private.invoice_counters (account_id, series, year, last_number) values (${a}, 'M', 2026, 1)`;
  // Client paperwork: a template, a draft contract and a link to it. The signature on the draft
  // is one only the database owner could write, with triggers off: every table gets a row while
  // the contract stays a draft the Data API may change.
  await sql`insert into account_settings (account_id, key, value, author_id)
            values (${a}, 'contracts', ${sql.json({ autoCountersign: false, signerName: '' })}, ${u})`;
  await sql`insert into contract_templates (id, account_id, name, body) values (${ids.contractTemplate}, ${a}, 'Matrix', 'Terms')`;
  await sql`insert into contracts (id, account_id, customer_id, session_id, template_id, title, body)
            values (${ids.contract}, ${a}, ${ids.customer}, ${ids.session}, ${ids.contractTemplate}, 'Matrix', 'Terms')`;
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`insert into contract_signatures (id, account_id, contract_id, party, name, signature_kind, signature, document_sha256)
             values (${newId()}, ${a}, ${ids.contract}, 'client', 'Matrix client', 'typed', 'Matrix client', ${'0'.repeat(64)})`;
  });
  await sql`insert into private.document_links (token_hash, account_id, contract_id)
            values (${randomBytes(32).toString('hex')}, ${a}, ${ids.contract})`;
  // A proposal of the session's quote, invoice, contract and questionnaire.
  await sql`insert into proposals (id, account_id, customer_id, session_id, quote_id, invoice_id, contract_id,
                                   questionnaire_response_id)
            values (${ids.proposal}, ${a}, ${ids.customer}, ${ids.session}, ${ids.quote}, ${ids.invoice}, ${ids.contract},
                    ${response})`;
  // A workflow copied onto the session, the task one of its steps made, and a review a client wrote.
  await sql`insert into mail_templates (id, account_id, author_id, name) values (${ids.mailTemplate}, ${a}, ${u}, 'Matrix mail')`;
  await sql`insert into workflows (id, account_id, author_id, name) values (${ids.workflow}, ${a}, ${u}, 'Matrix flow')`;
  await sql`insert into workflow_steps (id, account_id, author_id, workflow_id, mail_template_id)
            values (${ids.workflowStep}, ${a}, ${u}, ${ids.workflow}, ${ids.mailTemplate})`;
  // Done already, so the runner leaves it as it is.
  await sql`insert into session_steps (id, account_id, session_id, workflow_step_id, trigger, action, mail_template_id,
                                       status, due_at, done_at)
            values (${ids.sessionStep}, ${a}, ${ids.session}, ${ids.workflowStep}, 'booked', 'send_template',
                    ${ids.mailTemplate}, 'done', ${now}, ${now})`;
  await sql`insert into tasks (id, account_id, author_id, session_id, title, assignee_id)
            values (${ids.task}, ${a}, ${u}, ${ids.session}, 'Matrix task', ${u})`;
  // A studio's task done already, for the list of those done lately.
  await sql`insert into tasks (id, account_id, author_id, title, done_at)
            values (${newId()}, ${a}, ${u}, 'Matrix task done', ${now})`;
  await sql`insert into reviews (id, account_id, customer_id, session_id, rating, body, reviewer_name, submitted_at,
                                shown_on_site)
            values (${ids.review}, ${a}, ${ids.customer}, ${ids.session}, 5, 'Lovely', 'Matrix Client', ${now}, true)`;
  // A price list the gallery sells from, a coupon, and a client's order still at the payment page.
  await sql`insert into price_lists (id, account_id, author_id, name) values (${ids.priceList}, ${a}, ${u}, 'Matrix prices')`;
  await sql`insert into price_list_items (id, account_id, author_id, price_list_id, kind, name, size, price)
            values (${ids.priceListItem}, ${a}, ${u}, ${ids.priceList}, 'digital_photo', 'Matrix download', 'original', 500)`;
  await sql`insert into shipping_zones (id, account_id, author_id, price_list_id, name, price)
            values (${ids.shippingZone}, ${a}, ${u}, ${ids.priceList}, 'Matrix zone', 900)`;
  await sql`insert into coupons (id, account_id, author_id, code, percent_off_bp)
            values (${ids.coupon}, ${a}, ${u}, 'MATRIX10', 1000)`;
  await sql`insert into gallery_orders (id, account_id, gallery_id, invite_id, currency, buyer_email, coupon_id, subtotal, total)
            values (${ids.order}, ${a}, ${ids.gallery}, ${ids.invite}, 'EUR', 'guest@example.com', ${ids.coupon}, 500, 500)`;
  await sql`insert into gallery_order_items (id, account_id, order_id, kind, price_list_item_id, photo_id, filename, description,
                                             unit_price, net, size)
            values (${ids.orderItem}, ${a}, ${ids.order}, 'digital_photo', ${ids.priceListItem}, ${photo.id}, 'matrix.jpg',
                    'Matrix download', 500, 500, 'original')`;
  await sql`insert into gallery_unlocks (id, account_id, gallery_id, invite_id, photo_id, size)
            values (${ids.unlock}, ${a}, ${ids.gallery}, ${ids.invite}, ${photo.id}, 'original')`;
  // A client's portal: a code mailed to the customer, and a session it opened.
  await sql`insert into private.client_portal_codes (id, account_id, customer_id, code_hash, link_hash, expires_at)
            values (${newId()}, ${a}, ${ids.customer}, ${randomBytes(32).toString('hex')},
                    ${randomBytes(32).toString('hex')}, ${now + DAY})`;
  await sql`insert into private.client_portal_sessions (token_hash, account_id, customer_id, expires_at)
            values (${randomBytes(32).toString('hex')}, ${a}, ${ids.customer}, ${now + DAY})`;
  // A sealed contract's hash, the server's alone and reached by no API role.
  await sql`insert into private.sealed_documents (sha256, account_id, kind, document_id)
            values (${randomBytes(32).toString('hex')}, ${a}, 'contract', ${ids.contract})`;
  // A Veri*Factu record, the server's alone and reached by no API role; sent already, so the jobs leave it.
  await sql`insert into private.verifactu_records (id, account_id, sequence, invoice_id, kind, issuer_nif, invoice_number,
                                                   issue_date, invoice_type, tax_total, total, generated_at, fingerprint,
                                                   submission_status)
            values (${newId()}, ${a}, 1, ${ids.invoice}, 'alta', 'B12345678', 'M2026-0001', '01-01-2026', 'F1',
                    '21.00', '121.00', '2026-01-01T10:00:00+01:00', ${randomBytes(32).toString('hex').toUpperCase()},
                    'accepted')`;
  await sql`insert into payment_accounts (account_id, stripe_account_id) values (${a}, ${`acct_matrix_${newId()}`})`;
  // A card the client saved for the invoice's next instalments: the server's alone.
  await sql`insert into private.invoice_saved_cards (account_id, invoice_id, customer, payment_method)
            values (${a}, ${ids.invoice}, 'cus_matrix', 'pm_matrix')`;
  // Last of the synced rows: once a client has it, zero-cache has replicated all of the above.
  await sql`insert into custom_fonts (id, account_id, author_id, user_id, font_family, file_name, url_path, file_size, font_type)
            values (${ids.font}, ${a}, ${u}, ${u}, 'Matrix Sans', 'matrix.woff2', ${`/api/fonts/${ids.font}`}, 1024, 'woff2')`;
  return {
    accountId: a,
    slug,
    customer: ids.customer,
    customerEmail,
    location: ids.location,
    gallery: ids.gallery,
    photo: { id: photo.id, filename: photo.filename },
    invite: ids.invite,
    session: ids.session,
    sessionDate,
    payment: ids.payment,
    paymentDate,
    sessionType: ids.sessionType,
    plan: ids.plan,
    page: ids.page,
    font: ids.font,
    invitation: ids.invitation,
    export: ids.export,
    quote: ids.quote,
    quoteLine: ids.quoteLine,
    invoice: ids.invoice,
    invoiceLine: ids.invoiceLine,
    contractTemplate: ids.contractTemplate,
    contract: ids.contract,
    questionnaire: ids.questionnaire,
    proposal: ids.proposal,
    review: ids.review,
    task: ids.task,
    workflow: ids.workflow,
    workflowStep: ids.workflowStep,
    mailTemplate: ids.mailTemplate,
    priceList: ids.priceList,
    priceListItem: ids.priceListItem,
    shippingZone: ids.shippingZone,
    coupon: ids.coupon,
    order: ids.order,
  };
}

// Snapshots of the studio ----------------------------------------------------------------------

/** A table with an `account_id` (or `accounts` itself), and the key its rows are told apart by. */
/** `scope` is the SQL condition, on the table's own columns, that picks the studio's rows ($1). */
type StudioTable = { table: string; key: string[]; scope: string };
let studioTables: StudioTable[] = [];

/**
 * Every table of `public`, and every table of `private` that has an account_id (the calendar
 * and booking tokens), with their primary keys: what the matrix must cover.
 */
async function discoverTables(): Promise<StudioTable[]> {
  const rows = await sql<{ table: string; key: string[] | null; hasAccount: boolean; hasUser: boolean }[]>`
    select format('%I.%I', n.nspname, c.relname) as table,
      (select array_agg(a.attname::text order by k.ord)
         from pg_index i cross join unnest(i.indkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
         where i.indrelid = c.oid and i.indisprimary) as key,
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'account_id' and not a.attisdropped)
        as "hasAccount",
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'user_id' and not a.attisdropped)
        as "hasUser"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and (n.nspname = 'public' or (n.nspname = 'private' and exists (
      select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'account_id' and not a.attisdropped)))
    order by 1`;
  return rows.map((row) => ({
    table: row.table,
    key: row.key ?? [],
    scope: row.hasAccount
      ? row.table === 'public.usage_days'
        ? // Levels the jobs take of every studio at any time (another file may run them meanwhile).
          `account_id = $1 and meter not in (${[...gauges].map((meter) => `'${meter}'`).join(', ')})`
        : 'account_id = $1'
      : row.hasUser // a user's own rows (their sign-ins): those of the studio's members
        ? 'user_id in (select m.user_id from public.account_members m where m.account_id = $1)'
        : 'id = $1',
  }));
}

const quoted = (table: string) =>
  table
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');

/** Every row of the owner's studio, by `table key`, as jsonb text (exact, columns sorted). */
type Snapshot = Map<string, string>;

async function snapshot(db: postgres.Sql | postgres.TransactionSql = sql, only?: string): Promise<Snapshot> {
  const tables = studioTables.filter((t) => only === undefined || t.table === only);
  const select = tables
    .map(
      (t) =>
        `select '${t.table}' as t, jsonb_build_array(${t.key.map((k) => `x."${k}"`).join(', ')})::text as k,
                to_jsonb(x)::text as r from ${quoted(t.table)} x where ${t.scope}`,
    )
    .join(' union all ');
  const rows = await db.unsafe<{ t: string; k: string; r: string }[]>(select, [seed.accountId]);
  return new Map(rows.map((row) => [`${row.t} ${row.k}`, row.r]));
}

/** What changed between two snapshots, as `table added|removed|changed`, each kind once. */
function changes(before: Snapshot, after: Snapshot): string[] {
  const found = new Set<string>();
  const table = (key: string) => key.slice(0, key.indexOf(' '));
  for (const [key, row] of after) {
    if (!before.has(key)) found.add(`${table(key)} added`);
    else if (before.get(key) !== row) found.add(`${table(key)} changed`);
  }
  for (const key of before.keys()) if (!after.has(key)) found.add(`${table(key)} removed`);
  return [...found].sort();
}

/** `verdict`, with whatever `fn` changed in the studio appended: a refusal must change nothing. */
async function watching(fn: () => Promise<string>): Promise<string> {
  const before = await snapshot();
  const verdict = await fn();
  const changed = changes(before, await snapshot());
  return changed.length === 0 ? verdict : `${verdict}, changed ${changed.join(', ')}`;
}

// Setup ----------------------------------------------------------------------------------------

beforeAll(async () => {
  const [ownerUser, stranger, removed, assistant, manager] = await Promise.all([
    newUser('owner'),
    newUser('stranger'),
    newUser('removed'),
    newUser('assistant'),
    newUser('manager'),
  ]);
  owner = ownerUser;
  studioTables = await discoverTables();
  seed = await seedStudio(owner);
  const a = owner.accountId;
  await sql`insert into account_members (account_id, user_id, role)
            values (${a}, ${assistant.userId}, 'assistant'), (${a}, ${manager.userId}, 'manager'),
                   (${a}, ${removed.userId}, 'manager')`;
  Object.assign(subjects, {
    anon: { name: 'anon' },
    stranger: { name: 'stranger', user: stranger },
    removed: { name: 'removed', user: removed },
    assistant: { name: 'assistant', user: assistant, role: 'assistant' },
    manager: { name: 'manager', user: manager, role: 'manager' },
    owner: { name: 'owner', user: owner, role: 'owner' },
  } satisfies Record<SubjectName, Subject>);

  // While still a manager, the removed member opens their sync client and keeps its views,
  // copies the calendar address and takes an image token: what they could hold on to.
  const removedZero = clientOf(subjects.removed, 'manager');
  kept.zero = removedZero;
  kept.views = [
    removedZero.materialize(queries.customers.list({ accountId: a })),
    removedZero.materialize(
      queries.payments.inRange({ accountId: a, from: seed.paymentDate, to: seed.paymentDate + 1 }),
    ),
    removedZero.materialize(queries.customFonts.list({ accountId: a })),
  ] as TypedView<unknown>[];
  await vi.waitFor(
    () => expect(kept.views.map((view) => studioRows(view.data).studio > 0)).toEqual([true, true, true]),
    {
      timeout: 20_000,
      interval: 50,
    },
  );
  kept.feedUrl = (
    (await (await send({ method: 'GET', path: `/api/accounts/${a}/calendar-feed` }, removed)).json()) as {
      url: string;
    }
  ).url;
  imageTokens.removed = await imageToken(removed);
  imageTokens.assistant = await imageToken(assistant);
  await sql`delete from account_members where account_id = ${a} and user_id = ${removed.userId}`;
  studioName = (await sql<{ name: string }[]>`select name from accounts where id = ${a}`)[0]?.name ?? '';
  baseline = await snapshot();
});

afterAll(async () => {
  for (const view of kept.views) view.destroy();
  await Promise.all(clients.map((zero) => zero.close()));
  await sql.end();
});

/**
 * A sync client of the subject whose context claims `claim` in the owner's studio, whatever
 * they really hold: the context a browser sends only shapes its own optimistic results.
 */
function clientOf(subject: Subject, claim: Role): ZeroClient {
  const user = subject.user;
  if (!user) throw new Error(`${subject.name} has no user`);
  const zero = zeroClient({
    userID: user.userId,
    auth: user.accessToken,
    context: { userID: user.userId, roles: { [user.accountId]: 'owner', [seed.accountId]: claim } },
    storageKey: newId(),
  });
  clients.push(zero);
  return zero;
}

async function imageToken(user: TestUser): Promise<string> {
  const res = await send({ method: 'POST', path: `/api/galleries/${seed.gallery}/image-access` }, user);
  if (res.status !== 200) throw new Error(`image-access: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

// HTTP -----------------------------------------------------------------------------------------

type Request = { method: string; path: string; json?: unknown; form?: () => FormData; account?: string };

function send(request: Request, user: TestUser | undefined): Promise<Response> {
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${user.accessToken}`;
  if (request.account) headers['x-account-id'] = request.account;
  let body: string | FormData | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) body = request.form();
  return fetch(`${platformOrigin()}${request.path}`, { method: request.method, headers, body });
}

/** `status code` of an answer (the error code when it has one), and its body to compare. */
async function answer(res: Response): Promise<{ label: string; body: string }> {
  const body = await res.text();
  let code = '';
  try {
    code = (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? '';
  } catch {
    // Not JSON (an image): the status says it all.
  }
  return { label: code ? `${res.status} ${code}` : `${res.status}`, body };
}

// Coverage -------------------------------------------------------------------------------------

describe('the matrix', () => {
  it('covers every table of the studio, and the seeding put a row of the owner’s in each', async () => {
    expect(studioTables.map((t) => t.table).sort()).toEqual(tableCases.map((c) => c.table).sort());
    const seeded = new Set([...(await snapshot()).keys()].map((key) => key.slice(0, key.indexOf(' '))));
    expect(tableCases.filter((c) => !seeded.has(c.table)).map((c) => c.table)).toEqual([]);
  });

  it('covers every named query and every mutator', () => {
    const named: string[] = [];
    const walk = (node: object) => {
      for (const [key, value] of Object.entries(node)) {
        if (key === '~') continue;
        if (isQuery(value)) named.push(value.queryName);
        else if (value && typeof value === 'object') walk(value as object);
      }
    };
    walk(queries);
    expect(named.sort()).toEqual(
      queryCases(seed)
        .map((c) => c.name)
        .sort(),
    );
    const mutatorNames = Object.entries(mutatorDefinitions).flatMap(([area, defs]) =>
      Object.keys(defs).map((name) => `${area}.${name}`),
    );
    expect(mutatorNames.sort()).toEqual(
      mutationCases(seed)
        .map((c) => c.name)
        .sort(),
    );
  });

  it('covers every /api route, or says why a route is outside it', () => {
    const classified = [...routeCases.map((c) => c.route), ...Object.keys(outsideTheMatrix)];
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(classified.sort());
  });
});

// 1. Row-level security --------------------------------------------------------------------------

type Op = 'select' | 'insert' | 'update' | 'delete';
/** The least role an operation needs on the owner's rows, or nobody at all through /rest/v1. */
type Need = Role | 'nobody';
type TableCase = {
  table: string;
  need: Record<Op, Need>;
  /** The column an UPDATE tries to change, and to what. */
  change: Record<string, string | number>;
  /** What a copy of a seeded row needs to be a new row (its key and unique columns). */
  fresh: (subject: Subject) => Record<string, unknown>;
  /** Tables whose rows of the studio go first, as the database owner: they restrict this table's DELETE. */
  clear?: string[];
  /** Narrows the DELETE (a studio keeps an owner: deleting every member is refused by a trigger). */
  deleteOnly?: string;
};

// Assistants do the daily work, managers also delete and set the studio up and see its money,
// owners also run the team and the studio itself (core/domain/roles.ts).
const work = { select: 'assistant', insert: 'assistant', update: 'assistant', delete: 'manager' } as const;
const setup = { select: 'assistant', insert: 'manager', update: 'manager', delete: 'manager' } as const;
const money = { select: 'manager', insert: 'manager', update: 'manager', delete: 'manager' } as const;
// Only triggers write the totals; the studio's clients write picks through /api.
const totals = { select: 'manager', insert: 'nobody', update: 'nobody', delete: 'nobody' } as const;
const team = { select: 'assistant', insert: 'assistant', update: 'assistant', delete: 'assistant' } as const;
const chosen = { select: 'manager', insert: 'nobody', update: 'manager', delete: 'nobody' } as const;
const readOnly = { select: 'assistant', insert: 'nobody', update: 'nobody', delete: 'nobody' } as const;
// Token tables are reached only by the /api handlers, connected as the database owner.
const unreachable = { select: 'nobody', insert: 'nobody', update: 'nobody', delete: 'nobody' } as const;

const id = () => ({ id: newId() });
const tableCases: TableCase[] = [
  {
    table: 'public.accounts',
    need: { select: 'assistant', insert: 'nobody', update: 'owner', delete: 'nobody' },
    change: { name: 'Taken over' },
    fresh: () => ({ id: newId(), slug: null, settings: {} }),
  },
  {
    table: 'public.account_members',
    need: { select: 'assistant', insert: 'owner', update: 'owner', delete: 'owner' },
    // For a member, promoting themselves (and everyone) to owner.
    change: { role: 'owner' },
    // An outsider adds themselves; a member, someone new.
    fresh: (s) => ({ user_id: s.user && !s.role ? s.user.userId : randomUUID(), role: 'owner' }),
    deleteOnly: `role <> 'owner'`,
  },
  {
    table: 'public.account_settings',
    need: setup,
    change: { updated_at: 1 },
    fresh: () => ({ key: 'matrix.probe' }),
  },
  {
    table: 'public.customers',
    need: work,
    change: { name: 'Changed' },
    fresh: id,
    clear: [
      'public.proposals',
      'public.payments',
      'public.invoices',
      'public.quotes',
      'public.contracts',
      'public.sessions',
    ],
  },
  { table: 'public.enquiries', need: work, change: { message: 'Changed' }, fresh: id },
  { table: 'public.locations', need: setup, change: { name: 'Changed' }, fresh: id },
  { table: 'public.galleries', need: work, change: { name: 'Changed' }, fresh: id },
  {
    table: 'public.photos',
    need: work,
    change: { filename: 'changed.jpg' },
    fresh: () => ({
      id: newId(),
      file_id: newId(),
      filename: `${newId()}.jpg`,
      content_sha256: randomBytes(32).toString('hex'),
    }),
  },
  {
    table: 'public.gallery_invites',
    need: work,
    change: { email: 'changed@example.com' },
    fresh: () => ({ id: newId(), email: `${newId()}@example.com`, token_hash: randomBytes(32).toString('hex') }),
  },
  { table: 'public.gallery_picks', need: readOnly, change: { comment: 'Changed' }, fresh: id },
  // Clients' downloads: written and read through /api only; members see the counts on the invite.
  {
    table: 'public.gallery_photo_downloads',
    need: unreachable,
    change: { times: 9 },
    fresh: () => ({ photo_id: newId() }),
  },
  { table: 'public.gallery_downloads', need: unreachable, change: { size: 'original' }, fresh: id },
  {
    table: 'public.gallery_download_parts',
    need: unreachable,
    change: { status: 'ready' },
    fresh: () => ({ part: 2 }),
  },
  {
    table: 'public.sessions',
    need: work,
    change: { notes: 'Changed' },
    fresh: id,
    clear: ['public.payments', 'public.invoices'],
  },
  { table: 'public.payments', need: money, change: { notes: 'Changed' }, fresh: id },
  // Quotes and invoices: drafts only through /rest/v1; issuing and sending go through /api.
  {
    table: 'public.quotes',
    need: money,
    change: { title: 'Changed' },
    fresh: id,
    clear: ['public.proposals'],
  },
  { table: 'public.quote_lines', need: money, change: { description: 'Changed' }, fresh: id },
  {
    table: 'public.invoices',
    need: money,
    change: { notes: 'Changed' },
    fresh: id,
    clear: ['public.proposals', 'private.verifactu_records'],
  },
  { table: 'public.invoice_lines', need: money, change: { description: 'Changed' }, fresh: id },
  { table: 'public.invoice_instalments', need: money, change: { due_at: 1 }, fresh: id },
  // Contracts: templates and drafts through /rest/v1; sending and signing go through /api.
  { table: 'public.contract_templates', need: money, change: { name: 'Changed' }, fresh: id },
  {
    table: 'public.contracts',
    need: money,
    change: { title: 'Changed' },
    fresh: id,
    clear: ['public.proposals', 'public.contract_signatures'],
  },
  // Signatures: the signing handlers write them, managers read them.
  { table: 'public.contract_signatures', need: totals, change: { name: 'Changed' }, fresh: id },
  // What was mailed about an invoice: the server's jobs write it, managers read it.
  // Questionnaires: managers build them; what clients answer is written through /api only.
  { table: 'public.questionnaires', need: money, change: { title: 'Changed' }, fresh: id },
  { table: 'public.questionnaire_responses', need: totals, change: { title: 'Changed' }, fresh: id },
  // Proposals: the API writes them, managers read them.
  { table: 'public.proposals', need: totals, change: { language: 'es' }, fresh: id },
  // Workflows: managers set up templates and workflows; the runner writes what each session's steps did.
  { table: 'public.mail_templates', need: money, change: { name: 'Changed' }, fresh: id },
  { table: 'public.workflows', need: money, change: { name: 'Changed' }, fresh: id },
  { table: 'public.workflow_steps', need: money, change: { task_title: 'Changed' }, fresh: id },
  { table: 'public.session_steps', need: totals, change: { status: 'skipped' }, fresh: id },
  // The team's to-do list: everyone's, as sessions are.
  { table: 'public.tasks', need: team, change: { title: 'Changed' }, fresh: id },
  // Reviews: written through the client's link; managers choose which the site shows.
  { table: 'public.reviews', need: chosen, change: { updated_at: 1 }, fresh: id },
  // Gallery sales: managers set up price lists and coupons; orders and what they unlock are the server's.
  { table: 'public.price_lists', need: money, change: { name: 'Changed' }, fresh: id },
  { table: 'public.price_list_items', need: money, change: { name: 'Changed' }, fresh: id },
  { table: 'public.shipping_zones', need: money, change: { name: 'Changed' }, fresh: id },
  {
    table: 'public.coupons',
    need: money,
    change: { limit_per_client: 3 },
    fresh: () => ({ id: newId(), code: `M${newId().slice(0, 8).toUpperCase()}` }),
  },
  { table: 'public.gallery_orders', need: totals, change: { tracking_url: 'https://example.com' }, fresh: id },
  { table: 'public.gallery_order_items', need: totals, change: { description: 'Changed' }, fresh: id },
  { table: 'public.gallery_unlocks', need: totals, change: { revoked_at: 1 }, fresh: id },
  { table: 'public.invoice_messages', need: totals, change: { to_address: 'changed@example.com' }, fresh: id },
  { table: 'public.revenue_days', need: totals, change: { amount: 1 }, fresh: () => ({ day: 1 }) },
  // The studio's Stripe connection: the server writes it, managers read it.
  {
    table: 'public.payment_accounts',
    need: totals,
    change: { stripe_account_id: 'acct_changed' },
    fresh: () => ({ stripe_account_id: `acct_matrix_${newId()}` }),
  },
  { table: 'public.outstanding_totals', need: totals, change: { amount: 1 }, fresh: () => ({}) },
  { table: 'public.outstanding_days', need: totals, change: { amount: 1 }, fresh: () => ({ day: 1 }) },
  { table: 'public.session_types', need: setup, change: { name: 'Changed' }, fresh: id },
  { table: 'public.schedule_plans', need: setup, change: { name: 'Changed' }, fresh: id },
  { table: 'public.pages', need: setup, change: { title: 'Changed' }, fresh: () => ({ id: newId(), path: '/copy' }) },
  { table: 'public.custom_fonts', need: setup, change: { font_family: 'Changed' }, fresh: id },
  {
    table: 'public.team_invitations',
    need: unreachable,
    change: { role: 'owner' },
    fresh: () => ({ id: newId(), email: 'other@example.com', token_hash: randomBytes(32).toString('hex') }),
  },
  {
    table: 'public.studio_exports',
    need: unreachable,
    change: { object_key: 'elsewhere.zip' },
    fresh: () => ({ id: newId() }),
  },
  // The studio's claim on its own domain: through /api only, for managers.
  { table: 'public.custom_domains', need: unreachable, change: { hostname: 'taken-over.test' }, fresh: () => ({}) },
  // The addresses a studio left: written by the address change in /api only, read by the public pages.
  {
    table: 'public.studio_former_slugs',
    need: unreachable,
    change: { left_at: 1 },
    fresh: () => ({ slug: `copy-${randomBytes(4).toString('hex')}` }),
  },
  // What a studio uses and how it pays: through /api only, for owners.
  { table: 'public.account_storage', need: unreachable, change: { stored_bytes: 1 }, fresh: () => ({}) },
  { table: 'public.usage_days', need: unreachable, change: { quantity: 1 }, fresh: () => ({ meter: 'mails' }) },
  { table: 'public.account_billing', need: unreachable, change: { status: 'cancelled' }, fresh: () => ({}) },
  { table: 'public.billing_invoices', need: unreachable, change: { status: 'void' }, fresh: () => ({ id: newId() }) },
  // The sign-ins Zero checks each query against: written by a trigger on auth.sessions only.
  {
    table: 'public.live_auth_sessions',
    need: unreachable,
    change: { user_id: randomUUID() },
    fresh: () => ({ id: randomUUID() }),
  },
  { table: 'private.calendar_feeds', need: unreachable, change: { token: 'A'.repeat(43) }, fresh: () => ({}) },
  {
    table: 'private.access_tokens',
    need: unreachable,
    change: { revoked_at: 1 },
    fresh: () => ({ id: newId(), token_hash: randomBytes(32).toString('hex') }),
  },
  {
    table: 'private.booking_links',
    need: unreachable,
    change: { used_at: 1 },
    fresh: () => ({ token_hash: randomBytes(32).toString('hex') }),
  },
  {
    table: 'private.document_links',
    need: unreachable,
    change: { revoked_at: 1 },
    fresh: () => ({ token_hash: randomBytes(32).toString('hex') }),
  },
  { table: 'private.invoice_counters', need: unreachable, change: { last_number: 99 }, fresh: () => ({ series: 'Q' }) },
  {
    table: 'private.client_portal_codes',
    need: unreachable,
    change: { attempts: 4 },
    fresh: () => ({ id: newId(), link_hash: randomBytes(32).toString('hex') }),
  },
  {
    table: 'private.client_portal_sessions',
    need: unreachable,
    change: { revoked_at: 1 },
    fresh: () => ({ token_hash: randomBytes(32).toString('hex') }),
  },
  {
    table: 'private.invoice_saved_cards',
    need: unreachable,
    change: { payment_method: 'pm_other' },
    fresh: () => ({}),
  },
  {
    table: 'private.sealed_documents',
    need: unreachable,
    change: { document_id: 'other' },
    fresh: () => ({ sha256: randomBytes(32).toString('hex') }),
  },
  {
    table: 'private.verifactu_records',
    need: unreachable,
    change: { submission_status: 'rejected' },
    fresh: () => ({ id: newId(), sequence: 2, previous_fingerprint: 'A'.repeat(64) }),
  },
];

/** Runs the rest of the transaction as PostgREST runs a request of `subject`. */
async function become(tx: postgres.TransactionSql, subject: Subject): Promise<void> {
  const role = subject.user ? 'authenticated' : 'anon';
  const claims = subject.user ? { sub: subject.user.userId, role, aal: 'aal1' } : { role };
  await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
  await tx.unsafe(`set local role ${role}`);
}

/**
 * `allowed` or `refused`, from what the statement answered and what it did to the table's rows of
 * the studio, read as the database owner in the same transaction before it is rolled back.
 */
function attempt(subject: Subject, spec: TableCase, op: Op): Promise<string> {
  const table = quoted(spec.table);
  const scope = studioTables.find((t) => t.table === spec.table)?.scope ?? 'false';
  const where = `${scope}${op === 'delete' && spec.deleteOnly ? ` and ${spec.deleteOnly}` : ''}`;
  return rolledBack(sql, async (tx) => {
    if (op === 'delete') {
      // Without triggers, as a restore clears rows: what the law keeps (a Veri*Factu record of an
      // invoice) would refuse it. Rolled back with the rest.
      await tx`set local session_replication_role = replica`;
      for (const restricting of spec.clear ?? []) {
        await tx.unsafe(`delete from ${quoted(restricting)} where account_id = $1`, [seed.accountId]);
      }
      await tx`set local session_replication_role = origin`;
    }
    const before = [...(await snapshot(tx, spec.table)).values()].sort();
    const [target] = await tx.unsafe<{ n: number }[]>(`select count(*)::int as n from ${table} where ${where}`, [
      seed.accountId,
    ]);
    const targets = op === 'insert' ? 1 : (target?.n ?? 0);
    const copy = { ...(JSON.parse(before[0] ?? '{}') as object), ...spec.fresh(subject) };
    const [column, value] = Object.entries(spec.change)[0] ?? [];
    const statement = {
      select: [`select count(*)::int as n from ${table} where ${where}`, [seed.accountId]],
      insert: [
        `insert into ${table} select * from jsonb_populate_record(null::${table}, $1::text::jsonb)`,
        [JSON.stringify(copy)],
      ],
      update: [`update ${table} set "${column}" = $2 where ${where}`, [seed.accountId, value ?? null]],
      delete: [`delete from ${table} where ${where}`, [seed.accountId]],
    } as const satisfies Record<Op, readonly [string, readonly (string | number | null)[]]>;
    const [text, parameters] = statement[op];

    await become(tx, subject);
    const outcome = await tx
      .savepoint((sp) => sp.unsafe(text, [...parameters]))
      .then(
        (rows) => ({ count: op === 'select' ? ((rows[0] as { n?: number } | undefined)?.n ?? 0) : rows.count }),
        (error: Error) => ({ error: error.message }),
      );
    await tx.unsafe('reset role');
    const after = [...(await snapshot(tx, spec.table)).values()].sort();
    const changed = JSON.stringify(after) !== JSON.stringify(before);

    if ('error' in outcome) {
      // Refused by a policy or a privilege; any other error is not an answer about access.
      if (!/permission denied|row-level security/.test(outcome.error)) return `error: ${outcome.error}`;
      return changed ? 'refused, yet rows changed' : 'refused';
    }
    if (outcome.count === 0) return changed ? 'refused, yet rows changed' : 'refused';
    if (outcome.count !== targets) return `partly: ${outcome.count} of ${targets} rows`;
    if (op !== 'select' && !changed) return 'allowed, yet nothing changed';
    return 'allowed';
  });
}

const ops: Op[] = ['select', 'insert', 'update', 'delete'];
const rlsSubjects: SubjectName[] = ['anon', 'stranger', 'removed', 'assistant', 'manager', 'owner'];

describe('row-level security (/rest/v1)', () => {
  it.each(tableCases.map((c) => [c.table, c] as const))(
    '%s: each caller selects, inserts, updates and deletes the owner’s rows as their role allows',
    async (_table, spec) => {
      const cells = rlsSubjects.flatMap((name) => ops.map((op) => ({ name, op })));
      const verdicts = await Promise.all(cells.map(({ name, op }) => attempt(subjects[name], spec, op)));
      const actual: Record<string, Record<string, string>> = {};
      const expected: Record<string, Record<string, string>> = {};
      cells.forEach(({ name, op }, index) => {
        const need = spec.need[op];
        const role = subjects[name].role;
        (actual[name] ??= {})[op] = verdicts[index] ?? '';
        (expected[name] ??= {})[op] = need !== 'nobody' && roleAtLeast(role, need) ? 'allowed' : 'refused';
      });
      expect(actual).toEqual(expected);
    },
  );

  it('left every row of the studio as it was', async () => {
    const before = await snapshot();
    // Every attempt above ran in a transaction that was rolled back; this is the studio now.
    expect(changes(baseline, before)).toEqual([]);
  });
});

// 2. Zero: named queries ---------------------------------------------------------------------------

type Label = 'nothing' | 'rows' | 'rows with money';

/** How many rows of the owner's studio a result holds (related rows too), and how many are money. */
function studioRows(value: unknown): { studio: number; money: number } {
  let studio = 0;
  let money = 0;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const row = node as Record<string, unknown>;
    if (row.accountId === seed.accountId || row.id === seed.accountId) {
      studio += 1;
      // Payments and the totals are the rows with an amount; sessions have a price instead.
      if ('amount' in row) money += 1;
    }
    Object.values(row).forEach(visit);
  };
  visit(value);
  return { studio, money };
}

function label(value: unknown): Label {
  const { studio, money } = studioRows(value);
  return studio === 0 ? 'nothing' : money > 0 ? 'rows with money' : 'rows';
}

type QueryCase = {
  name: string;
  args: ReadonlyJSONValue | undefined;
  /** The rows a sync client gets once the server has answered, or those it held when refused. */
  run: (zero: ZeroClient) => Promise<unknown>;
  /** Money: for managers and owners only. */
  money: boolean;
  /** What a manager gets: the positive control that makes an assistant's `nothing` mean something. */
  managerSees: Label;
};

function query<
  TTable extends keyof Schema['tables'] & string,
  TInput extends ReadonlyJSONValue | undefined,
  TOutput extends ReadonlyJSONValue | undefined,
  TReturn,
>(
  request: QueryRequest<TTable, TInput, TOutput, Schema, TReturn, ZeroContext>,
  expected: { money?: boolean; managerSees?: Label } = {},
): QueryCase {
  return {
    name: request.query.queryName,
    args: request.args,
    // A query the handler refuses rejects with the rows the client had, which must be none.
    run: (zero) =>
      zero.run(request, { type: 'complete' }).then(
        (rows) => rows as unknown,
        (held: unknown) => held,
      ),
    money: expected.money ?? false,
    managerSees: expected.managerSees ?? 'rows',
  };
}

const moneyQuery = (managerSees: Label) => ({ money: true, managerSees });

/** Every named query, asked for the owner's studio with arguments that find its seeded rows. */
function queryCases(s: Seed): QueryCase[] {
  const accountId = s.accountId;
  const paid = { from: s.paymentDate, to: s.paymentDate + 1 };
  const paidDay = Math.floor(s.paymentDate / DAY);
  const owedDay = Math.floor(s.sessionDate / DAY);
  const around = { from: s.sessionDate - DAY, to: s.sessionDate + DAY };
  return [
    query(queries.accounts.mine()),
    query(queries.contracts.templates({ accountId }), moneyQuery('rows')),
    query(queries.contracts.templateById({ accountId, id: s.contractTemplate }), moneyQuery('rows')),
    query(queries.contracts.byId({ accountId, id: s.contract }), moneyQuery('rows')),
    query(queries.contracts.bySession({ accountId, sessionId: s.session }), moneyQuery('rows')),
    query(queries.contracts.byCustomer({ accountId, customerId: s.customer }), moneyQuery('rows')),
    query(queries.contracts.settings({ accountId }), moneyQuery('rows')),
    query(queries.customers.list({ accountId })),
    query(queries.customers.withEmail({ accountId, email: s.customerEmail })),
    query(queries.customers.byId({ accountId, id: s.customer })),
    query(queries.customers.enquiries({ accountId, customerId: s.customer })),
    query(queries.customFonts.list({ accountId })),
    query(
      queries.dashboard.revenueDays({ accountId, fromDay: paidDay, toDay: paidDay + 1 }),
      moneyQuery('rows with money'),
    ),
    query(queries.dashboard.revenue({ accountId, ...paid }), moneyQuery('rows with money')),
    query(queries.dashboard.outstandingTotal({ accountId }), moneyQuery('rows with money')),
    query(queries.dashboard.outstandingDays({ accountId, fromDay: owedDay }), moneyQuery('rows with money')),
    // Sessions that owe money: the list of who owes what is money, though its rows are sessions.
    query(queries.dashboard.owing({ accountId, from: s.sessionDate, to: s.sessionDate + 1 }), moneyQuery('rows')),
    query(queries.dashboard.overdue({ accountId, before: s.sessionDate + 1, limit: 10 }), moneyQuery('rows')),
    query(queries.dashboard.upcoming({ accountId, from: around.from, limit: 10 })),
    query(queries.dashboard.newCustomers({ accountId, from: s.paymentDate - DAY })),
    query(queries.dashboard.recentGalleries({ accountId, limit: 10 })),
    query(queries.dashboard.finishedSelections({ accountId, limit: 10 })),
    query(queries.galleries.list({ accountId })),
    query(queries.galleries.byId({ accountId, id: s.gallery })),
    query(queries.galleries.picks({ accountId, galleryId: s.gallery })),
    // The seeded order is still at the payment page: none to send nor paid yet. Those are shown to
    // managers, and refused to others, in gallery-orders.test.ts.
    query(queries.galleryOrders.list({ accountId, limit: 10 }), moneyQuery('rows')),
    query(queries.galleryOrders.byGallery({ accountId, galleryId: s.gallery }), moneyQuery('rows')),
    query(queries.galleryOrders.byId({ accountId, id: s.order }), moneyQuery('rows')),
    query(queries.galleryOrders.toSend({ accountId, limit: 10 }), moneyQuery('nothing')),
    query(queries.galleryOrders.paidSince({ accountId, from: s.paymentDate - DAY }), moneyQuery('nothing')),
    query(queries.invoices.list({ accountId, limit: 10 }), moneyQuery('rows')),
    query(queries.invoices.byId({ accountId, id: s.invoice }), moneyQuery('rows with money')),
    query(queries.invoices.bySession({ accountId, sessionId: s.session }), moneyQuery('rows')),
    query(queries.invoices.settings({ accountId })),
    query(queries.invoiceMessages.ofInvoice({ accountId, invoiceId: s.invoice }), moneyQuery('rows')),
    query(queries.locations.list({ accountId })),
    query(queries.proposals.bySession({ accountId, sessionId: s.session }), moneyQuery('rows with money')),
    query(queries.proposals.byCustomer({ accountId, customerId: s.customer }), moneyQuery('rows with money')),
    query(queries.payments.inRange({ accountId, ...paid }), moneyQuery('rows with money')),
    query(queries.payments.currency({ accountId })),
    // The draft has no payment (one would keep it from being deleted): its rows are shown to managers,
    // and refused to others, in invoice-hand-payments.test.ts.
    query(queries.payments.ofInvoice({ accountId, invoiceId: s.invoice }), moneyQuery('nothing')),
    query(queries.mailTemplates.list({ accountId }), moneyQuery('rows')),
    query(queries.priceLists.list({ accountId }), moneyQuery('rows')),
    query(queries.priceLists.byId({ accountId, id: s.priceList }), moneyQuery('rows')),
    query(queries.coupons.list({ accountId }), moneyQuery('rows')),
    query(queries.mailTemplates.byId({ accountId, id: s.mailTemplate }), moneyQuery('rows')),
    query(queries.mailTemplates.steps({ accountId, id: s.mailTemplate }), moneyQuery('rows')),
    query(queries.questionnaires.list({ accountId }), moneyQuery('rows')),
    query(queries.questionnaires.byId({ accountId, id: s.questionnaire }), moneyQuery('rows')),
    query(queries.questionnaireResponses.bySession({ accountId, sessionId: s.session }), moneyQuery('rows')),
    query(queries.questionnaireResponses.byCustomer({ accountId, customerId: s.customer }), moneyQuery('rows')),
    query(queries.workflows.list({ accountId }), moneyQuery('rows')),
    query(queries.workflows.byId({ accountId, id: s.workflow }), moneyQuery('rows')),
    query(queries.sessionSteps.bySession({ accountId, sessionId: s.session }), moneyQuery('rows')),
    query(queries.quotes.list({ accountId, limit: 10 }), moneyQuery('rows')),
    query(queries.quotes.byId({ accountId, id: s.quote }), moneyQuery('rows')),
    query(queries.quotes.bySession({ accountId, sessionId: s.session }), moneyQuery('rows')),
    // Reviews are the studio's setup of its site: managers choose which it shows.
    query(queries.reviews.list({ accountId }), moneyQuery('rows')),
    query(queries.reviews.shown({ accountId }), moneyQuery('rows')),
    query(queries.reviews.bySession({ accountId, sessionId: s.session }), moneyQuery('rows')),
    query(queries.schedulePlans.list({ accountId })),
    query(queries.sessions.list({ accountId, when: 'upcoming', boundary: around.from, limit: 10 })),
    query(queries.sessions.calendar({ accountId, ...around, limit: 10 })),
    // A session is work; the payments that come with it are money.
    query(queries.sessions.byId({ accountId, id: s.session }), { managerSees: 'rows with money' }),
    query(queries.sessions.forCustomer({ accountId, customerId: s.customer }), { managerSees: 'rows with money' }),
    query(queries.sessionTypes.list({ accountId })),
    query(queries.sitePages.list({ accountId })),
    query(queries.sitePages.one({ accountId, id: s.page })),
    query(queries.tasks.forSession({ accountId, sessionId: s.session })),
    query(queries.tasks.open({ accountId, limit: 10 })),
    query(queries.tasks.recentlyDone({ accountId, limit: 10 })),
  ];
}

function expectedRows(c: QueryCase, name: SubjectName): Label {
  if (name === 'assistant') return c.money ? 'nothing' : 'rows';
  if (name === 'manager' || name === 'owner') return c.managerSees;
  return 'nothing';
}

const byName = <T>(cases: readonly { name: string }[], value: (index: number) => T) =>
  Object.fromEntries(cases.map((c, index) => [c.name, value(index)]));

describe('Zero queries', () => {
  it('take the studio’s rows from a removed member’s open views as soon as the membership row goes', async () => {
    await vi.waitFor(
      () => expect(kept.views.map((view) => label(view.data))).toEqual(['nothing', 'nothing', 'nothing']),
      { timeout: 15_000, interval: 50 },
    );
  });

  // Each client claims to own the studio: the server builds the context from account_members,
  // so the claim must change nothing. The removed member's client is the one that stayed open.
  it.each(['stranger', 'removed', 'assistant', 'manager'] as const)(
    'synced to the %s: every named query answers as their real role allows',
    async (name) => {
      const zero = name === 'removed' ? kept.zero : clientOf(subjects[name], 'owner');
      if (!zero) throw new Error('the removed member has no client');
      const cases = queryCases(seed);
      const results = await Promise.all(cases.map((c) => c.run(zero)));
      expect(byName(cases, (i) => label(results[i]))).toEqual(byName(cases, (i) => expectedRows(cases[i]!, name)));
    },
  );

  // The same queries read once through /api/zero/read: an account the caller is not in answers
  // 404, as a missing one does; the rest is scoped exactly like the synced rows.
  it.each(['anon', 'stranger', 'removed', 'assistant', 'manager'] as const)(
    'read once (/api/zero/read) by the %s: every named query answers as their real role allows',
    async (name) => {
      const cases = queryCases(seed);
      const labels = await Promise.all(
        cases.map(async (c) => {
          const res = await send(
            { method: 'POST', path: '/api/zero/read', json: { queries: [{ name: c.name, args: c.args }] } },
            subjects[name].user,
          );
          if (res.status !== 200) return (await answer(res)).label;
          return label(((await res.json()) as { results: unknown[] }).results[0]);
        }),
      );
      const expected = (c: QueryCase) => {
        if (name === 'anon') return '401 unauthenticated';
        if (name === 'stranger' || name === 'removed') return c.args === undefined ? 'nothing' : '404 not_found';
        return expectedRows(c, name);
      };
      expect(byName(cases, (i) => labels[i])).toEqual(byName(cases, (i) => expected(cases[i]!)));
    },
  );
});

// 3. Zero: mutators -------------------------------------------------------------------------------

type MutationCase = {
  name: string;
  args: unknown;
  /** The least role the mutator lets through. */
  need: Role;
  /** Whether it names the studio (`forbidden` for outsiders) or a row of it (`not_found`, as a missing row). */
  by: 'account' | 'row';
  /** What an assistant's write changes, where the role suffices. */
  changes?: string[];
};

function mutation(
  request: { mutator: { mutatorName: string }; args: unknown },
  need: Role,
  by: 'account' | 'row',
  changes?: string[],
): MutationCase {
  return { name: request.mutator.mutatorName, args: request.args, need, by, ...(changes ? { changes } : {}) };
}

/** Every mutator, aimed at the owner's studio. */
function mutationCases(s: Seed): MutationCase[] {
  const accountId = s.accountId;
  const madeTask = newId();
  const plan = {
    startDate: Date.UTC(2030, 0, 7),
    endDate: Date.UTC(2030, 1, 7),
    daysOfWeek: [1],
    timeSlots: ['10:00'],
  };
  return [
    mutation(
      mutators.contractTemplate.create({ id: newId(), accountId, sample: 'portrait', language: 'ca' }),
      'manager',
      'account',
    ),
    mutation(mutators.contractTemplate.update({ id: s.contractTemplate, name: 'Changed' }), 'manager', 'row'),
    mutation(mutators.contractTemplate.delete({ id: s.contractTemplate }), 'manager', 'row'),
    mutation(mutators.contract.create({ id: newId(), accountId, customerId: s.customer }), 'manager', 'account'),
    mutation(mutators.contract.update({ id: s.contract, title: 'Changed' }), 'manager', 'row'),
    mutation(mutators.contract.delete({ id: s.contract }), 'manager', 'row'),
    mutation(mutators.customer.create({ id: newId(), accountId, name: 'Walk-in' }), 'assistant', 'account', [
      'public.customers added',
    ]),
    mutation(mutators.customer.update({ id: s.customer, name: 'Renamed' }), 'assistant', 'row', [
      'public.customers changed',
    ]),
    mutation(mutators.customer.handleLead({ id: s.customer }), 'assistant', 'row', ['public.customers changed']),
    mutation(mutators.customer.delete({ id: s.customer }), 'manager', 'row'),
    mutation(mutators.gallery.create({ id: newId(), accountId, name: 'Second gallery' }), 'assistant', 'account', [
      'public.galleries added',
    ]),
    mutation(mutators.gallery.update({ id: s.gallery, description: 'Changed' }), 'assistant', 'row', [
      'public.galleries changed',
    ]),
    mutation(mutators.gallery.setCover({ id: s.gallery, photoId: s.photo.id }), 'assistant', 'row', [
      'public.galleries changed',
    ]),
    mutation(mutators.photo.reorder({ galleryId: s.gallery, photoIds: [s.photo.id] }), 'assistant', 'row', [
      'public.photos changed',
    ]),
    mutation(mutators.photo.delete({ id: s.photo.id }), 'manager', 'row'),
    mutation(mutators.photo.deleteMany({ ids: [s.photo.id] }), 'manager', 'row'),
    mutation(mutators.galleryInvite.revoke({ id: s.invite }), 'assistant', 'row', ['public.gallery_invites changed']),
    mutation(mutators.invoice.create({ id: newId(), accountId, customerId: s.customer }), 'manager', 'account'),
    mutation(mutators.invoice.update({ id: s.invoice, notes: 'Changed' }), 'manager', 'row'),
    mutation(mutators.invoice.delete({ id: s.invoice }), 'manager', 'row'),
    mutation(
      mutators.invoice.addLine({
        id: newId(),
        documentId: s.invoice,
        description: 'Prints',
        quantity: 1,
        unitPrice: 1,
      }),
      'manager',
      'row',
    ),
    mutation(mutators.invoice.updateLine({ id: s.invoiceLine, description: 'Changed' }), 'manager', 'row'),
    mutation(mutators.invoice.removeLine({ id: s.invoiceLine }), 'manager', 'row'),
    mutation(mutators.invoice.reorderLines({ documentId: s.invoice, lineIds: [s.invoiceLine] }), 'manager', 'row'),
    mutation(
      mutators.invoice.setInstalments({
        id: s.invoice,
        instalments: [{ id: newId(), amount: 10000, dueAt: Date.now() }],
      }),
      'manager',
      'row',
    ),
    mutation(mutators.location.create({ id: newId(), accountId, name: 'Park' }), 'manager', 'account'),
    mutation(mutators.location.update({ id: s.location, name: 'Changed' }), 'manager', 'row'),
    mutation(mutators.location.delete({ id: s.location }), 'manager', 'row'),
    mutation(
      mutators.payment.create({ id: newId(), sessionId: s.session, date: Date.now(), amount: 100 }),
      'manager',
      'row',
    ),
    mutation(
      mutators.payment.recordForInvoice({ id: newId(), invoiceId: s.invoice, date: Date.now(), amount: 100 }),
      'manager',
      'row',
    ),
    mutation(mutators.payment.update({ id: s.payment, notes: 'Changed' }), 'manager', 'row'),
    mutation(mutators.payment.delete({ id: s.payment }), 'manager', 'row'),
    mutation(
      mutators.mailTemplate.create({
        id: newId(),
        accountId,
        name: 'Welcome',
        versions: { en: { subject: 'Hi', body: 'Hello' } },
      }),
      'manager',
      'account',
    ),
    mutation(mutators.mailTemplate.update({ id: s.mailTemplate, name: 'Changed' }), 'manager', 'row'),
    mutation(mutators.mailTemplate.delete({ id: s.mailTemplate }), 'manager', 'row'),
    mutation(mutators.priceList.create({ id: newId(), accountId, name: 'Second list' }), 'manager', 'account'),
    mutation(mutators.priceList.rename({ id: s.priceList, name: 'Changed' }), 'manager', 'row'),
    mutation(mutators.priceList.setExtraPhotoPrice({ id: s.priceList, extraPhotoPrice: 100 }), 'manager', 'row'),
    mutation(mutators.priceList.delete({ id: s.priceList }), 'manager', 'row'),
    mutation(
      mutators.priceList.addItem({
        id: newId(),
        priceListId: s.priceList,
        kind: 'digital_gallery',
        name: 'Everything',
        size: 'web',
        price: 100,
      }),
      'manager',
      'row',
    ),
    mutation(mutators.priceList.updateItem({ id: s.priceListItem, price: 1 }), 'manager', 'row'),
    mutation(mutators.priceList.moveItem({ id: s.priceListItem, by: 1 }), 'manager', 'row'),
    mutation(mutators.priceList.deleteItem({ id: s.priceListItem }), 'manager', 'row'),
    mutation(
      mutators.priceList.addZone({ id: newId(), priceListId: s.priceList, name: 'Elsewhere', price: 100 }),
      'manager',
      'row',
    ),
    mutation(mutators.priceList.updateZone({ id: s.shippingZone, price: 1 }), 'manager', 'row'),
    mutation(mutators.priceList.deleteZone({ id: s.shippingZone }), 'manager', 'row'),
    mutation(mutators.coupon.create({ id: newId(), accountId, code: 'SECOND', amountOff: 100 }), 'manager', 'account'),
    mutation(mutators.coupon.update({ id: s.coupon, active: false }), 'manager', 'row'),
    mutation(mutators.coupon.delete({ id: s.coupon }), 'manager', 'row'),
    mutation(mutators.questionnaire.create({ id: newId(), accountId, title: 'Wedding' }), 'manager', 'account'),
    mutation(mutators.questionnaire.update({ id: s.questionnaire, title: 'Changed' }), 'manager', 'row'),
    mutation(mutators.questionnaire.delete({ id: s.questionnaire }), 'manager', 'row'),
    mutation(mutators.workflow.create({ id: newId(), accountId, name: 'Second flow' }), 'manager', 'account'),
    mutation(mutators.workflow.rename({ id: s.workflow, name: 'Changed' }), 'manager', 'row'),
    mutation(mutators.workflow.duplicate({ id: s.workflow, copyId: newId(), name: 'Copy' }), 'manager', 'row'),
    mutation(mutators.workflow.delete({ id: s.workflow }), 'manager', 'row'),
    mutation(mutators.workflow.addStep({ id: newId(), workflowId: s.workflow }), 'manager', 'row'),
    mutation(mutators.workflow.updateStep({ id: s.workflowStep, taskTitle: 'Changed' }), 'manager', 'row'),
    mutation(mutators.workflow.moveStep({ id: s.workflowStep, by: 1 }), 'manager', 'row'),
    mutation(mutators.workflow.removeStep({ id: s.workflowStep }), 'manager', 'row'),
    mutation(mutators.quote.create({ id: newId(), accountId, customerId: s.customer }), 'manager', 'account'),
    mutation(mutators.quote.update({ id: s.quote, title: 'Changed' }), 'manager', 'row'),
    mutation(mutators.quote.delete({ id: s.quote }), 'manager', 'row'),
    mutation(
      mutators.quote.addLine({ id: newId(), documentId: s.quote, description: 'Album', quantity: 1, unitPrice: 1 }),
      'manager',
      'row',
    ),
    mutation(mutators.quote.updateLine({ id: s.quoteLine, description: 'Changed' }), 'manager', 'row'),
    mutation(mutators.quote.removeLine({ id: s.quoteLine }), 'manager', 'row'),
    mutation(mutators.quote.reorderLines({ documentId: s.quote, lineIds: [s.quoteLine] }), 'manager', 'row'),
    mutation(
      mutators.schedulePlan.create({
        id: newId(),
        accountId,
        sessionTypeId: s.sessionType,
        name: 'Evenings',
        locationId: s.location,
        ...plan,
      }),
      'manager',
      'account',
    ),
    mutation(mutators.schedulePlan.update({ id: s.plan, name: 'Changed', locationId: s.location }), 'manager', 'row'),
    mutation(mutators.schedulePlan.delete({ id: s.plan }), 'manager', 'row'),
    mutation(
      mutators.session.create({ id: newId(), accountId, customerId: s.customer, date: s.sessionDate + DAY }),
      'assistant',
      'account',
      ['public.sessions added'],
    ),
    mutation(mutators.session.update({ id: s.session, notes: 'Bring a reflector' }), 'assistant', 'row', [
      'public.sessions changed',
    ]),
    mutation(mutators.session.setStatus({ id: s.session, status: 'confirmed' }), 'assistant', 'row', [
      'public.sessions changed',
    ]),
    mutation(mutators.session.delete({ id: s.session }), 'manager', 'row'),
    mutation(mutators.sessionType.create({ id: newId(), accountId, name: 'Newborn' }), 'manager', 'account'),
    mutation(mutators.sessionType.update({ id: s.sessionType, name: 'Changed' }), 'manager', 'row'),
    mutation(mutators.sessionType.delete({ id: s.sessionType }), 'manager', 'row'),
    mutation(
      mutators.sitePage.create({
        id: newId(),
        accountId,
        path: '/new-page',
        title: 'New page',
        description: '',
        layout: 'default',
        status: 'draft',
        rows: [],
        order: 1,
      }),
      'manager',
      'account',
    ),
    mutation(mutators.sitePage.update({ id: s.page, title: 'Changed' }), 'manager', 'row'),
    mutation(mutators.sitePage.delete({ id: s.page }), 'manager', 'row'),
    mutation(mutators.sitePage.reorder({ accountId, ids: [s.page] }), 'manager', 'account'),
    mutation(mutators.review.showOnSite({ id: s.review, shown: false }), 'manager', 'row'),
    // The task it adds is the one it deletes: the seeded one stays for the queries.
    mutation(mutators.task.create({ id: madeTask, accountId, title: 'Call the venue' }), 'assistant', 'account', [
      'public.tasks added',
    ]),
    mutation(mutators.task.update({ id: s.task, notes: 'Changed' }), 'assistant', 'row', ['public.tasks changed']),
    mutation(mutators.task.setDone({ id: s.task, done: true }), 'assistant', 'row', ['public.tasks changed']),
    mutation(mutators.task.delete({ id: madeTask }), 'assistant', 'row', ['public.tasks removed']),
  ];
}

/** What the mutate handler answers `subject` for one mutation: `ok` or the refusal's code. */
async function push(subject: Subject, c: MutationCase): Promise<string> {
  if (!subject.user) {
    const res = await send(
      {
        method: 'POST',
        path: '/api/zero/mutate?schema=zero_0&appID=zero',
        json: {
          clientGroupID: newId(),
          mutations: [
            { type: 'custom', id: 1, clientID: newId(), name: c.name, args: [c.args], timestamp: Date.now() },
          ],
          pushVersion: 1,
          timestamp: Date.now(),
          requestID: newId(),
        },
      },
      undefined,
    );
    return `HTTP ${res.status}`;
  }
  // Straight to the handler, as a modified client could send it: what the server alone decides.
  const result = await pushDirect(subject.user, c.name, c.args);
  return result.error ? (result.message ?? result.error) : 'ok';
}

function expectedPush(c: MutationCase, name: SubjectName): string {
  if (name === 'anon') return 'HTTP 401';
  if (name === 'stranger' || name === 'removed') return c.by === 'account' ? 'forbidden' : 'not_found';
  return roleAtLeast(subjects[name].role, c.need) ? `ok, changed ${(c.changes ?? []).join(', ')}` : 'forbidden';
}

describe('Zero mutators', () => {
  // One at a time, each watched: a refusal changes no row of the studio; an assistant's work
  // changes exactly its own row. The assistant goes last, as their writes go through.
  it.each(['anon', 'stranger', 'removed', 'assistant'] as const)(
    'pushed by the %s: every mutator answers as their real role allows, and writes only what it may',
    async (name) => {
      const cases = mutationCases(seed);
      const verdicts: string[] = [];
      for (const c of cases) verdicts.push(await watching(() => push(subjects[name], c)));
      expect(byName(cases, (i) => verdicts[i])).toEqual(byName(cases, (i) => expectedPush(cases[i]!, name)));
    },
  );
});

// 4. /api ------------------------------------------------------------------------------------------

/** The ids a request names: the owner's, or for the control, ids that exist nowhere. */
type Ids = {
  account: string;
  gallery: string;
  payment: string;
  font: string;
  invitation: string;
  export: string;
  filename: string;
  invoice: string;
  order: string;
};

type RouteCase = {
  /** `METHOD path`, as in functions/routes.ts. */
  route: string;
  /** The least role the route lets through. */
  need: Role;
  request: (ids: Ids, subject: Subject) => Request;
  /**
   * What a member whose role suffices hears. Each such request is chosen to change nothing: it
   * reads, or is refused for a reason that comes after the access check.
   */
  allowed?: string;
  /** A route open without a sign-in (a published gallery's images) answers anon like a stranger. */
  anon?: string;
};

const staged = (account: string, area: string) => `staging/${account}/${area}/${'A'.repeat(22)}`;
const form = (field: string, bytes: Uint8Array, name: string) => () => {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)]), name);
  return body;
};
const account = (i: Ids, rest = '') => `/api/accounts/${i.account}${rest}`;
/** The owner's studio's name, as the deletion asks for it (read after seeding). */
let studioName = '';

const routeCases: RouteCase[] = [
  {
    route: 'PATCH /api/accounts/{id}',
    need: 'manager',
    request: (i) => ({ method: 'PATCH', path: account(i), json: { name: 'Taken over' } }),
  },
  {
    route: 'PATCH /api/accounts/{id}/slug',
    need: 'owner',
    request: (i) => ({ method: 'PATCH', path: account(i, '/slug'), json: { slug: 'taken-over' } }),
  },
  {
    route: 'GET /api/accounts/{id}/slug-availability',
    need: 'owner',
    request: (i) => ({ method: 'GET', path: account(i, '/slug-availability?slug=taken-over') }),
  },
  {
    route: 'PUT /api/accounts/{id}/domain',
    need: 'manager',
    request: (i) => ({ method: 'PUT', path: account(i, '/domain'), json: { hostname: 'taken-over.test' } }),
  },
  {
    route: 'POST /api/accounts/{id}/domain/verify',
    need: 'manager',
    request: (i) => ({ method: 'POST', path: account(i, '/domain/verify') }),
  },
  {
    route: 'PUT /api/accounts/{id}/currency',
    need: 'manager',
    request: (i) => ({
      method: 'PUT',
      path: account(i, '/currency'),
      json: { code: 'USD', symbol: '$', position: 'before' },
    }),
  },
  {
    route: 'PUT /api/accounts/{id}/invoicing',
    need: 'manager',
    request: (i) => ({ method: 'PUT', path: account(i, '/invoicing'), json: { legalName: 'Taken Over SL' } }),
  },
  // Each refused for a reason after the access check: the ids name nothing, or a draft.
  ...(['issue', 'correct', 'cancel'] as const).map((action) => ({
    route: `POST /api/accounts/{id}/invoices/{documentId}/${action}`,
    need: 'manager' as const,
    allowed: '404 not_found',
    request: (i: Ids) => ({
      method: 'POST' as const,
      path: account(i, `/invoices/missing/${action}`),
      json: action === 'issue' ? {} : { reason: 'Taken over' },
    }),
  })),
  // Proposals: a session that is not the studio's is not found, as a missing one is.
  {
    route: 'POST /api/accounts/{id}/proposals',
    need: 'manager',
    allowed: '404 not_found',
    request: (i) => ({
      method: 'POST',
      path: account(i, '/proposals'),
      json: { sessionId: 'missing', quoteId: 'missing' },
    }),
  },
  ...(['link', 'void'] as const).map((action) => ({
    route: `POST /api/accounts/{id}/proposals/{proposalId}/${action}`,
    need: 'manager' as const,
    allowed: '404 not_found',
    request: (i: Ids) => ({ method: 'POST' as const, path: account(i, `/proposals/missing/${action}`) }),
  })),
  {
    route: 'POST /api/accounts/{id}/mail-templates/preview',
    need: 'manager',
    allowed: '404 not_found',
    request: (i) => ({
      method: 'POST',
      path: account(i, '/mail-templates/preview'),
      json: { subject: 'Hi', body: 'Hello', language: 'en', customerId: 'missing' },
    }),
  },
  {
    route: 'POST /api/accounts/{id}/questionnaires/{questionnaireId}/send',
    need: 'manager',
    allowed: '404 not_found',
    request: (i) => ({
      method: 'POST',
      path: account(i, '/questionnaires/missing/send'),
      json: { customerId: 'missing' },
    }),
  },
  ...(['POST', 'DELETE'] as const).map((method) => ({
    route: `${method} /api/accounts/{id}/questionnaires/{responseId}/link`,
    need: 'manager' as const,
    allowed: '404 not_found',
    request: (i: Ids) => ({ method, path: account(i, '/questionnaires/missing/link') }),
  })),
  {
    route: 'POST /api/accounts/{id}/quotes/{documentId}/send',
    need: 'manager',
    allowed: '404 not_found',
    request: (i) => ({ method: 'POST', path: account(i, '/quotes/missing/send') }),
  },
  // Each refused for a reason after the access check: the id names no contract.
  ...(['send', 'countersign', 'new-version', 'void', 'link'] as const).map((action) => ({
    route: `POST /api/accounts/{id}/contracts/{contractId}/${action}`,
    need: 'manager' as const,
    allowed: '404 not_found',
    request: (i: Ids) => ({
      method: 'POST' as const,
      path: account(i, `/contracts/missing/${action}`),
      json: action === 'countersign' ? { name: 'Taken Over', signature: { kind: 'typed', value: 'Taken Over' } } : {},
    }),
  })),
  // Each refused for a reason after the access check: the id names no step.
  ...(['skip', 'send'] as const).map((action) => ({
    route: `POST /api/accounts/{id}/session-steps/{stepId}/${action}`,
    need: 'manager' as const,
    allowed: '404 not_found',
    request: (i: Ids) => ({ method: 'POST' as const, path: account(i, `/session-steps/missing/${action}`) }),
  })),
  {
    // The seeded order is not paid: refused after the access check, as one with nothing to send.
    route: 'POST /api/accounts/{id}/gallery-orders/{orderId}/sent',
    need: 'manager',
    allowed: '409 order_not_sendable',
    request: (i) => ({
      method: 'POST',
      path: account(i, `/gallery-orders/${i.order}/sent`),
      json: { trackingUrl: 'https://track.example/1' },
    }),
  },
  ...(['DELETE /link', 'GET /pdf'] as const).map((action) => {
    const [method, rest] = action.split(' ') as ['DELETE' | 'GET', string];
    return {
      route: `${method} /api/accounts/{id}/contracts/{contractId}${rest}`,
      need: 'manager' as const,
      allowed: '404 not_found',
      request: (i: Ids) => ({ method, path: account(i, `/contracts/missing${rest}`) }),
    };
  }),
  {
    route: 'PUT /api/accounts/{id}/contract-settings',
    need: 'manager',
    request: (i) => ({
      method: 'PUT',
      path: account(i, '/contract-settings'),
      json: { autoCountersign: true, signerName: 'Taken Over' },
    }),
  },
  ...(['', '/revoke'] as const).map((action) => ({
    route: `POST /api/accounts/{id}/document-links${action}`,
    need: 'manager' as const,
    allowed: '404 not_found',
    request: (i: Ids) => ({
      method: 'POST' as const,
      path: account(i, `/document-links${action}`),
      json: { kind: 'invoice', documentId: 'missing' },
    }),
  })),
  {
    // Not a PDF: refused after the access check.
    route: 'POST /api/accounts/{id}/sealed-documents/check',
    need: 'manager',
    allowed: '400 invalid_input',
    request: (i) => ({ method: 'POST', path: account(i, '/sealed-documents/check'), json: {} }),
  },
  {
    route: 'POST /api/accounts/{id}/customers/{customerId}/portal-preview',
    need: 'manager',
    allowed: '404 not_found',
    request: (i) => ({ method: 'POST', path: account(i, '/customers/missing/portal-preview') }),
  },
  // Each member's own calendar address: asking for it makes the assistant's row, replacing it
  // changes that row, and nobody else's.
  {
    route: 'GET /api/accounts/{id}/calendar-feed',
    need: 'assistant',
    allowed: '200, changed private.calendar_feeds added',
    request: (i) => ({ method: 'GET', path: account(i, '/calendar-feed') }),
  },
  {
    route: 'POST /api/accounts/{id}/calendar-feed',
    need: 'assistant',
    allowed: '200, changed private.calendar_feeds changed',
    request: (i) => ({ method: 'POST', path: account(i, '/calendar-feed') }),
  },
  // Each member's own access tokens: made and listed by managers (access-tokens.test.ts).
  {
    route: 'GET /api/accounts/{id}/access-tokens',
    need: 'manager',
    request: (i) => ({ method: 'GET', path: account(i, '/access-tokens') }),
  },
  {
    route: 'POST /api/accounts/{id}/access-tokens',
    need: 'manager',
    request: (i) => ({ method: 'POST', path: account(i, '/access-tokens'), json: { name: 'Lightroom', days: 30 } }),
  },
  {
    route: 'DELETE /api/accounts/{id}/access-tokens/{tokenId}',
    need: 'manager',
    allowed: '404 not_found',
    request: (i) => ({ method: 'DELETE', path: account(i, '/access-tokens/missing') }),
  },
  {
    route: 'GET /api/accounts/{id}/team',
    need: 'owner',
    request: (i) => ({ method: 'GET', path: account(i, '/team') }),
  },
  {
    route: 'POST /api/accounts/{id}/team/invitations',
    need: 'owner',
    request: (i) => ({
      method: 'POST',
      path: account(i, '/team/invitations'),
      json: { email: 'newcomer@example.com', role: 'owner' },
    }),
  },
  {
    route: 'DELETE /api/accounts/{id}/team/invitations/{invitationId}',
    need: 'owner',
    request: (i) => ({ method: 'DELETE', path: account(i, `/team/invitations/${i.invitation}`) }),
  },
  {
    // Each caller tries to make themselves an owner.
    route: 'PATCH /api/accounts/{id}/team/members/{userId}',
    need: 'owner',
    request: (i, s) => ({
      method: 'PATCH',
      path: account(i, `/team/members/${s.user?.userId ?? owner.userId}`),
      json: { role: 'owner' },
    }),
  },
  {
    // Anyone may leave; removing someone else, here the owner, is for owners.
    route: 'DELETE /api/accounts/{id}/team/members/{userId}',
    need: 'owner',
    request: (i) => ({ method: 'DELETE', path: account(i, `/team/members/${owner.userId}`) }),
  },
  {
    route: 'POST /api/accounts/{id}/exports',
    need: 'owner',
    request: (i) => ({ method: 'POST', path: account(i, '/exports'), json: { locale: 'en' } }),
  },
  {
    route: 'GET /api/accounts/{id}/exports',
    need: 'owner',
    request: (i) => ({ method: 'GET', path: account(i, '/exports') }),
  },
  {
    route: 'GET /api/accounts/{id}/exports/{exportId}',
    need: 'owner',
    request: (i) => ({ method: 'GET', path: account(i, `/exports/${i.export}`) }),
  },
  {
    route: 'GET /api/accounts/{id}/usage',
    need: 'owner',
    request: (i) => ({ method: 'GET', path: account(i, '/usage') }),
  },
  {
    route: 'PUT /api/accounts/{id}/billing/cap',
    need: 'owner',
    request: (i) => ({ method: 'PUT', path: account(i, '/billing/cap'), json: { spendingCap: 100 } }),
  },
  {
    route: 'POST /api/accounts/{id}/billing/setup',
    need: 'owner',
    request: (i) => ({ method: 'POST', path: account(i, '/billing/setup'), json: { locale: 'en' } }),
  },
  {
    route: 'GET /api/accounts/{id}/billing/invoices',
    need: 'owner',
    request: (i) => ({ method: 'GET', path: account(i, '/billing/invoices') }),
  },
  {
    route: 'GET /api/accounts/{id}/card-payments',
    need: 'manager',
    request: (i) => ({ method: 'GET', path: account(i, '/card-payments') }),
  },
  {
    route: 'POST /api/accounts/{id}/card-payments/connect',
    need: 'manager',
    request: (i) => ({ method: 'POST', path: account(i, '/card-payments/connect'), json: { locale: 'en' } }),
  },
  {
    route: 'POST /api/accounts/{id}/invoices/{invoiceId}/refunds',
    need: 'manager',
    request: (i) => ({
      method: 'POST',
      path: account(i, `/invoices/${i.payment}/refunds`),
      json: { paymentId: i.payment },
    }),
  },
  {
    route: 'GET /api/accounts/{id}/invoices/{invoiceId}/saved-card',
    need: 'manager',
    allowed: '200',
    request: (i) => ({ method: 'GET', path: account(i, `/invoices/${i.invoice}/saved-card`) }),
  },
  {
    route: 'DELETE /api/accounts/{id}/invoices/{invoiceId}/saved-card',
    need: 'manager',
    allowed: '204',
    request: (i) => ({ method: 'DELETE', path: account(i, `/invoices/${i.invoice}/saved-card`) }),
  },
  {
    // With the studio's name typed right: only the role stands in the way.
    route: 'POST /api/accounts/{id}/deletion',
    need: 'owner',
    request: (i) => ({ method: 'POST', path: account(i, '/deletion'), json: { name: studioName } }),
  },
  {
    route: 'DELETE /api/accounts/{id}/deletion',
    need: 'owner',
    request: (i) => ({ method: 'DELETE', path: account(i, '/deletion') }),
  },
  {
    route: 'POST /api/payments/{id}/receipt-upload',
    need: 'manager',
    request: (i) => ({
      method: 'POST',
      path: `/api/payments/${i.payment}/receipt-upload`,
      json: { contentType: 'application/pdf', size: 1000 },
    }),
  },
  {
    route: 'PUT /api/payments/{id}/receipt',
    need: 'manager',
    request: (i) => ({
      method: 'PUT',
      path: `/api/payments/${i.payment}/receipt`,
      json: { key: staged(i.account, 'receipts') },
    }),
  },
  {
    route: 'GET /api/invoices/{id}/verifactu',
    need: 'manager',
    allowed: '200',
    request: (i) => ({ method: 'GET', path: `/api/invoices/${i.invoice}/verifactu` }),
  },
  {
    route: 'GET /api/invoices/{id}/pdf',
    need: 'manager',
    allowed: '200',
    request: (i) => ({ method: 'GET', path: `/api/invoices/${i.invoice}/pdf` }),
  },
  {
    route: 'GET /api/payments/{id}/receipt',
    need: 'manager',
    request: (i) => ({ method: 'GET', path: `/api/payments/${i.payment}/receipt` }),
  },
  {
    // Presigned POSTs only: nothing is written until an upload completes.
    route: 'POST /api/upload',
    need: 'assistant',
    allowed: '200',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload',
      json: { galleryId: i.gallery, files: [{ clientId: '1', name: 'IMG_2.jpg', size: 1000, type: 'image/jpeg' }] },
    }),
  },
  {
    // A staged key of this gallery that holds no upload: past the access check, nothing to register.
    route: 'POST /api/upload/complete',
    need: 'assistant',
    allowed: '400 upload_missing',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload/complete',
      json: { galleryId: i.gallery, key: staged(i.account, i.gallery), filename: 'IMG_2.jpg' },
    }),
  },
  {
    // Past the access check, refused for its declared size: nothing is started.
    route: 'POST /api/upload/multipart',
    need: 'assistant',
    allowed: '400 file_too_large',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload/multipart',
      json: { galleryId: i.gallery, filename: 'LARGE.jpg', size: MAX_PHOTO_BYTES + 1, type: 'image/jpeg' },
    }),
  },
  {
    // Signing writes nothing: the signed request is the caller's to send.
    route: 'POST /api/upload/multipart/sign',
    need: 'assistant',
    allowed: '200',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload/multipart/sign',
      json: { galleryId: i.gallery, key: staged(i.account, i.gallery), uploadId: 'a'.repeat(32), request: 'parts' },
    }),
  },
  {
    // A staged key of this gallery that holds no upload: past the access check, nothing to register.
    route: 'POST /api/upload/multipart/complete',
    need: 'assistant',
    allowed: '400 upload_missing',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload/multipart/complete',
      json: {
        galleryId: i.gallery,
        key: staged(i.account, i.gallery),
        uploadId: 'a'.repeat(32),
        filename: 'IMG_2.jpg',
      },
    }),
  },
  {
    route: 'POST /api/upload/alike',
    need: 'assistant',
    allowed: '200',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload/alike',
      json: { galleryId: i.gallery, files: [{ filename: 'IMG_1.jpg', size: 1 }] },
    }),
  },
  {
    route: 'POST /api/upload/known',
    need: 'assistant',
    allowed: '200',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload/known',
      json: { galleryId: i.gallery, sha256s: ['0'.repeat(64)] },
    }),
  },
  {
    route: 'POST /api/upload/logo',
    need: 'manager',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload/logo',
      account: i.account,
      form: form('logo', logoBytes, 'logo.jpg'),
    }),
  },
  {
    route: 'POST /api/upload/site-image',
    need: 'manager',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload/site-image',
      account: i.account,
      form: form('image', logoBytes, 'cover.jpg'),
    }),
  },
  {
    route: 'POST /api/site-images',
    need: 'manager',
    request: (i) => ({
      method: 'POST',
      path: '/api/site-images',
      account: i.account,
      json: { photoId: seed.photo.id },
    }),
  },
  {
    route: 'POST /api/upload/font',
    need: 'manager',
    request: (i) => ({
      method: 'POST',
      path: '/api/upload/font',
      account: i.account,
      form: form('font', fontBytes, 'a.woff2'),
    }),
  },
  {
    route: 'DELETE /api/fonts/{id}',
    need: 'manager',
    request: (i) => ({ method: 'DELETE', path: `/api/fonts/${i.font}` }),
  },
  {
    route: 'POST /api/galleries/{id}/image-access',
    need: 'assistant',
    allowed: '200',
    request: (i) => ({ method: 'POST', path: `/api/galleries/${i.gallery}/image-access` }),
  },
  {
    // Into the gallery the photo is in: refused after the access check, so nothing moves.
    route: 'POST /api/galleries/{id}/photos/move',
    need: 'assistant',
    allowed: '400 invalid_input',
    request: (i) => ({
      method: 'POST',
      path: `/api/galleries/${i.gallery}/photos/move`,
      json: { photoIds: [seed.photo.id], toGalleryId: i.gallery },
    }),
  },
  {
    // The id names no client of the gallery: refused after the access check, so nothing reopens.
    route: 'POST /api/accounts/{id}/galleries/{galleryId}/invites/{inviteId}/reopen-selection',
    need: 'assistant',
    allowed: '404 not_found',
    request: (i) => ({ method: 'POST', path: account(i, `/galleries/${i.gallery}/invites/missing/reopen-selection`) }),
  },
  {
    route: 'DELETE /api/gallery/{id}',
    need: 'manager',
    request: (i) => ({ method: 'DELETE', path: `/api/gallery/${i.gallery}` }),
  },
  {
    // The gallery is a draft: a member who may invite hears it cannot be shared yet.
    route: 'POST /api/auth/invite',
    need: 'assistant',
    allowed: '409 gallery_not_published',
    request: (i) => ({
      method: 'POST',
      path: '/api/auth/invite',
      json: { email: 'second-guest@example.com', data: { galleryId: i.gallery, accountSlug: seed.slug } },
    }),
  },
  {
    // With the image token each caller holds: a member's, or the one a removed member took.
    route: 'GET /api/images/{galleryId}/{filename}',
    need: 'assistant',
    allowed: '200, changed public.usage_days changed',
    anon: '404 not_found',
    request: (i, s) => ({ method: 'GET', path: imageUrl(i.gallery, i.filename, 'thumbnail', imageTokens[s.name]) }),
  },
];

/** Routes outside the matrix, and why: none of them takes a studio's id from its caller. */
const outsideTheMatrix: Record<string, string> = {
  'GET /api/accounts': "the caller's own studios (checked below)",
  'POST /api/accounts': 'creates a new studio of the caller',
  'POST /api/me/delete': "the caller's own user",
  'POST /api/me/two-step/recovery-codes': "the caller's own two-step sign-in",
  'POST /api/me/two-step/recover': "the caller's own two-step sign-in",
  'POST /api/me/two-step/off': "the caller's own two-step sign-in",
  'GET /api/logos/{id}/{file}': "a studio's logo, public by design",
  'GET /api/fonts/{id}': "a studio's font, public by design",
  'GET /api/site-images/{id}/{file}': "a studio's site image, public by design",
  'POST /api/auth/verify-invite': "a client's invite token is the key",
  'GET /api/invoice-links/{token}/pdf': "the invoice's link is the key (invoice-messages.test.ts)",
  'GET /api/contract-links/{token}/pdf': "the contract's link is the key (contract-signing.test.ts)",
  'GET /api/p/{id}/contracts/{token}': 'public, by a contract link (tests/integration/contract-signing.test.ts)',
  'POST /api/p/{id}/contracts/{token}/sign': 'public, by a contract link (tests/integration/contract-signing.test.ts)',
  'GET /api/p/{id}/proposals/{token}': 'public, by a proposal link (tests/integration/proposals.test.ts)',
  'POST /api/p/{id}/proposals/{token}/accept': 'public, by a proposal link (tests/integration/proposals.test.ts)',
  'POST /api/p/{id}/proposals/{token}/sign': 'public, by a proposal link (tests/integration/proposals.test.ts)',
  'POST /api/p/{id}/proposals/{token}/pay': 'public, by a proposal link (tests/integration/proposals.test.ts)',
  'GET /api/p/{id}/gallery/{galleryId}': 'public site, by slug',
  'GET /api/p/{id}/gallery/{galleryId}/selection': 'public site, by slug',
  'PUT /api/p/{id}/gallery/{galleryId}/selection/{photoId}': 'public site, by slug',
  'POST /api/p/{id}/gallery/{galleryId}/selection/send': 'public site, by slug',
  'POST /api/p/{id}/gallery/{galleryId}/visitors': 'public site, by slug',
  'GET /api/p/{id}/gallery/{galleryId}/shop': "public site, by slug: a client's own (gallery-checkout.test.ts)",
  'POST /api/p/{id}/gallery/{galleryId}/shop/quote': "public site, by slug: a client's own (gallery-checkout.test.ts)",
  'POST /api/p/{id}/gallery/{galleryId}/shop/checkout':
    "public site, by slug: a client's own (gallery-checkout.test.ts)",
  'GET /api/p/{id}/gallery/{galleryId}/shop/orders': "public site, by slug: a client's own (gallery-checkout.test.ts)",
  'POST /api/p/{id}/gallery/{galleryId}/downloads': 'public site, by slug',
  'POST /api/p/{id}/gallery/{galleryId}/downloads/photo': 'public site, by slug',
  'GET /api/downloads/photo': "a client's download token is the key",
  'GET /api/downloads/{id}': "a client's download token is the key",
  'GET /api/downloads/{id}/parts/{part}': "a client's download token is the key",
  'POST /api/p/{id}/galleries/verify': 'public site, by slug',
  'GET /api/p/{id}/site': 'public site, by slug',
  'GET /api/p/{id}/quotes/{token}': 'public, by a quote link (tests/integration/quotes.test.ts)',
  'POST /api/p/{id}/quotes/{token}/accept': 'public, by a quote link (tests/integration/quotes.test.ts)',
  'POST /api/p/{id}/quotes/{token}/decline': 'public, by a quote link (tests/integration/quotes.test.ts)',
  'GET /api/p/{id}/invoices/{token}': 'public, by an invoice link (tests/integration/quotes.test.ts)',
  'POST /api/p/{id}/client/code': "public: a client's portal, by a mailed code (client-portal.test.ts)",
  'POST /api/p/{id}/client/session': "public: a client's portal, by a mailed code (client-portal.test.ts)",
  'DELETE /api/p/{id}/client/session': "a client's portal cookie is the key (client-portal.test.ts)",
  'GET /api/p/{id}/client': "a client's portal cookie is the key (client-portal.test.ts)",
  'GET /api/p/{id}/questionnaires/{token}': 'public, by a questionnaire link (questionnaires.test.ts)',
  'PUT /api/p/{id}/questionnaires/{token}': 'public, by a questionnaire link (questionnaires.test.ts)',
  'POST /api/p/{id}/questionnaires/{token}/submit': 'public, by a questionnaire link (questionnaires.test.ts)',
  'POST /api/p/{id}/reviews/{token}': 'public, by a review link (reviews.test.ts)',
  'GET /api/p/{id}/page': 'public site, by slug',
  'GET /api/p/{id}/galleries': 'public site, by slug',
  'GET /api/p/{id}/booking': 'public site, by slug',
  'POST /api/p/{id}/bookings': 'public site, by slug',
  'POST /api/p/{id}/enquiries': 'public site, by slug',
  'GET /api/p/{id}/bookings/{token}': "a client's booking token is the key",
  'POST /api/p/{id}/bookings/{token}/cancel': "a client's booking token is the key",
  'POST /api/p/{id}/bookings/{token}/move': "a client's booking token is the key",
  'POST /api/team-invitations/preview': 'the invitation token is the key',
  'POST /api/team-invitations/accept': 'the invitation token is the key',
  'POST /api/billing/webhook': "billing's events: their signature is the key",
  'POST /api/card-payments/webhook': "the studios' Connect events: their signature is the key",
  'POST /api/public/invoices/{token}/pay': "a client's invoice link is the key",
  'GET /api/calendar/{token}/sessions.ics': 'the feed token is the key (a removed member’s copy: checked below)',
  'GET /api/publish/galleries': "an access token's own studio, never a sign-in (access-tokens.test.ts)",
  'POST /api/publish/galleries': "an access token's own studio, never a sign-in (access-tokens.test.ts)",
  'POST /api/zero/query': 'the Zero section',
  'POST /api/zero/mutate': 'the Zero section',
  'POST /api/zero/read': 'the Zero section',
};

const logoBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const fontBytes = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0]);

function expectedAnswer(c: RouteCase, name: SubjectName): string | undefined {
  if (name === 'anon') return c.anon ?? '401 unauthenticated';
  if (name === 'stranger' || name === 'removed') return '404 not_found';
  // Managers are asked only where an owner's right is at stake; where they may act, the
  // request would change the studio and is covered by the route's own tests.
  if (name === 'manager') return c.need === 'owner' ? '403 forbidden' : undefined;
  return roleAtLeast(subjects[name].role, c.need) ? c.allowed : '403 forbidden';
}

describe('/api routes', () => {
  const real = (): Ids => ({
    account: seed.accountId,
    gallery: seed.gallery,
    payment: seed.payment,
    font: seed.font,
    invitation: seed.invitation,
    export: seed.export,
    filename: seed.photo.filename,
    invoice: seed.invoice,
    order: seed.order,
  });
  const missing = (): Ids => ({
    account: newId(),
    gallery: newId(),
    payment: newId(),
    font: newId(),
    invitation: newId(),
    export: newId(),
    filename: seed.photo.filename,
    invoice: newId(),
    order: newId(),
  });

  it.each(routeCases.map((c) => [c.route, c] as const))(
    '%s: 401 without a sign-in, 404 to outsiders exactly as for a missing id, 403 below the role',
    async (_route, c) => {
      const actual: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const name of ['anon', 'stranger', 'removed', 'assistant', 'manager'] as const) {
        const want = expectedAnswer(c, name);
        if (want === undefined) continue;
        const subject = subjects[name];
        expected[name] = want;
        actual[name] = await watching(async () => {
          const got = await answer(await send(c.request(real(), subject), subject.user));
          if (name !== 'stranger' && name !== 'removed') return got.label;
          // The same request naming ids that exist nowhere: the answer must not tell them apart.
          const control = await answer(await send(c.request(missing(), subject), subject.user));
          return got.body === control.body ? got.label : `${got.label}, unlike a missing id (${control.body})`;
        });
      }
      expect(actual).toEqual(expected);
    },
  );

  it('lists the studio among the accounts of its members only', async () => {
    const listed: Record<string, string> = {};
    for (const name of ['stranger', 'removed', 'assistant', 'manager'] as const) {
      const res = await send({ method: 'GET', path: '/api/accounts' }, subjects[name].user);
      const { accounts } = (await res.json()) as { accounts: { id: string; role: string }[] };
      listed[name] = accounts.find((a) => a.id === seed.accountId)?.role ?? 'not listed';
    }
    expect(listed).toEqual({
      stranger: 'not listed',
      removed: 'not listed',
      assistant: 'assistant',
      manager: 'manager',
    });
  });

  // The calendar address a member copied goes with their membership: it would otherwise keep
  // serving every session (customer names, places, notes) to someone no longer on the team.
  it('gives a removed member nothing from the calendar address they copied while a member', async () => {
    const res = await fetch(kept.feedUrl);
    expect(res.status).toBe(404);
  });
});
