import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  fingerprintInput,
  formatAmount,
  formatGeneratedAt,
  formatIssueDate,
  verifactuBreakdown,
  verifactuInvoiceType,
  verifactuQrUrl,
  verifyChain,
  type AltaFields,
  type ChainedRecord,
} from './verifactu';

// The worked examples of the AEAT's specification of the fingerprint: a first alta, a second
// alta chained on it, and the cancellation of the second.
const firstAlta: AltaFields = {
  kind: 'alta',
  issuerNif: '89890001K',
  invoiceNumber: '12345678/G33',
  issueDate: '01-01-2024',
  invoiceType: 'F1',
  taxTotal: '12.35',
  total: '123.45',
  previousFingerprint: null,
  generatedAt: '2024-01-01T19:20:30+01:00',
};
const FIRST = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const secondAlta: AltaFields = {
  ...firstAlta,
  invoiceNumber: '12345679/G34',
  previousFingerprint: FIRST,
  generatedAt: '2024-01-01T19:20:35+01:00',
};
const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const anulacion = {
  kind: 'anulacion' as const,
  issuerNif: '89890001K',
  invoiceNumber: '12345679/G34',
  issueDate: '01-01-2024',
  previousFingerprint: SECOND,
  generatedAt: '2024-01-01T19:20:40+01:00',
};
const THIRD = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

describe('fingerprint', () => {
  it('hashes the first record of a chain with an empty previous fingerprint', async () => {
    expect(fingerprintInput(firstAlta)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1' +
        '&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(await fingerprint(firstAlta)).toBe(FIRST);
  });

  it('matches the published chained alta and anulación', async () => {
    expect(await fingerprint(secondAlta)).toBe(SECOND);
    expect(fingerprintInput(anulacion)).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34' +
        `&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${SECOND}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
    expect(await fingerprint(anulacion)).toBe(THIRD);
  });

  it('trims every value, as the specification asks', async () => {
    expect(await fingerprint({ ...firstAlta, invoiceNumber: ' 12345678/G33 ', issuerNif: '89890001K ' })).toBe(FIRST);
  });
});

describe('formats', () => {
  it('writes amounts with a point and two decimals, negatives for a corrective', () => {
    expect([formatAmount(12345), formatAmount(5), formatAmount(0), formatAmount(-1230)]).toEqual([
      '123.45',
      '0.05',
      '0.00',
      '-12.30',
    ]);
  });

  it('writes the day and the moment in the studio’s zone, with its offset', () => {
    // 23:30 UTC on 31 December is already New Year in Madrid (UTC+1 in winter).
    const newYear = Date.UTC(2026, 11, 31, 23, 30, 5);
    expect(formatIssueDate(newYear, 'Europe/Madrid')).toBe('01-01-2027');
    expect(formatGeneratedAt(newYear, 'Europe/Madrid')).toBe('2027-01-01T00:30:05+01:00');
    expect(formatGeneratedAt(Date.UTC(2027, 6, 1, 10, 0, 0), 'Europe/Madrid')).toBe('2027-07-01T12:00:00+02:00');
    expect(formatGeneratedAt(Date.UTC(2027, 6, 1, 10, 0, 0), 'America/New_York')).toBe('2027-07-01T06:00:00-04:00');
  });
});

describe('verifactuQrUrl', () => {
  it('points at the AEAT’s check page with the invoice’s key, the number escaped', () => {
    const invoice = { issuerNif: '89890001K', invoiceNumber: '12345678&G33', issueDate: '01-01-2024', total: '241.40' };
    expect(verifactuQrUrl(invoice, 'test')).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
    expect(verifactuQrUrl(invoice, 'production')).toMatch(
      /^https:\/\/www2\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ValidarQR\?nif=89890001K&/,
    );
  });
});

describe('verifyChain', () => {
  const chain: ChainedRecord[] = [
    { ...firstAlta, sequence: 1, fingerprint: FIRST },
    { ...secondAlta, sequence: 2, fingerprint: SECOND },
    { ...anulacion, sequence: 3, fingerprint: THIRD },
  ];

  it('verifies every record of an unbroken chain, and an empty one', async () => {
    expect(await verifyChain(chain)).toEqual({ verified: 3, broken: null });
    expect(await verifyChain([])).toEqual({ verified: 0, broken: null });
  });

  it('names the first record whose hashed field changed', async () => {
    const changed = chain.map((r) => (r.sequence === 2 ? { ...r, total: '1.00' } : r));
    expect(await verifyChain(changed)).toEqual({ verified: 1, broken: { sequence: 2, reason: 'fingerprint' } });
  });

  it('names a record that links to anything but the one before it', async () => {
    const relinked = chain.map((r) => (r.sequence === 3 ? { ...r, previousFingerprint: FIRST } : r));
    expect(await verifyChain(relinked)).toEqual({ verified: 2, broken: { sequence: 3, reason: 'link' } });
    expect(await verifyChain([{ ...chain[0]!, previousFingerprint: SECOND }])).toEqual({
      verified: 0,
      broken: { sequence: 1, reason: 'link' },
    });
  });

  it('names the record after a missing one', async () => {
    expect(await verifyChain([chain[0]!, chain[2]!])).toEqual({
      verified: 1,
      broken: { sequence: 3, reason: 'sequence' },
    });
  });
});

describe('verifactuBreakdown', () => {
  it('sums lines per rate and exemption, each with the agency’s qualification', () => {
    expect(
      verifactuBreakdown([
        { net: 10000, tax: 2100, taxRateBp: 2100, taxExemption: '' },
        { net: 333, tax: 70, taxRateBp: 2100, taxExemption: '' },
        { net: 5000, tax: 500, taxRateBp: 1000, taxExemption: '' },
        { net: 2000, tax: 0, taxRateBp: 0, taxExemption: 'exempt' },
        { net: 700, tax: 0, taxRateBp: 0, taxExemption: 'reverse_charge' },
        { net: 900, tax: 0, taxRateBp: 0, taxExemption: 'outside_scope' },
      ]),
    ).toEqual([
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S1',
        TipoImpositivo: '21.00',
        BaseImponibleOimporteNoSujeto: '103.33',
        CuotaRepercutida: '21.70',
      },
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S1',
        TipoImpositivo: '10.00',
        BaseImponibleOimporteNoSujeto: '50.00',
        CuotaRepercutida: '5.00',
      },
      { Impuesto: '01', ClaveRegimen: '01', OperacionExenta: 'E1', BaseImponibleOimporteNoSujeto: '20.00' },
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S2',
        TipoImpositivo: '0.00',
        BaseImponibleOimporteNoSujeto: '7.00',
        CuotaRepercutida: '0.00',
      },
      { Impuesto: '01', ClaveRegimen: '01', CalificacionOperacion: 'N2', BaseImponibleOimporteNoSujeto: '9.00' },
    ]);
  });

  it('keeps each detail’s keys in the schema’s element order, as the XML is written', () => {
    const [taxed] = verifactuBreakdown([{ net: 100, tax: 21, taxRateBp: 2100, taxExemption: '' }]);
    expect(Object.keys(taxed!)).toEqual([
      'Impuesto',
      'ClaveRegimen',
      'CalificacionOperacion',
      'TipoImpositivo',
      'BaseImponibleOimporteNoSujeto',
      'CuotaRepercutida',
    ]);
  });
});

describe('verifactuInvoiceType', () => {
  it('is F1 for a named client, F2 simplified without a tax id, R4/R5 for their correctives', () => {
    expect(verifactuInvoiceType('invoice', 'B12345678')).toBe('F1');
    expect(verifactuInvoiceType('invoice', ' ')).toBe('F2');
    expect(verifactuInvoiceType('corrective', 'B12345678')).toBe('R4');
    expect(verifactuInvoiceType('corrective', '')).toBe('R5');
  });
});
