// One row of every table that belongs to a studio and points at another of its rows: what a test
// of the references between them needs on each side.
import { randomBytes, randomInt } from 'node:crypto';
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';

/** The id of each row made, by table. */
export type StudioRows = Record<string, string>;

export async function makeStudioRows(sql: postgres.Sql, accountId: string, userId: string): Promise<StudioRows> {
  const id = (table: string) => `${table.slice(0, 8)}-${newId()}`;
  const rows: StudioRows = {
    customers: id('customers'),
    locations: id('locations'),
    session_types: id('session_types'),
    schedule_plans: id('schedule_plans'),
    galleries: id('galleries'),
    photos: id('photos'),
    gallery_invites: id('gallery_invites'),
    sessions: id('sessions'),
    payments: id('payments'),
    enquiries: id('enquiries'),
    gallery_picks: id('gallery_picks'),
    gallery_downloads: id('gallery_downloads'),
    quotes: id('quotes'),
    quote_lines: id('quote_lines'),
    invoices: id('invoices'),
    corrective_invoices: id('invoices'),
    invoice_lines: id('invoice_lines'),
    invoice_instalments: id('invoice_instalments'),
    verifactu_records: id('verifactu_records'),
    card_payments: id('payments'),
    invoice_messages: id('invoice_messages'),
    questionnaires: id('questionnaires'),
    questionnaire_responses: id('questionnaire_responses'),
    contract_templates: id('contract_templates'),
    contracts: id('contracts'),
    sent_contracts: id('contracts'),
    contract_signatures: id('contract_signatures'),
    proposals: id('proposals'),
    mail_templates: id('mail_templates'),
    workflows: id('workflows'),
    workflow_steps: id('workflow_steps'),
    session_steps: id('session_steps'),
    tasks: id('tasks'),
    reviews: id('reviews'),
    price_lists: id('price_lists'),
    price_list_items: id('price_list_items'),
    shipping_zones: id('shipping_zones'),
    coupons: id('coupons'),
    gallery_orders: id('gallery_orders'),
    gallery_order_items: id('gallery_order_items'),
    gallery_unlocks: id('gallery_unlocks'),
  };
  const day = Date.now() + 86_400_000;
  // Apart from other studios' parts, so a part moved onto their download is refused for its studio, not its number.
  const partNumber = randomInt(1, 1_000_000);
  await sql.begin(async (tx) => {
    await tx`insert into customers (id, account_id, author_id, name) values (${rows.customers!}, ${accountId}, ${userId}, 'Client')`;
    await tx`insert into locations (id, account_id, author_id, name) values (${rows.locations!}, ${accountId}, ${userId}, 'Studio')`;
    await tx`insert into session_types (id, account_id, author_id, name, photographer_id)
      values (${rows.session_types!}, ${accountId}, ${userId}, 'Portrait', ${userId})`;
    await tx`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date)
      values (${rows.schedule_plans!}, ${accountId}, ${userId}, ${rows.session_types!}, 'Spring', ${day}, ${day})`;
    await tx`insert into galleries (id, account_id, author_id, name) values (${rows.galleries!}, ${accountId}, ${userId}, 'Wedding')`;
    await tx`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height)
      values (${rows.photos!}, ${accountId}, ${userId}, ${rows.galleries!}, ${`${newId()}.jpg`}, ${newId()}, 10, 'image/jpeg', 4, 3)`;
    await tx`update galleries set cover_photo_id = ${rows.photos!} where id = ${rows.galleries!}`;
    await tx`insert into gallery_invites (id, account_id, author_id, gallery_id, email, token_hash, expires_at)
      values (${rows.gallery_invites!}, ${accountId}, ${userId}, ${rows.galleries!}, ${`client-${newId()}@example.com`}, ${newId()}, ${day})`;
    await tx`insert into sessions (id, account_id, author_id, customer_id, date, gallery_id, location_id)
      values (${rows.sessions!}, ${accountId}, ${userId}, ${rows.customers!}, ${day}, ${rows.galleries!}, ${rows.locations!})`;
    await tx`insert into payments (id, account_id, author_id, session_id, date, amount)
      values (${rows.payments!}, ${accountId}, ${userId}, ${rows.sessions!}, ${day}, 100)`;
    await tx`insert into enquiries (id, account_id, author_id, customer_id) values (${rows.enquiries!}, ${accountId}, ${userId}, ${rows.customers!})`;
    await tx`insert into gallery_picks (id, account_id, author_id, gallery_id, invite_id, photo_id)
      values (${rows.gallery_picks!}, ${accountId}, ${userId}, ${rows.galleries!}, ${rows.gallery_invites!}, ${rows.photos!})`;
    await tx`insert into gallery_photo_downloads (invite_id, photo_id, account_id, gallery_id)
      values (${rows.gallery_invites!}, ${rows.photos!}, ${accountId}, ${rows.galleries!})`;
    await tx`insert into gallery_downloads (id, account_id, gallery_id, invite_id, list, size)
      values (${rows.gallery_downloads!}, ${accountId}, ${rows.galleries!}, ${rows.gallery_invites!}, 'all', 'web')`;
    // Failed already, so the download job leaves it alone.
    await tx`insert into gallery_download_parts (download_id, part, account_id, photo_ids, status)
      values (${rows.gallery_downloads!}, ${partNumber}, ${accountId}, ${tx.json([rows.photos!])}, 'failed')`;
    await tx`insert into private.calendar_feeds (account_id, user_id, token)
      values (${accountId}, ${userId}, ${randomBytes(32).toString('base64url')}) on conflict do nothing`;
    await tx`insert into private.access_tokens (id, account_id, user_id, name, token_hash, expires_at)
      values (${newId()}, ${accountId}, ${userId}, 'Lightroom', ${randomBytes(32).toString('hex')}, ${day})`;
    // Drafts, so every reference may still be changed.
    await tx`insert into quotes (id, account_id, author_id, customer_id, session_id, currency)
      values (${rows.quotes!}, ${accountId}, ${userId}, ${rows.customers!}, ${rows.sessions!}, 'EUR')`;
    await tx`insert into quote_lines (id, account_id, quote_id, description, unit_price)
      values (${rows.quote_lines!}, ${accountId}, ${rows.quotes!}, 'Portrait session', 10000)`;
    await tx`insert into invoices (id, account_id, author_id, customer_id, session_id, quote_id, currency)
      values (${rows.invoices!}, ${accountId}, ${userId}, ${rows.customers!}, ${rows.sessions!}, ${rows.quotes!}, 'EUR')`;
    await tx`update quotes set invoice_id = ${rows.invoices!} where id = ${rows.quotes!}`;
    await tx`insert into invoices (id, account_id, author_id, customer_id, kind, corrects_id, series, currency)
      values (${rows.corrective_invoices!}, ${accountId}, ${userId}, ${rows.customers!}, 'corrective', ${rows.invoices!}, 'R', 'EUR')`;
    await tx`insert into invoice_lines (id, account_id, invoice_id, description, unit_price)
      values (${rows.invoice_lines!}, ${accountId}, ${rows.invoices!}, 'Portrait session', 10000)`;
    await tx`insert into invoice_instalments (id, account_id, invoice_id, amount, due_at)
      values (${rows.invoice_instalments!}, ${accountId}, ${rows.invoices!}, 10000, ${day})`;
    // A Veri*Factu record never changes: it refers to the draft only to test the reference.
    await tx`insert into private.verifactu_records (id, account_id, sequence, invoice_id, kind, issuer_nif, invoice_number,
                                                   issue_date, invoice_type, tax_total, total, generated_at, fingerprint)
      values (${rows.verifactu_records!}, ${accountId}, 1, ${rows.invoices!}, 'alta', 'B12345678', '2027-0001',
              '01-01-2027', 'F1', '21.00', '121.00', '2027-01-01T10:00:00+01:00', ${randomBytes(32).toString('hex').toUpperCase()})`;
    await tx`insert into payments (id, account_id, author_id, invoice_id, instalment_id, date, amount, method, provider_payment_id)
      values (${rows.card_payments!}, ${accountId}, ${userId}, ${rows.invoices!}, ${rows.invoice_instalments!}, ${day}, 100, 'card',
              ${`pi_${newId()}`})`;
    await tx`insert into payment_accounts (account_id, stripe_account_id) values (${accountId}, ${`acct_${newId()}`})`;
    await tx`insert into private.invoice_saved_cards (account_id, invoice_id, customer, payment_method)
      values (${accountId}, ${rows.invoices!}, 'cus_test', 'pm_test')`;
    await tx`insert into invoice_messages (id, account_id, invoice_id, instalment_id, kind, offset_days, to_address)
      values (${rows.invoice_messages!}, ${accountId}, ${rows.invoices!}, ${rows.invoice_instalments!}, 'reminder_before', 3, 'client@example.com')`;
    await tx`insert into private.booking_links (token_hash, session_id, account_id) values (${newId()}, ${rows.sessions!}, ${accountId})`;
    await tx`insert into private.document_links (token_hash, account_id, quote_id) values (${newId()}, ${accountId}, ${rows.quotes!})`;
    await tx`insert into private.document_links (token_hash, account_id, invoice_id) values (${newId()}, ${accountId}, ${rows.invoices!})`;
    await tx`insert into questionnaires (id, account_id, author_id, title) values (${rows.questionnaires!}, ${accountId}, ${userId}, 'Wedding')`;
    await tx`update session_types set questionnaire_id = ${rows.questionnaires!} where id = ${rows.session_types!}`;
    // Not submitted, so every reference may still be changed.
    await tx`insert into questionnaire_responses (id, account_id, questionnaire_id, customer_id, session_id, language, title, fields)
      values (${rows.questionnaire_responses!}, ${accountId}, ${rows.questionnaires!}, ${rows.customers!}, ${rows.sessions!}, 'en',
              'Wedding', '[]'::jsonb)`;
    await tx`insert into private.document_links (token_hash, account_id, questionnaire_response_id)
      values (${newId()}, ${accountId}, ${rows.questionnaire_responses!})`;
    await tx`insert into contract_templates (id, account_id, name) values (${rows.contract_templates!}, ${accountId}, 'Portrait')`;
    // A draft, so every reference may still be changed; a sent one holds the signature and the link.
    await tx`insert into contracts (id, account_id, customer_id, session_id, template_id, invoice_id)
      values (${rows.contracts!}, ${accountId}, ${rows.customers!}, ${rows.sessions!}, ${rows.contract_templates!}, ${rows.invoices!})`;
    const sha256 = randomBytes(32).toString('hex');
    await tx`insert into contracts (id, account_id, customer_id, previous_id, status, document_sha256, sent_at)
      values (${rows.sent_contracts!}, ${accountId}, ${rows.customers!}, ${rows.contracts!}, 'sent', ${sha256}, ${day})`;
    await tx`insert into contract_signatures (id, account_id, contract_id, party, name, signature_kind, signature, document_sha256)
      values (${rows.contract_signatures!}, ${accountId}, ${rows.sent_contracts!}, 'client', 'Client', 'typed', 'Client', ${sha256})`;
    await tx`insert into private.document_links (token_hash, account_id, contract_id) values (${newId()}, ${accountId}, ${rows.sent_contracts!})`;
    await tx`update session_types set contract_template_id = ${rows.contract_templates!} where id = ${rows.session_types!}`;
    await tx`insert into proposals (id, account_id, customer_id, session_id, quote_id, invoice_id, contract_id,
                                    questionnaire_response_id)
      values (${rows.proposals!}, ${accountId}, ${rows.customers!}, ${rows.sessions!}, ${rows.quotes!}, ${rows.invoices!},
              ${rows.sent_contracts!}, ${rows.questionnaire_responses!})`;
    await tx`insert into private.document_links (token_hash, account_id, proposal_id) values (${newId()}, ${accountId}, ${rows.proposals!})`;
    await tx`insert into mail_templates (id, account_id, author_id, name) values (${rows.mail_templates!}, ${accountId}, ${userId}, 'Directions')`;
    await tx`insert into workflows (id, account_id, author_id, name) values (${rows.workflows!}, ${accountId}, ${userId}, 'Portrait')`;
    await tx`update session_types set workflow_id = ${rows.workflows!} where id = ${rows.session_types!}`;
    await tx`insert into workflow_steps (id, account_id, author_id, workflow_id, mail_template_id, questionnaire_id,
                                         contract_template_id, task_assignee_id)
      values (${rows.workflow_steps!}, ${accountId}, ${userId}, ${rows.workflows!}, ${rows.mail_templates!}, ${rows.questionnaires!},
              ${rows.contract_templates!}, ${userId})`;
    await tx`insert into session_steps (id, account_id, session_id, workflow_step_id, trigger, action, mail_template_id,
                                        questionnaire_id, contract_template_id, task_assignee_id)
      values (${rows.session_steps!}, ${accountId}, ${rows.sessions!}, ${rows.workflow_steps!}, 'session', 'send_template',
              ${rows.mail_templates!}, ${rows.questionnaires!}, ${rows.contract_templates!}, ${userId})`;
    await tx`insert into tasks (id, account_id, author_id, session_id, title, assignee_id, session_step_id)
      values (${rows.tasks!}, ${accountId}, ${userId}, ${rows.sessions!}, 'Charge the batteries', ${userId}, ${rows.session_steps!})`;
    await tx`insert into reviews (id, account_id, customer_id, session_id, session_step_id)
      values (${rows.reviews!}, ${accountId}, ${rows.customers!}, ${rows.sessions!}, ${rows.session_steps!})`;
    await tx`insert into private.document_links (token_hash, account_id, review_id) values (${newId()}, ${accountId}, ${rows.reviews!})`;
    await tx`insert into price_lists (id, account_id, author_id, name) values (${rows.price_lists!}, ${accountId}, ${userId}, 'Prints')`;
    await tx`update galleries set price_list_id = ${rows.price_lists!} where id = ${rows.galleries!}`;
    await tx`update session_types set price_list_id = ${rows.price_lists!} where id = ${rows.session_types!}`;
    await tx`insert into price_list_items (id, account_id, author_id, price_list_id, kind, name, width_mm, height_mm, price)
      values (${rows.price_list_items!}, ${accountId}, ${userId}, ${rows.price_lists!}, 'print', '20 × 30', 200, 300, 2500)`;
    await tx`insert into shipping_zones (id, account_id, author_id, price_list_id, name, price)
      values (${rows.shipping_zones!}, ${accountId}, ${userId}, ${rows.price_lists!}, 'Everywhere', 900)`;
    await tx`insert into coupons (id, account_id, author_id, code, percent_off_bp)
      values (${rows.coupons!}, ${accountId}, ${userId}, ${`C${randomInt(1, 1_000_000_000)}`}, 1000)`;
    // Paid, so it may name its invoice and client.
    await tx`insert into gallery_orders (id, account_id, gallery_id, invite_id, status, currency, buyer_email, shipping_zone_id,
                                         coupon_id, invoice_id, customer_id)
      values (${rows.gallery_orders!}, ${accountId}, ${rows.galleries!}, ${rows.gallery_invites!}, 'paid', 'EUR', 'client@example.com',
              ${rows.shipping_zones!}, ${rows.coupons!}, ${rows.invoices!}, ${rows.customers!})`;
    await tx`insert into gallery_order_items (id, account_id, order_id, kind, price_list_item_id, photo_id, description, unit_price, print)
      values (${rows.gallery_order_items!}, ${accountId}, ${rows.gallery_orders!}, 'print', ${rows.price_list_items!}, ${rows.photos!},
              '20 × 30', 2500, ${tx.json({ widthMm: 200, heightMm: 300, paper: '', frame: '' })})`;
    await tx`insert into gallery_unlocks (id, account_id, gallery_id, invite_id, photo_id, size, order_id)
      values (${rows.gallery_unlocks!}, ${accountId}, ${rows.galleries!}, ${rows.gallery_invites!}, ${rows.photos!}, 'original',
              ${rows.gallery_orders!})`;
    await tx`insert into private.client_portal_codes (id, account_id, customer_id, code_hash, link_hash, expires_at)
      values (${newId()}, ${accountId}, ${rows.customers!}, ${newId()}, ${newId()}, ${day})`;
    await tx`insert into private.client_portal_sessions (token_hash, account_id, customer_id, expires_at)
      values (${newId()}, ${accountId}, ${rows.customers!}, ${day})`;
  });
  return rows;
}
