// What a client is mailed about an invoice (functions/lib/invoicing/invoice-messages.ts), on the
// queue (functions/lib/queue.ts): reminders wait in pg-boss's table until due and are sent once,
// however often a job is delivered; none for a paid instalment; a receipt once per payment; the
// invoice itself in the client's language with its PDF; the PDF for the studio and by the link.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { createDocumentLink, revokeDocumentLinks } from '../../functions/lib/client-links';
import {
  scheduleInvoiceMessages,
  sendInvoiceMail,
  sendQuoteMail,
} from '../../functions/lib/invoicing/invoice-messages';
import { enqueue, stopQueue } from '../../functions/lib/queue';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { pdfText } from '../support/pdf-text';
import { api, newUser, type TestUser } from '../support/users';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const DAY = 86_400_000;
let owner: TestUser;
let stranger: TestUser;
let slug: string;
let customerId: string;

beforeAll(async () => {
  // The handlers' environment, as the platform gives it, for what this file calls directly.
  Object.assign(process.env, { MAIL_TRANSPORT: 'local', SITE_URL: platformOrigin(), DATABASE_URL: databaseUrl() });
  [owner, stranger] = await Promise.all([newUser('invoices'), newUser('stranger')]);
  slug = await giveSlug(sql, owner);
  customerId = newId();
  await sql`update accounts set name = 'Estudi Llum', settings = settings || ${sql.json({ timeZone: 'Europe/Madrid' })}
            where id = ${owner.accountId}`;
  await sql`insert into account_settings (account_id, key, value, author_id)
            values (${owner.accountId}, 'invoicing', ${sql.json({ paymentInstructions: 'IBAN ES91 2100 0418 4502 0005 1332' })}, ${owner.userId})`;
  await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${owner.accountId}, ${owner.userId}, 'Núria')`;
});
afterAll(async () => {
  await stopQueue();
  await sql.end();
});

const address = (label: string) => `${label}-${newId().slice(0, 8).toLowerCase()}@example.com`;

/** An issued invoice in Spanish of 121,00 € to a new address, paid in instalments due `dueDays` from now. */
async function issuedInvoice(dueDays: number[]): Promise<{ id: string; email: string; instalments: string[] }> {
  const id = newId();
  const email = address('client');
  const instalments = dueDays.map(() => newId());
  const share = 12100 / dueDays.length;
  await sql.begin(async (tx) => {
    await tx`insert into invoices (id, account_id, author_id, customer_id, currency, language, customer_name, customer_email,
               seller, subtotal, tax_total, total)
             values (${id}, ${owner.accountId}, ${owner.userId}, ${customerId}, 'EUR', 'es', 'Núria Puig', ${email},
               ${tx.json({ legalName: 'Estudi Llum SL', taxId: 'B12345678', address: 'Carrer Major 1' })}, 10000, 2100, 12100)`;
    await tx`insert into invoice_lines (id, account_id, invoice_id, description, unit_price, tax_rate_bp, net, tax)
             values (${newId()}, ${owner.accountId}, ${id}, 'Sesión de boda', 10000, 2100, 10000, 2100)`;
    for (const [index, days] of dueDays.entries()) {
      await tx`insert into invoice_instalments (id, account_id, invoice_id, position, amount, due_at)
               values (${instalments[index]!}, ${owner.accountId}, ${id}, ${index}, ${share}, ${Date.now() + days * DAY})`;
    }
    await tx`update invoices set status = 'issued' where id = ${id}`;
  });
  return { id, email, instalments };
}

type QueuedJob = { id: string; key: string; state: string; startAfter: Date };

const jobsOf = (instalmentId: string) =>
  sql<QueuedJob[]>`
    select id, singleton_key as key, state::text, start_after as "startAfter" from pgboss.job
    where name = 'invoice-reminder' and data ->> 'instalmentId' = ${instalmentId} order by start_after`;

/** Makes the job due now, as if its time had come (never waiting in real time). */
const makeDue = (jobId: string) => sql`update pgboss.job set start_after = now() where id = ${jobId}`;

describe('reminders of an invoice’s instalments', () => {
  it('wait in the queue months ahead, then go out once when due, even if the job is delivered twice', async () => {
    const invoice = await issuedInvoice([60]);
    const instalmentId = invoice.instalments[0]!;
    expect(await scheduleInvoiceMessages(sql, invoice.id)).toBe(4);
    // Scheduling again (a retried issue) adds nothing.
    expect(await scheduleInvoiceMessages(sql, invoice.id)).toBe(0);
    const jobs = await jobsOf(instalmentId);
    expect(jobs.map((job) => job.key)).toEqual([
      `${instalmentId}:before_due:3`,
      `${instalmentId}:after_due:1`,
      `${instalmentId}:after_due:7`,
      `${instalmentId}:after_due:14`,
    ]);
    expect(jobs.every((job) => job.state === 'created')).toBe(true);
    // 57 days ahead, at 9:00 in Madrid.
    expect(jobs[0]!.startAfter.getTime()).toBeGreaterThan(Date.now() + 56 * DAY);
    expect(jobs[0]!.startAfter.toLocaleTimeString('en-GB', { timeZone: 'Europe/Madrid' })).toBe('09:00:00');

    await runJobs();
    expect(await mailsTo(invoice.email)).toHaveLength(0);

    await makeDue(jobs[0]!.id);
    await runJobs();
    const [mail, ...more] = await mailsTo(invoice.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toMatch(/^Recordatorio: 121,00\s€ vence el/);
    expect(mail?.text).toContain(`${platformOrigin()}/p/${slug}/invoice/`);

    // Delivered again (a worker that died before reporting it done): nothing more is sent.
    await sql`update pgboss.job set state = 'created', start_after = now(), completed_on = null where id = ${jobs[0]!.id}`;
    await runJobs();
    expect(await mailsTo(invoice.email)).toHaveLength(1);
    const messages =
      await sql`select kind, offset_days as days, to_address as to from invoice_messages where invoice_id = ${invoice.id}`;
    expect(messages).toEqual([{ kind: 'reminder_before', days: 3, to: invoice.email }]);
    // The others still wait.
    expect((await jobsOf(instalmentId)).filter((job) => job.state === 'created')).toHaveLength(3);
  });

  it('sends nothing for a paid instalment or a cancelled invoice', async () => {
    const paid = await issuedInvoice([10]);
    const cancelled = await issuedInvoice([10]);
    for (const invoice of [paid, cancelled]) await scheduleInvoiceMessages(sql, invoice.id);
    await sql`update invoice_instalments set amount_paid = amount where id = ${paid.instalments[0]!}`;
    await sql`update invoices set status = 'cancelled', cancelled_at = ${Date.now()}, cancel_reason = 'Duplicada'
              where id = ${cancelled.id}`;
    for (const invoice of [paid, cancelled]) {
      for (const job of await jobsOf(invoice.instalments[0]!)) await makeDue(job.id);
    }
    await runJobs();
    for (const invoice of [paid, cancelled]) {
      expect(await mailsTo(invoice.email)).toHaveLength(0);
      expect(await sql`select 1 from invoice_messages where invoice_id = ${invoice.id}`).toHaveLength(0);
      // Done with, not retried.
      expect((await jobsOf(invoice.instalments[0]!)).map((job) => job.state)).toEqual([
        'completed',
        'completed',
        'completed',
        'completed',
      ]);
    }
  });
});

describe('a receipt', () => {
  it('thanks the client once per payment, however often its job comes', async () => {
    const invoice = await issuedInvoice([5, 35]);
    await sql`update invoice_instalments set amount_paid = amount where id = ${invoice.instalments[0]!}`;
    await sql`update invoices set amount_paid = 6050, payment_status = 'partial' where id = ${invoice.id}`;
    const receipt = { invoiceId: invoice.id, paymentId: `pay_${newId()}`, amount: 6050 };
    expect(await enqueue('invoice-receipt', receipt, { singletonKey: receipt.paymentId })).not.toBeNull();
    await runJobs();
    await enqueue('invoice-receipt', receipt, { singletonKey: receipt.paymentId });
    await runJobs();
    const mails = await mailsTo(invoice.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Gracias: hemos recibido 60,50\s€ de la factura \d{4}-0\d{3}$/);
    expect(mails[0]?.text).toMatch(/Queda por pagar: 60,50\s€/);

    await sql`update invoices set amount_paid = 12100, payment_status = 'paid' where id = ${invoice.id}`;
    await enqueue('invoice-receipt', { ...receipt, paymentId: `pay_${newId()}` });
    await runJobs();
    const [last] = await mailsTo(invoice.email);
    expect(await mailsTo(invoice.email)).toHaveLength(2);
    expect(last?.text).toContain('La factura ya está pagada por completo.');
  });
});

describe('the invoice mail and its PDF', () => {
  it('mails the invoice in the client’s language with its PDF attached', async () => {
    const invoice = await issuedInvoice([15]);
    const [{ number } = { number: '' }] = await sql<{ number: string }[]>`
      select number_text as number from invoices where id = ${invoice.id}`;
    await sql.begin((tx) => sendInvoiceMail(tx, invoice.id));
    const [mail] = await mailsTo(invoice.email);
    expect(mail?.subject).toMatch(new RegExp(`^Factura ${number} de Estudi Llum: 121,00\\s€$`));
    expect(mail?.text).toContain('Tienes el PDF adjunto.');
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`factura-${number}.pdf`, 'application/pdf'],
    ]);
    const res = await fetch(`${platformOrigin()}/mailbox/${mail!.id}/attachments/0`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const words of [number, 'Estudi Llum SL', 'NIF: B12345678', 'Núria Puig', 'IVA 21', '121,00', 'IBAN ES91']) {
      expect(text, words).toContain(words);
    }
    expect(await sql`select kind from invoice_messages where invoice_id = ${invoice.id}`).toEqual([
      { kind: 'invoice' },
    ]);
  });

  it('mails a quote in the client’s language with its link, until when it may be accepted', async () => {
    const email = address('quote');
    const quoteCustomer = newId();
    const quoteId = newId();
    await sql`insert into customers (id, account_id, author_id, name, email)
              values (${quoteCustomer}, ${owner.accountId}, ${owner.userId}, 'Pau', ${email})`;
    await sql`insert into quotes (id, account_id, author_id, customer_id, currency, language, title, total, expires_at)
              values (${quoteId}, ${owner.accountId}, ${owner.userId}, ${quoteCustomer}, 'EUR', 'ca', 'Casament', 90000,
                      ${Date.UTC(2027, 5, 30, 21)})`;
    expect(await sql.begin((tx) => sendQuoteMail(tx, quoteId))).toBe(true);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Pressupost de Estudi Llum: Casament');
    expect(mail?.text).toMatch(/900,00\s€/);
    expect(mail?.text).toContain('fins al 30 de juny del 2027');
    expect(mail?.text).toContain(`${platformOrigin()}/p/${slug}/quote/`);
  });

  it('serves the PDF to the studio’s managers and to the client’s link, and to no one else', async () => {
    const invoice = await issuedInvoice([15]);
    const studio = await api('GET', `/api/invoices/${invoice.id}/pdf`, { token: owner.accessToken });
    expect(studio.status).toBe(200);
    expect(studio.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(Buffer.from(await studio.arrayBuffer()))).toContain('Núria Puig');

    const token = await createDocumentLink(sql, owner.accountId, { kind: 'invoice', id: invoice.id });
    const client = await fetch(`${platformOrigin()}/api/invoice-links/${token}/pdf`);
    expect(client.status).toBe(200);
    expect((await client.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const refused = [
      await api('GET', `/api/invoices/${invoice.id}/pdf`, { token: stranger.accessToken }),
      await api('GET', `/api/invoices/${invoice.id}/pdf`),
      await fetch(`${platformOrigin()}/api/invoice-links/${'x'.repeat(43)}/pdf`),
    ];
    await revokeDocumentLinks(sql, owner.accountId, { kind: 'invoice', id: invoice.id });
    refused.push(await fetch(`${platformOrigin()}/api/invoice-links/${token}/pdf`));
    expect(refused.map((res) => res.status)).toEqual([404, 401, 404, 404]);
    for (const res of refused) expect(res.headers.get('content-type')).toContain('application/json');
  });
});
