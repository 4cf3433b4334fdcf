// A Spanish studio's Veri*Factu records (docs/decisions/veri-factu.md): appended in the same
// transaction that issues, corrects or cancels an invoice, so an invoice is issued with its record
// or not at all, and read back in chain order for the agency and for verification.
import type postgres from 'postgres';
import { readInvoicingSettings } from '@core/domain/invoicing-settings';
import { newId } from '@core/domain/ids';
import {
  fingerprint,
  formatAmount,
  formatGeneratedAt,
  formatIssueDate,
  verifactuBreakdown,
  verifactuInvoiceType,
  verifyChain,
  type BreakdownLine,
  type ChainCheck,
  type ChainedRecord,
  type RecordFields,
  type VerifactuInvoiceType,
} from '@core/domain/verifactu';
import { HttpError } from '../http';

type Db = postgres.Sql | postgres.TransactionSql;

/** A stored record: what it hashes, and the rest of what the agency receives. */
export type VerifactuRecord = ChainedRecord & {
  id: string;
  accountId: string;
  invoiceId: string;
  body: Record<string, unknown>;
  submissionStatus: 'pending' | 'accepted' | 'rejected';
  /** The agency's code and words for a rejected record; '' otherwise. */
  submissionCode: string;
  submissionMessage: string;
  submittedAt: number | null;
};

/** A Spanish studio without its NIF cannot issue: the record the law asks for would name no issuer. */
export class TaxIdRequired extends HttpError {
  constructor() {
    super(422, 'tax_id_required', 'Add the studio’s tax id (NIF) to its invoicing details before issuing');
  }
}

// Serialises the appends of one studio (a two-key advisory lock: this class, the studio's hash),
// so concurrent issues chain one after another.
const CHAIN_LOCK_CLASS = 57_001;

/** The software that makes the records, as SistemaInformatico names it. */
function billingSystem(accountId: string) {
  return {
    NombreRazon: process.env.VERIFACTU_PRODUCER_NAME ?? 'Studio',
    NIF: process.env.VERIFACTU_PRODUCER_NIF ?? '00000000T',
    NombreSistemaInformatico: 'Studio',
    IdSistemaInformatico: 'ST',
    Version: '1.0',
    NumeroInstalacion: accountId,
    TipoUsoPosibleSoloVerifactu: 'S',
    TipoUsoPosibleMultiOT: 'S',
    IndicadorMultiplesOT: 'S',
  };
}

/** A client's tax id as the agency identifies a recipient: a Spanish NIF, or another country's. */
function recipientId(taxId: string): Record<string, unknown> {
  const id = taxId.replace(/[\s.-]/g, '').toUpperCase();
  const spanish = /^(ES)?([0-9A-Z]\d{7}[0-9A-Z])$/.exec(id);
  if (spanish) return { NIF: spanish[2] };
  const country = /^[A-Z]{2}/.exec(id)?.[0];
  return { IDOtro: { ...(country ? { CodigoPais: country } : {}), IDType: '02', ID: id } };
}

type InvoiceRow = {
  id: string;
  account_id: string;
  kind: 'invoice' | 'corrective';
  corrects_id: string | null;
  status: string;
  number_text: string | null;
  issued_at: string | null;
  customer_name: string;
  customer_tax_id: string;
  tax_total: string;
  total: string;
  time_zone: string;
  invoicing: unknown;
};

type StoredRow = {
  id: string;
  account_id: string;
  invoice_id: string;
  sequence: number;
  kind: 'alta' | 'anulacion';
  issuer_nif: string;
  invoice_number: string;
  issue_date: string;
  invoice_type: VerifactuInvoiceType | null;
  tax_total: string | null;
  total: string | null;
  generated_at: string;
  previous_fingerprint: string | null;
  fingerprint: string;
  body: Record<string, unknown>;
  submission_status: 'pending' | 'accepted' | 'rejected';
  submission_code: string;
  submission_message: string;
  submitted_at: string | null;
};

const recordColumns = (db: Db) => db`
  id, account_id, invoice_id, sequence, kind, issuer_nif, invoice_number, issue_date, invoice_type, tax_total,
  total, generated_at, previous_fingerprint, fingerprint, body, submission_status, submission_code,
  submission_message, submitted_at`;

function fromRow(row: StoredRow): VerifactuRecord {
  const key = {
    id: row.id,
    accountId: row.account_id,
    invoiceId: row.invoice_id,
    sequence: row.sequence,
    issuerNif: row.issuer_nif,
    invoiceNumber: row.invoice_number,
    issueDate: row.issue_date,
    generatedAt: row.generated_at,
    previousFingerprint: row.previous_fingerprint,
    fingerprint: row.fingerprint,
    body: row.body,
    submissionStatus: row.submission_status,
    submissionCode: row.submission_code,
    submissionMessage: row.submission_message,
    submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
  };
  return row.kind === 'alta'
    ? {
        ...key,
        kind: 'alta',
        // The table's check gives every alta its type.
        invoiceType: row.invoice_type as VerifactuInvoiceType,
        taxTotal: row.tax_total ?? '',
        total: row.total ?? '',
      }
    : { ...key, kind: 'anulacion' };
}

/** The invoice's alta: the record an anulación or a corrective refers to. */
async function altaOf(db: Db, invoiceId: string): Promise<VerifactuRecord | undefined> {
  return (await invoiceRecords(db, invoiceId)).find((record) => record.kind === 'alta');
}

/**
 * Appends the record of an invoice just issued (a corrective too) or just cancelled, inside the
 * transaction that did it. A studio outside Spain gets none; a Spanish one without a NIF is
 * refused with `tax_id_required` (and the transaction, rolled back, issues nothing).
 */
export async function appendVerifactuRecord(
  tx: postgres.TransactionSql,
  invoiceId: string,
  event: 'issue' | 'cancel',
  now = Date.now(),
): Promise<VerifactuRecord | null> {
  const [invoice] = await tx<InvoiceRow[]>`
    select i.id, i.account_id, i.kind, i.corrects_id, i.status, i.number_text, i.issued_at, i.customer_name,
           i.customer_tax_id, i.tax_total, i.total, coalesce(a.settings ->> 'timeZone', 'UTC') as time_zone,
           (select s.value from account_settings s where s.account_id = i.account_id and s.key = 'invoicing') as invoicing
    from invoices i join accounts a on a.id = i.account_id
    where i.id = ${invoiceId}`;
  if (!invoice?.number_text || !invoice.issued_at) throw new Error(`invoice ${invoiceId} is not issued`);
  const settings = readInvoicingSettings(invoice.invoicing);
  if (settings.country !== 'ES') return null;
  const nif = settings.taxId.trim().toUpperCase();
  // A cancellation names the NIF its alta was sent with; only a new alta needs the studio's own.
  if (!nif && event === 'issue') throw new TaxIdRequired();

  const accountId = invoice.account_id;
  await tx`select pg_advisory_xact_lock(${CHAIN_LOCK_CLASS}, hashtext(${accountId}))`;
  const [head] = await tx<{ sequence: number; fingerprint: string }[]>`
    select sequence, fingerprint from private.verifactu_records
    where account_id = ${accountId} order by sequence desc limit 1`;
  const chain = {
    previousFingerprint: head?.fingerprint ?? null,
    generatedAt: formatGeneratedAt(now, invoice.time_zone),
  };

  let fields: RecordFields;
  let body: Record<string, unknown>;
  if (event === 'cancel') {
    // What the agency holds of the invoice is its alta: the cancellation names it as it was sent.
    const alta = await altaOf(tx, invoiceId);
    if (!alta) return null;
    fields = {
      kind: 'anulacion',
      issuerNif: alta.issuerNif,
      invoiceNumber: alta.invoiceNumber,
      issueDate: alta.issueDate,
      ...chain,
    };
    body = { SistemaInformatico: billingSystem(accountId) };
  } else {
    const lines = await tx<(BreakdownLine & { description: string })[]>`
      select net::float8 as net, tax::float8 as tax, tax_rate_bp as "taxRateBp", tax_exemption as "taxExemption",
             description
      from invoice_lines where invoice_id = ${invoiceId} order by position`;
    fields = {
      kind: 'alta',
      issuerNif: nif,
      invoiceNumber: invoice.number_text,
      issueDate: formatIssueDate(Number(invoice.issued_at), invoice.time_zone),
      invoiceType: verifactuInvoiceType(invoice.kind, invoice.customer_tax_id),
      taxTotal: formatAmount(Number(invoice.tax_total)),
      total: formatAmount(Number(invoice.total)),
      ...chain,
    };
    body = {
      NombreRazonEmisor: settings.legalName,
      DescripcionOperacion: lines
        .map((line) => line.description)
        .join('; ')
        .slice(0, 500),
      ...(invoice.customer_tax_id.trim()
        ? { Destinatarios: [{ NombreRazon: invoice.customer_name, ...recipientId(invoice.customer_tax_id) }] }
        : {}),
      ...(invoice.kind === 'corrective' && invoice.corrects_id
        ? await correctedInvoice(tx, invoice.corrects_id, nif, invoice.time_zone)
        : {}),
      Desglose: verifactuBreakdown(lines),
      SistemaInformatico: billingSystem(accountId),
    };
  }

  const record: VerifactuRecord = {
    id: newId(),
    accountId,
    invoiceId,
    sequence: (head?.sequence ?? 0) + 1,
    ...fields,
    fingerprint: await fingerprint(fields),
    body,
    submissionStatus: 'pending',
    submissionCode: '',
    submissionMessage: '',
    submittedAt: null,
  };
  const alta = record.kind === 'alta' ? record : undefined;
  await tx`
    insert into private.verifactu_records (
      id, account_id, sequence, invoice_id, kind, issuer_nif, invoice_number, issue_date, invoice_type, tax_total,
      total, generated_at, previous_fingerprint, fingerprint, body)
    values (
      ${record.id}, ${accountId}, ${record.sequence}, ${invoiceId}, ${record.kind}, ${record.issuerNif},
      ${record.invoiceNumber}, ${record.issueDate}, ${alta?.invoiceType ?? null}, ${alta?.taxTotal ?? null},
      ${alta?.total ?? null}, ${record.generatedAt}, ${record.previousFingerprint}, ${record.fingerprint},
      ${tx.json(body as postgres.JSONValue)})`;
  return record;
}

/**
 * A corrective is "por diferencias" (TipoRectificativa I): it holds what changes, and names the
 * invoice it corrects as the agency knows it (its alta), or as it was numbered when it has none.
 */
async function correctedInvoice(tx: postgres.TransactionSql, correctsId: string, nif: string, timeZone: string) {
  const alta = await altaOf(tx, correctsId);
  const [original] = await tx<{ number_text: string; issued_at: string }[]>`
    select number_text, issued_at from invoices where id = ${correctsId}`;
  const id = alta
    ? { IDEmisorFactura: alta.issuerNif, NumSerieFactura: alta.invoiceNumber, FechaExpedicionFactura: alta.issueDate }
    : {
        IDEmisorFactura: nif,
        NumSerieFactura: original?.number_text ?? '',
        FechaExpedicionFactura: original ? formatIssueDate(Number(original.issued_at), timeZone) : '',
      };
  return { TipoRectificativa: 'I', FacturasRectificadas: [id] };
}

/** A studio's whole chain, in order. */
export async function readChain(db: Db, accountId: string): Promise<VerifactuRecord[]> {
  const rows = await db<StoredRow[]>`
    select ${recordColumns(db)} from private.verifactu_records where account_id = ${accountId} order by sequence`;
  return rows.map(fromRow);
}

/** One invoice's records, in chain order: its alta, then its anulación if it was cancelled. */
export async function invoiceRecords(db: Db, invoiceId: string): Promise<VerifactuRecord[]> {
  const rows = await db<StoredRow[]>`
    select ${recordColumns(db)} from private.verifactu_records where invoice_id = ${invoiceId} order by sequence`;
  return rows.map(fromRow);
}

/** Recomputes every fingerprint and link of a studio's chain. */
export async function verifyStudioChain(db: Db, accountId: string): Promise<ChainCheck> {
  return verifyChain(await readChain(db, accountId));
}
