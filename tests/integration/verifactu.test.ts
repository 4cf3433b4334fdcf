// Veri*Factu records (docs/decisions/veri-factu.md): a Spanish studio's issued, corrected and
// cancelled invoices leave one unbroken chain of fingerprinted records, concurrent issues
// included; a changed record breaks the chain at itself, for the function and the command alike;
// the agency's stand-in accepts the chain and refuses what does not chain; the database refuses
// any edit or delete of a record; a studio outside Spain gets none.
import { execFile } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@core/domain/ids';
import { fingerprint } from '@core/domain/verifactu';
import type { SubmittedRecord } from '../../functions/lib/verifactu/agency';
import { localAgency } from '../../functions/lib/verifactu/agency-local';
import { invoiceVerifactuMark } from '../../functions/lib/verifactu/invoice-mark';
import {
  appendVerifactuRecord,
  readChain,
  verifyStudioChain,
  type VerifactuRecord,
} from '../../functions/lib/verifactu/verifactu-records';
import { databaseUrl } from '../support/env';
import { runJobs } from '../support/jobs';
import { api, newUser, type TestUser } from '../support/users';
import { rolledBack } from './support/rolled-back';

const sql = postgres(databaseUrl(), { max: 20, onnotice: () => {} });
afterAll(() => sql.end());

type Studio = { user: TestUser; customerId: string };

async function studio(label: string, invoicing: Record<string, unknown> | null): Promise<Studio> {
  const user = await newUser(label);
  const customerId = newId();
  await sql`insert into customers (id, account_id, author_id, name) values (${customerId}, ${user.accountId}, ${user.userId}, 'Client')`;
  await sql`update accounts set settings = settings || '{"timeZone": "Europe/Madrid"}'::jsonb where id = ${user.accountId}`;
  if (invoicing) {
    await sql`insert into account_settings (account_id, key, value, author_id)
      values (${user.accountId}, 'invoicing', ${sql.json(invoicing as postgres.JSONValue)}, ${user.userId})`;
  }
  return { user, customerId };
}

type Draft = {
  series?: string;
  net?: number;
  taxRateBp?: number;
  taxExemption?: string;
  clientTaxId?: string;
  correctsId?: string;
};

/** A draft invoice of one line, issued (numbered by the database) with its record, in one transaction. */
async function issue(
  { user, customerId }: Studio,
  draft: Draft = {},
): Promise<{ id: string; record: VerifactuRecord | null }> {
  const id = newId();
  const net = draft.net ?? 10000;
  const rate = draft.taxExemption ? 0 : (draft.taxRateBp ?? 2100);
  const tax = Math.round((net * rate) / 10000);
  const record = await sql.begin(async (tx) => {
    await tx`insert into invoices (id, account_id, author_id, customer_id, kind, corrects_id, series, currency,
                                   customer_name, customer_tax_id, subtotal, tax_total, total)
      values (${id}, ${user.accountId}, ${user.userId}, ${customerId}, ${draft.correctsId ? 'corrective' : 'invoice'},
              ${draft.correctsId ?? null}, ${draft.series ?? (draft.correctsId ? 'R' : '')}, 'EUR', 'Client',
              ${draft.clientTaxId ?? ''}, ${net}, ${tax}, ${net + tax})`;
    await tx`insert into invoice_lines (id, account_id, invoice_id, description, quantity, unit_price, tax_rate_bp,
                                        tax_exemption, net, tax)
      values (${newId()}, ${user.accountId}, ${id}, 'Wedding photography', 1, ${net}, ${rate},
              ${draft.taxExemption ?? ''}, ${net}, ${tax})`;
    await tx`update invoices set status = 'issued' where id = ${id}`;
    return appendVerifactuRecord(tx, id, 'issue');
  });
  return { id, record };
}

async function cancel(invoiceId: string): Promise<VerifactuRecord | null> {
  return sql.begin(async (tx) => {
    await tx`update invoices set status = 'cancelled', cancelled_at = ${Date.now()}, cancel_reason = 'Issued twice'
      where id = ${invoiceId}`;
    return appendVerifactuRecord(tx, invoiceId, 'cancel');
  });
}

const verifyCommand = promisify(execFile);
/** `npm run verifactu:verify -- <studio>`, as an operator runs it: its exit code and what it printed. */
async function runVerifyCommand(studioRef: string): Promise<{ code: number; output: string }> {
  const args = ['--import', 'tsx', 'functions/operators/verifactu-verify.ts', studioRef];
  const options = { cwd: `${import.meta.dirname}/../..`, env: { ...process.env, DATABASE_URL: databaseUrl() } };
  return verifyCommand(process.execPath, args, options).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

/**
 * A NIF no other test file uses: the agency's stand-in keeps one chain per NIF, and the other
 * files' Spanish studios send their records to it in the same run.
 */
const freshNif = () => `B${randomInt(10_000_000, 100_000_000)}`;
const NIF = freshNif();
let spain: Studio;
let slug: string;
let chain: VerifactuRecord[];
let firstInvoice: { id: string; record: VerifactuRecord | null };

beforeAll(async () => {
  spain = await studio('verifactu', {
    legalName: 'Lumen Fotografía SL',
    taxId: NIF,
    country: 'ES',
    address: 'Barcelona',
  });
  slug = `vf-${randomUUID().slice(0, 8)}`;
  await sql`update accounts set slug = ${slug} where id = ${spain.user.accountId}`;
  // 100 records: altas of every kind of taxation, a client named by tax id (F1) and not (F2),
  // a corrective (R4) and a cancellation.
  firstInvoice = await issue(spain, { clientTaxId: '12345678Z' });
  const second = await issue(spain, { net: 50000, clientTaxId: 'FR40303265045' });
  await issue(spain, { correctsId: second.id, net: -5000, clientTaxId: 'FR40303265045' });
  await cancel(firstInvoice.id);
  const exemptions = ['', 'exempt', 'reverse_charge', 'outside_scope'];
  for (let i = 4; i < 100; i++) {
    await issue(spain, { net: 1000 + i * 37, taxExemption: exemptions[i % 4], taxRateBp: i % 2 ? 2100 : 1000 });
  }
  chain = await readChain(sql, spain.user.accountId);
}, 60_000);

describe('a Spanish studio’s chain', () => {
  it('has one record per issue, correction and cancellation, each chained on the one before', async () => {
    expect(chain.map((r) => r.sequence)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(chain[0]).toMatchObject({
      kind: 'alta',
      issuerNif: NIF,
      invoiceType: 'F1',
      previousFingerprint: null,
      body: { NombreRazonEmisor: 'Lumen Fotografía SL', Destinatarios: [{ NombreRazon: 'Client', NIF: '12345678Z' }] },
    });
    expect(chain[0]!.invoiceNumber).toMatch(/^\d{4}-0001$/);
    expect(chain[0]!.generatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(chain[1]!.body.Destinatarios).toEqual([
      { NombreRazon: 'Client', IDOtro: { CodigoPais: 'FR', IDType: '02', ID: 'FR40303265045' } },
    ]);
    expect(chain[2]).toMatchObject({
      kind: 'alta',
      invoiceType: 'R4',
      total: '-60.50',
      body: {
        TipoRectificativa: 'I',
        FacturasRectificadas: [
          {
            IDEmisorFactura: NIF,
            NumSerieFactura: chain[1]!.invoiceNumber,
            FechaExpedicionFactura: chain[1]!.issueDate,
          },
        ],
      },
    });
    expect(chain[3]).toMatchObject({
      kind: 'anulacion',
      invoiceNumber: chain[0]!.invoiceNumber,
      issueDate: chain[0]!.issueDate,
      previousFingerprint: chain[2]!.fingerprint,
    });
    expect(chain[4]).toMatchObject({ invoiceType: 'F2', body: { Desglose: [{ CalificacionOperacion: 'S1' }] } });
    expect(chain[5]!.body.Desglose).toEqual([
      { Impuesto: '01', ClaveRegimen: '01', OperacionExenta: 'E1', BaseImponibleOimporteNoSujeto: '11.85' },
    ]);
    for (const [i, record] of chain.entries()) {
      expect(record.previousFingerprint, `record ${record.sequence}`).toBe(chain[i - 1]?.fingerprint ?? null);
    }
  });

  it('verifies, by the function and by the command, with the studio named by slug or id', async () => {
    expect(await verifyStudioChain(sql, spain.user.accountId)).toEqual({ verified: 100, broken: null });
    const bySlug = await runVerifyCommand(slug);
    expect(bySlug).toEqual({ code: 0, output: expect.stringContaining('100 Veri*Factu records verified') as string });
  });

  it('breaks at the record whose stored field changed, and only there', async () => {
    // The agency first gets the whole chain as it is: the platform's jobs timer may submit at any
    // moment, and must not catch a record while this test has changed it.
    await runJobs();
    const check = await rolledBack(sql, async (tx) => {
      // As the table's owner, past the trigger: what someone with the database in hand could do.
      await tx`set local session_replication_role = replica`;
      await tx`update private.verifactu_records set total = '1.00' where account_id = ${spain.user.accountId} and sequence = 37`;
      return verifyStudioChain(tx, spain.user.accountId);
    });
    expect(check).toEqual({ verified: 36, broken: { sequence: 37, reason: 'fingerprint' } });

    // The command reads the database from outside: the change is kept until it has spoken.
    const kept = chain[63]!;
    const setIssueDate = (date: string) =>
      sql.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await tx`update private.verifactu_records set issue_date = ${date} where id = ${kept.id}`;
      });
    await setIssueDate('01-01-2020');
    try {
      expect(await runVerifyCommand(spain.user.accountId)).toEqual({
        code: 1,
        output: expect.stringContaining('broken at record 64') as string,
      });
    } finally {
      await setIssueDate(kept.issueDate);
    }
    expect(await verifyStudioChain(sql, spain.user.accountId)).toEqual({ verified: 100, broken: null });
  });

  it('gives the invoice’s QR address at the agency’s test host and the legend', async () => {
    const alta = chain[0]!;
    expect(await invoiceVerifactuMark(sql, firstInvoice.id)).toEqual({
      qrUrl:
        `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${NIF}&numserie=${alta.invoiceNumber}` +
        `&fecha=${alta.issueDate}&importe=121.00`,
      legend: 'VERI*FACTU',
    });
  });
});

describe('the agency', () => {
  const asSubmitted = (records: VerifactuRecord[]): SubmittedRecord[] =>
    records.map((record) => ({ ...record, previous: chain[record.sequence - 2] ?? null }));

  it('accepts the whole chain from its start, then refuses a record that does not chain onto it', async () => {
    const agency = localAgency(() => Promise.resolve(null));
    const answers = await agency.submit({ nif: NIF, name: 'Lumen' }, asSubmitted(chain));
    expect(answers).toEqual(chain.map(() => ({ status: 'accepted' })));

    // A record made on the 98th, as if the last two had never been sent: it no longer chains.
    const stray = { ...chain[98]!, sequence: 101, invoiceNumber: 'X-1' };
    stray.fingerprint = await fingerprint(stray);
    // A record that chains on the head but whose fields no longer give its fingerprint.
    const head = chain[99]!;
    const forged = { ...head, sequence: 101, previousFingerprint: head.fingerprint, previous: head, total: '9.99' };
    expect(await agency.submit({ nif: NIF, name: 'Lumen' }, [{ ...stray, previous: chain[97]! }, forged])).toEqual([
      { status: 'rejected', code: 'chain_mismatch', message: expect.stringContaining(head.invoiceNumber) as string },
      { status: 'rejected', code: 'fingerprint_mismatch', message: expect.any(String) as string },
    ]);
  });

  it('gets each record from the jobs run, keeps its answer, and a rejection with its reason stops the studio', async () => {
    // Two studios under one NIF: the agency holds one chain per NIF, so the second studio's
    // first record does not chain onto what it accepted from the first.
    const nif = freshNif();
    const settings = { legalName: 'Twins SL', taxId: nif, country: 'ES' };
    const [first, second] = await Promise.all([studio('vf-first', settings), studio('vf-second', settings)]);
    await issue(first);
    await runJobs();
    await issue(second);
    await runJobs();
    await issue(second);
    await runJobs();

    const statuses = await sql`
      select account_id = ${first.user.accountId} as first, sequence, submission_status, submission_code,
             submission_message <> '' as explained, submitted_at is not null as submitted
      from private.verifactu_records where issuer_nif = ${nif} order by first desc, sequence`;
    expect(statuses).toEqual([
      {
        first: true,
        sequence: 1,
        submission_status: 'accepted',
        submission_code: '',
        explained: false,
        submitted: true,
      },
      {
        first: false,
        sequence: 1,
        submission_status: 'rejected',
        submission_code: 'chain_mismatch',
        explained: true,
        submitted: true,
      },
      {
        first: false,
        sequence: 2,
        submission_status: 'pending',
        submission_code: '',
        explained: false,
        submitted: false,
      },
    ]);
    const [accepted] = await sql`
      select count(*)::int as n from private.verifactu_records
      where account_id = ${spain.user.accountId} and submission_status = 'accepted'`;
    expect(accepted).toEqual({ n: 100 });
  });
});

describe('GET /api/invoices/{id}/verifactu', () => {
  it('shows a manager the invoice’s records with the agency’s answers; an assistant or a stranger nothing', async () => {
    const path = `/api/invoices/${firstInvoice.id}/verifactu`;
    const res = await api('GET', path, { token: spain.user.accessToken });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      records: { sequence: number; kind: string; submission: { status: string } }[];
    };
    expect(body).toMatchObject({
      records: [
        { sequence: 1, kind: 'alta', invoiceType: 'F1', fingerprint: chain[0]!.fingerprint },
        { sequence: 4, kind: 'anulacion', invoiceType: null, previousFingerprint: chain[2]!.fingerprint },
      ],
      mark: { legend: 'VERI*FACTU', qrUrl: expect.stringContaining(`nif=${NIF}`) as string },
    });
    expect(body.records.map((r) => r.submission.status)).toEqual(['accepted', 'accepted']);

    const [assistant, stranger] = await Promise.all([newUser('vf-assistant'), newUser('vf-stranger')]);
    await sql`insert into account_members (account_id, user_id, role)
      values (${spain.user.accountId}, ${assistant.userId}, 'assistant')`;
    const refused = await Promise.all(
      [assistant, stranger].map(async (user) => {
        const answer = await api('GET', path, { token: user.accessToken });
        return { status: answer.status, code: ((await answer.json()) as { error: { code: string } }).error.code };
      }),
    );
    expect(refused).toEqual([
      { status: 403, code: 'forbidden' },
      { status: 404, code: 'not_found' },
    ]);
  });
});

describe('the records', () => {
  it('refuse every edit and delete at the database, and stay as they were', async () => {
    const accountId = spain.user.accountId;
    const rows = () => sql`select * from private.verifactu_records where account_id = ${accountId} order by sequence`;
    const before = await rows();
    const attempts = {
      field: () =>
        sql`update private.verifactu_records set total = '1.00' where account_id = ${accountId} and sequence = 5`,
      submission: () =>
        sql`update private.verifactu_records set submission_status = 'pending' where account_id = ${accountId}`,
      body: () =>
        sql`update private.verifactu_records set body = '{}' where account_id = ${accountId} and sequence = 2`,
      delete: () => sql`delete from private.verifactu_records where account_id = ${accountId} and sequence = 100`,
      member: () =>
        rolledBack(sql, async (tx) => {
          await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: spain.user.userId, role: 'authenticated' })}, true)`;
          await tx`set local role authenticated`;
          return tx`select * from private.verifactu_records where account_id = ${accountId}`;
        }),
    };
    const refusals: Record<string, unknown> = {};
    for (const [name, attempt] of Object.entries(attempts)) {
      refusals[name] = await attempt().then(
        () => 'allowed',
        (error: postgres.PostgresError) => error.code,
      );
    }
    expect(refusals).toEqual({ field: 'P0001', submission: 'P0001', body: 'P0001', delete: 'P0001', member: '42501' });
    expect(await rows()).toEqual(before);
  });

  it('keep one unbroken chain when 20 invoices of one studio are issued at once', async () => {
    const busy = await studio('vf-busy', { legalName: 'Busy SL', taxId: freshNif(), country: 'ES' });
    // A series each, so the numbering counters do not queue them: only the chain's lock does.
    const series = 'ABCDEFGHIJKLMNOPQRST'.split('');
    await Promise.all(series.map((letter) => issue(busy, { series: letter })));
    const records = await readChain(sql, busy.user.accountId);
    expect(records.map((r) => r.sequence)).toEqual(series.map((_, i) => i + 1));
    expect(new Set(records.map((r) => r.invoiceNumber.charAt(0)))).toEqual(new Set(series));
    expect(await verifyStudioChain(sql, busy.user.accountId)).toEqual({ verified: 20, broken: null });

    // Only the studio's own deletion takes them, with its invoices: once the work the issues queued
    // (the records' submission) is done, or the deletion and that work wait on each other.
    await runJobs();
    const left = await rolledBack(sql, async (tx) => {
      await tx`delete from accounts where id = ${busy.user.accountId}`;
      return tx`select count(*)::int as n from private.verifactu_records where account_id = ${busy.user.accountId}`;
    });
    expect(left).toEqual([{ n: 0 }]);
  });
});

describe('a studio outside Spain, or without its NIF', () => {
  it('issues and numbers its invoices with no record and no QR', async () => {
    const [france, unset] = await Promise.all([
      studio('vf-france', { legalName: 'Atelier', taxId: 'FR40303265045', country: 'FR' }),
      studio('vf-unset', null),
    ]);
    for (const outside of [france, unset]) {
      const invoice = await issue(outside, { clientTaxId: '12345678Z' });
      expect(invoice.record).toBeNull();
      expect(await cancel(invoice.id)).toBeNull();
      const [row] = await sql`select status, number_text from invoices where id = ${invoice.id}`;
      expect(row).toEqual({ status: 'cancelled', number_text: expect.stringMatching(/-0001$/) as string });
      expect(await invoiceVerifactuMark(sql, invoice.id)).toBeNull();
      expect(await readChain(sql, outside.user.accountId)).toEqual([]);
    }
  });

  it('still records the cancellation of an invoice issued under a NIF the studio has since removed', async () => {
    const settings = { legalName: 'Antes SL', taxId: freshNif(), country: 'ES' };
    const studioThen = await studio('vf-nif-removed', settings);
    const invoice = await issue(studioThen);
    await sql`update account_settings set value = ${sql.json({ ...settings, taxId: '' })}
      where account_id = ${studioThen.user.accountId} and key = 'invoicing'`;
    expect(await cancel(invoice.id)).toMatchObject({ kind: 'anulacion', issuerNif: settings.taxId, sequence: 2 });
  });

  it('refuses a Spanish studio without its NIF with tax_id_required, issuing nothing', async () => {
    const noNif = await studio('vf-no-nif', { legalName: 'Sin NIF', taxId: ' ', country: 'ES' });
    const refusal = await issue(noNif).then(
      () => null,
      (error: { status?: number; code?: string }) => ({ status: error.status, code: error.code }),
    );
    expect(refusal).toEqual({ status: 422, code: 'tax_id_required' });
    const invoices = await sql`select status, number from invoices where account_id = ${noNif.user.accountId}`;
    expect(invoices).toEqual([]);
    // The number it took is given back with the rest: the next invoice is still the first.
    expect(await sql`select * from private.invoice_counters where account_id = ${noNif.user.accountId}`).toEqual([]);
    expect(await readChain(sql, noNif.user.accountId)).toEqual([]);
  });
});
