// Spain's Veri*Factu (Real Decreto 1007/2023 and Orden HAC/1177/2024): every issued or cancelled
// invoice of a Spanish studio leaves a billing record whose SHA-256 fingerprint ("huella") covers
// its key fields and the previous record's fingerprint, so the studio's records form one chain a
// changed or missing record breaks. The strings hashed follow the AEAT's published "Detalle de
// las especificaciones técnicas para generación de la huella o hash de los registros de
// facturación"; the QR follows its "Características del QR y especificaciones del servicio de
// cotejo". Plain Web Crypto and Intl, so the browser and the handlers agree.
import { wallClock } from './studio-time';

/** TipoFactura: F1 an invoice naming its client, F2 a simplified one, R4/R5 their correctives. */
export type VerifactuInvoiceType = 'F1' | 'F2' | 'R4' | 'R5';

type RecordKey = {
  /** The issuer's NIF (IDEmisorFactura). */
  issuerNif: string;
  /** The invoice's series and number as printed (NumSerieFactura). */
  invoiceNumber: string;
  /** dd-mm-yyyy (FechaExpedicionFactura). */
  issueDate: string;
  /** The previous record's fingerprint; null for the chain's first record (PrimerRegistro). */
  previousFingerprint: string | null;
  /** When the record was made, ISO 8601 with the offset (FechaHoraHusoGenRegistro). */
  generatedAt: string;
};

/** A RegistroAlta's hashed fields: an issued invoice. */
export type AltaFields = RecordKey & {
  kind: 'alta';
  invoiceType: VerifactuInvoiceType;
  /** CuotaTotal and ImporteTotal, as formatted by `formatAmount`. */
  taxTotal: string;
  total: string;
};

/** A RegistroAnulacion's hashed fields: a cancelled invoice. */
export type AnulacionFields = RecordKey & { kind: 'anulacion' };

export type RecordFields = AltaFields | AnulacionFields;

/** A stored record: its fields, its place in the studio's chain and its fingerprint. */
export type ChainedRecord = RecordFields & { sequence: number; fingerprint: string };

/** The legend the regulation puts beside the QR of an invoice whose records go to the AEAT. */
export const VERIFACTU_LEGEND = 'VERI*FACTU';

const QR_HOSTS = {
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
} as const;

/** The published form: name=value pairs in order, values trimmed, joined with '&'. */
function pairs(entries: [string, string | null][]): string {
  return entries.map(([name, value]) => `${name}=${(value ?? '').trim()}`).join('&');
}

/** The exact string a record's fingerprint is the SHA-256 of. */
export function fingerprintInput(record: RecordFields): string {
  if (record.kind === 'alta') {
    return pairs([
      ['IDEmisorFactura', record.issuerNif],
      ['NumSerieFactura', record.invoiceNumber],
      ['FechaExpedicionFactura', record.issueDate],
      ['TipoFactura', record.invoiceType],
      ['CuotaTotal', record.taxTotal],
      ['ImporteTotal', record.total],
      ['Huella', record.previousFingerprint],
      ['FechaHoraHusoGenRegistro', record.generatedAt],
    ]);
  }
  return pairs([
    ['IDEmisorFacturaAnulada', record.issuerNif],
    ['NumSerieFacturaAnulada', record.invoiceNumber],
    ['FechaExpedicionFacturaAnulada', record.issueDate],
    ['Huella', record.previousFingerprint],
    ['FechaHoraHusoGenRegistro', record.generatedAt],
  ]);
}

/** SHA-256 of the fingerprint input, UTF-8, as 64 uppercase hexadecimal digits. */
export async function fingerprint(record: RecordFields): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(fingerprintInput(record)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** Minor units (cents) as the records write amounts: a point and two decimals, "-12.30". */
export function formatAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The day of `ms` in `timeZone`, as dd-mm-yyyy. */
export function formatIssueDate(ms: number, timeZone: string): string {
  const c = wallClock(ms, timeZone);
  return `${two(c.day)}-${two(c.month)}-${c.year}`;
}

/** `ms` in `timeZone` as ISO 8601 to the second with the zone's offset: 2027-01-01T19:20:30+01:00. */
export function formatGeneratedAt(ms: number, timeZone: string): string {
  const c = wallClock(ms, timeZone);
  const offsetMinutes = Math.round(
    (Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - (ms - (ms % 1000))) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}:${two(c.second)}` +
    `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  );
}

/**
 * The address the invoice's QR code holds: the AEAT's page where the client checks that the
 * invoice was recorded. `test` points at the agency's test environment, as the records do.
 */
export function verifactuQrUrl(
  invoice: { issuerNif: string; invoiceNumber: string; issueDate: string; total: string },
  environment: keyof typeof QR_HOSTS,
): string {
  const query = new URLSearchParams({
    nif: invoice.issuerNif,
    numserie: invoice.invoiceNumber,
    fecha: invoice.issueDate,
    importe: invoice.total,
  });
  return `${QR_HOSTS[environment]}?${query.toString()}`;
}

/** One invoice line as the breakdown needs it: its net and tax in minor units, and why it has none. */
export type BreakdownLine = {
  net: number;
  tax: number;
  taxRateBp: number;
  taxExemption: '' | 'reverse_charge' | 'exempt' | 'outside_scope';
};

/** A DetalleDesglose of the agency's schema: IVA (01) under the general regime (01). */
export type BreakdownDetail = {
  Impuesto: '01';
  ClaveRegimen: '01';
  /** S1 taxed, S2 reverse charge, N2 outside the scope of Spanish VAT by the place of supply. */
  CalificacionOperacion?: 'S1' | 'S2' | 'N2';
  /** E1: exempt under article 20 of the VAT law (the studio names the ground on the invoice). */
  OperacionExenta?: 'E1';
  TipoImpositivo?: string;
  BaseImponibleOimporteNoSujeto: string;
  CuotaRepercutida?: string;
};

const rate = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** The invoice's lines summed by how they are taxed, one detail per rate or exemption. */
export function verifactuBreakdown(lines: readonly BreakdownLine[]): BreakdownDetail[] {
  const groups = new Map<string, { line: BreakdownLine; net: number; tax: number }>();
  for (const line of lines) {
    const key = `${line.taxExemption}:${line.taxRateBp}`;
    const group = groups.get(key) ?? { line, net: 0, tax: 0 };
    group.net += line.net;
    group.tax += line.tax;
    groups.set(key, group);
  }
  // Keys in the schema's element order: the XML is written in this order.
  return [...groups.values()].map(({ line, net, tax }): BreakdownDetail => {
    const regime = { Impuesto: '01', ClaveRegimen: '01' } as const;
    const base = formatAmount(net);
    switch (line.taxExemption) {
      case 'exempt':
        return { ...regime, OperacionExenta: 'E1', BaseImponibleOimporteNoSujeto: base };
      case 'outside_scope':
        return { ...regime, CalificacionOperacion: 'N2', BaseImponibleOimporteNoSujeto: base };
      case 'reverse_charge':
        return {
          ...regime,
          CalificacionOperacion: 'S2',
          TipoImpositivo: rate(0),
          BaseImponibleOimporteNoSujeto: base,
          CuotaRepercutida: formatAmount(0),
        };
      case '':
        return {
          ...regime,
          CalificacionOperacion: 'S1',
          TipoImpositivo: rate(line.taxRateBp),
          BaseImponibleOimporteNoSujeto: base,
          CuotaRepercutida: formatAmount(tax),
        };
    }
  });
}

/**
 * TipoFactura: an invoice naming its client by tax id is F1, one without is simplified (F2);
 * a corrective is R4 (any ground other than those of R1 to R3), or R5 for a simplified one.
 */
export function verifactuInvoiceType(kind: 'invoice' | 'corrective', clientTaxId: string): VerifactuInvoiceType {
  const simplified = clientTaxId.trim() === '';
  if (kind === 'corrective') return simplified ? 'R5' : 'R4';
  return simplified ? 'F2' : 'F1';
}

export type ChainBreak = {
  sequence: number;
  /** What is wrong with it: a changed field, a link to the wrong record, or a record missing before it. */
  reason: 'fingerprint' | 'link' | 'sequence';
};

export type ChainCheck = { verified: number; broken: ChainBreak | null };

/**
 * Recomputes every fingerprint and every link of one chain, in sequence order, and answers how
 * many records hold before the first broken one.
 */
export async function verifyChain(records: readonly ChainedRecord[]): Promise<ChainCheck> {
  let previous: ChainedRecord | null = null;
  for (const [index, record] of records.entries()) {
    const broken = (reason: ChainBreak['reason']): ChainCheck => ({
      verified: index,
      broken: { sequence: record.sequence, reason },
    });
    if (record.sequence !== index + 1) return broken('sequence');
    if (record.previousFingerprint !== (previous?.fingerprint ?? null)) return broken('link');
    if ((await fingerprint(record)) !== record.fingerprint) return broken('fingerprint');
    previous = record;
  }
  return { verified: records.length, broken: null };
}
