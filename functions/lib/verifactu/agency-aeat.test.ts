import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { SubmittedRecord } from './agency';
import { aeatAnswers, aeatEnvelope } from './agency-aeat';

const submission = {
  submissionStatus: 'pending',
  submissionCode: '',
  submissionMessage: '',
  submittedAt: null,
} as const;
const alta: SubmittedRecord = {
  id: 'r1',
  accountId: 'a1',
  invoiceId: 'i1',
  sequence: 2,
  kind: 'alta',
  issuerNif: '89890001K',
  invoiceNumber: '2027-0002',
  issueDate: '02-01-2027',
  invoiceType: 'F1',
  taxTotal: '21.00',
  total: '121.00',
  generatedAt: '2027-01-02T10:00:00+01:00',
  previousFingerprint: 'A'.repeat(64),
  fingerprint: 'B'.repeat(64),
  previous: {
    issuerNif: '89890001K',
    invoiceNumber: '2027-0001',
    issueDate: '01-01-2027',
    fingerprint: 'A'.repeat(64),
  },
  body: {
    NombreRazonEmisor: 'Lumen SL',
    DescripcionOperacion: 'Wedding',
    Destinatarios: [{ NombreRazon: 'Client', NIF: '12345678Z' }],
    Desglose: [
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S1',
        TipoImpositivo: '21.00',
        BaseImponibleOimporteNoSujeto: '100.00',
        CuotaRepercutida: '21.00',
      },
    ],
    SistemaInformatico: { NombreRazon: 'Studio', NIF: '00000000T' },
  },
  ...submission,
};
const anulacion: SubmittedRecord = {
  id: 'r2',
  accountId: 'a1',
  invoiceId: 'i0',
  sequence: 1,
  kind: 'anulacion',
  issuerNif: '89890001K',
  invoiceNumber: '2026-0009',
  issueDate: '31-12-2026',
  generatedAt: '2027-01-02T10:00:00+01:00',
  previousFingerprint: null,
  fingerprint: 'C'.repeat(64),
  previous: null,
  body: {},
  ...submission,
};

describe('aeatEnvelope', () => {
  it('writes RegFactuSistemaFacturacion with the schemas’ prefixes, elements in their order', () => {
    const xml = aeatEnvelope({ nif: '89890001K', name: 'Lumen SL' }, [alta, anulacion]);
    expect(xml).toContain(
      '<sum:Cabecera><sum1:ObligadoEmision><sum1:NombreRazon>Lumen SL</sum1:NombreRazon><sum1:NIF>89890001K</sum1:NIF>',
    );
    const registro = /<sum1:RegistroAlta>(.*)<\/sum1:RegistroAlta>/.exec(xml)?.[1] ?? '';
    // The children of RegistroAlta, in the order written.
    const parsed = new XMLParser({ preserveOrder: true }).parse(`<r>${registro}</r>`) as { r: object[] }[];
    const order = parsed[0]!.r.map((child) => Object.keys(child)[0]!.replace('sum1:', ''));
    const topLevel = [
      'IDVersion',
      'IDFactura',
      'NombreRazonEmisor',
      'TipoFactura',
      'DescripcionOperacion',
      'Destinatarios',
      'Desglose',
      'CuotaTotal',
      'ImporteTotal',
      'Encadenamiento',
      'SistemaInformatico',
      'FechaHoraHusoGenRegistro',
      'TipoHuella',
      'Huella',
    ];
    expect(order).toEqual(topLevel);
    expect(registro).toContain(
      `<sum1:RegistroAnterior><sum1:IDEmisorFactura>89890001K</sum1:IDEmisorFactura><sum1:NumSerieFactura>2027-0001</sum1:NumSerieFactura>`,
    );
    expect(xml).toContain(
      '<sum1:RegistroAnulacion><sum1:IDVersion>1.0</sum1:IDVersion><sum1:IDFactura><sum1:IDEmisorFacturaAnulada>',
    );
    expect(xml).toContain('<sum1:Encadenamiento><sum1:PrimerRegistro>S</sum1:PrimerRegistro></sum1:Encadenamiento>');
  });
});

describe('aeatAnswers', () => {
  it('matches each answer line to its record, accepting a record registered with errors', () => {
    const response = `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>
      <tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="r" xmlns:tik="i">
        <tikR:EstadoEnvio>ParcialmenteCorrecto</tikR:EstadoEnvio>
        <tikR:RespuestaLinea>
          <tikR:IDFactura><tik:IDEmisorFactura>89890001K</tik:IDEmisorFactura><tik:NumSerieFactura>2026-0009</tik:NumSerieFactura></tikR:IDFactura>
          <tikR:Operacion><tik:TipoOperacion>Anulacion</tik:TipoOperacion></tikR:Operacion>
          <tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro>
          <tikR:CodigoErrorRegistro>3002</tikR:CodigoErrorRegistro>
          <tikR:DescripcionErrorRegistro>No existe el registro</tikR:DescripcionErrorRegistro>
        </tikR:RespuestaLinea>
        <tikR:RespuestaLinea>
          <tikR:IDFactura><tik:IDEmisorFactura>89890001K</tik:IDEmisorFactura><tik:NumSerieFactura>2027-0002</tik:NumSerieFactura></tikR:IDFactura>
          <tikR:Operacion><tik:TipoOperacion>Alta</tik:TipoOperacion></tikR:Operacion>
          <tikR:EstadoRegistro>AceptadoConErrores</tikR:EstadoRegistro>
        </tikR:RespuestaLinea>
      </tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
    expect(aeatAnswers(response, [alta, anulacion])).toEqual([
      { status: 'accepted' },
      { status: 'rejected', code: '3002', message: 'No existe el registro' },
    ]);
  });

  it('throws on a SOAP fault, so the records stay pending for the next run', () => {
    const fault = `<env:Envelope xmlns:env="e"><env:Body><env:Fault><faultstring>Certificado no válido</faultstring></env:Fault></env:Body></env:Envelope>`;
    expect(() => aeatAnswers(fault, [alta])).toThrow(/Certificado no válido/);
  });
});
