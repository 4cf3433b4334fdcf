// The AEAT's Veri*Factu web service (Orden HAC/1177/2024): a SOAP request of up to 1,000 records,
// RegFactuSistemaFacturacion as the SuministroLR.xsd and SuministroInformacion.xsd schemas name its
// elements, over TLS with the certificate of the studio or of a representative it has authorised
// (VERIFACTU_CERTIFICATE: a PKCS#12 file in base64, VERIFACTU_CERTIFICATE_PASSWORD). It cannot
// run without one, so the tests use the stand-in (agency-local.ts) behind the same interface.
import { request } from 'node:https';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { requiredEnv } from '../env';
import type { Agency, AgencyAnswer, SubmittedRecord } from './agency';

const ENDPOINTS = {
  aeat: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  'aeat-test': 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;
const SCHEMAS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';

type Xml = string | Xml[] | { [name: string]: Xml };

/** The elements of SuministroInformacion.xsd carry the `sum1:` prefix, all the way down. */
function informacion(value: Xml): Xml {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(informacion);
  return Object.fromEntries(Object.entries(value).map(([name, child]) => [`sum1:${name}`, informacion(child)]));
}

function encadenamiento(record: SubmittedRecord): Xml {
  return record.previous
    ? {
        RegistroAnterior: {
          IDEmisorFactura: record.previous.issuerNif,
          NumSerieFactura: record.previous.invoiceNumber,
          FechaExpedicionFactura: record.previous.issueDate,
          Huella: record.previous.fingerprint,
        },
      }
    : { PrimerRegistro: 'S' };
}

/** One RegistroAlta or RegistroAnulacion, its elements in the schema's order. */
function registro(record: SubmittedRecord): Xml {
  const body = record.body as Record<string, Xml>;
  const tail = {
    Encadenamiento: encadenamiento(record),
    SistemaInformatico: body.SistemaInformatico ?? {},
    FechaHoraHusoGenRegistro: record.generatedAt,
    TipoHuella: '01',
    Huella: record.fingerprint,
  };
  if (record.kind === 'anulacion') {
    return {
      RegistroAnulacion: {
        IDVersion: '1.0',
        IDFactura: {
          IDEmisorFacturaAnulada: record.issuerNif,
          NumSerieFacturaAnulada: record.invoiceNumber,
          FechaExpedicionFacturaAnulada: record.issueDate,
        },
        ...tail,
      },
    };
  }
  const optional = (name: string, value: Xml | undefined): Record<string, Xml> => (value ? { [name]: value } : {});
  return {
    RegistroAlta: {
      IDVersion: '1.0',
      IDFactura: {
        IDEmisorFactura: record.issuerNif,
        NumSerieFactura: record.invoiceNumber,
        FechaExpedicionFactura: record.issueDate,
      },
      ...optional('NombreRazonEmisor', body.NombreRazonEmisor),
      TipoFactura: record.invoiceType,
      ...optional('TipoRectificativa', body.TipoRectificativa),
      ...optional(
        'FacturasRectificadas',
        body.FacturasRectificadas && { IDFacturaRectificada: body.FacturasRectificadas },
      ),
      ...optional('DescripcionOperacion', body.DescripcionOperacion),
      ...optional('Destinatarios', body.Destinatarios && { IDDestinatario: body.Destinatarios }),
      Desglose: { DetalleDesglose: body.Desglose ?? [] },
      CuotaTotal: record.taxTotal,
      ImporteTotal: record.total,
      ...tail,
    },
  };
}

export function aeatEnvelope(issuer: { nif: string; name: string }, records: readonly SubmittedRecord[]): string {
  const envelope = {
    'soapenv:Envelope': {
      '@_xmlns:soapenv': 'http://schemas.xmlsoap.org/soap/envelope/',
      '@_xmlns:sum': `${SCHEMAS}/SuministroLR.xsd`,
      '@_xmlns:sum1': `${SCHEMAS}/SuministroInformacion.xsd`,
      'soapenv:Header': '',
      'soapenv:Body': {
        'sum:RegFactuSistemaFacturacion': {
          'sum:Cabecera': informacion({ ObligadoEmision: { NombreRazon: issuer.name, NIF: issuer.nif } }),
          'sum:RegistroFactura': records.map((record) => informacion(registro(record))),
        },
      },
    },
  };
  return new XMLBuilder({ ignoreAttributes: false }).build(envelope) as string;
}

type Line = {
  IDFactura?: { NumSerieFactura?: unknown; NumSerieFacturaAnulada?: unknown };
  Operacion?: { TipoOperacion?: unknown };
  EstadoRegistro?: unknown;
  CodigoErrorRegistro?: unknown;
  DescripcionErrorRegistro?: unknown;
};

/** The agency's answer per record (RespuestaLinea), matched by invoice number and operation. */
export function aeatAnswers(response: string, records: readonly SubmittedRecord[]): AgencyAnswer[] {
  const parsed = new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(response) as {
    Envelope?: {
      Body?: {
        Fault?: { faultstring?: unknown };
        RespuestaRegFactuSistemaFacturacion?: { RespuestaLinea?: Line | Line[] };
      };
    };
  };
  const body = parsed.Envelope?.Body;
  if (!body?.RespuestaRegFactuSistemaFacturacion) {
    throw new Error(`The AEAT refused the request: ${String(body?.Fault?.faultstring ?? 'no answer')}`);
  }
  const lines = [body.RespuestaRegFactuSistemaFacturacion.RespuestaLinea ?? []].flat();
  const key = (number: unknown, operation: unknown) => `${String(number)}|${String(operation)}`;
  const byKey = new Map(
    lines.map((line) => [
      key(line.IDFactura?.NumSerieFactura ?? line.IDFactura?.NumSerieFacturaAnulada, line.Operacion?.TipoOperacion),
      line,
    ]),
  );
  return records.map((record): AgencyAnswer => {
    const line = byKey.get(key(record.invoiceNumber, record.kind === 'alta' ? 'Alta' : 'Anulacion'));
    if (!line) return { status: 'rejected', code: 'no_answer', message: 'The AEAT did not answer for this record' };
    // AceptadoConErrores is registered: the agency keeps it and its errors are for the next record.
    if (line.EstadoRegistro === 'Correcto' || line.EstadoRegistro === 'AceptadoConErrores')
      return { status: 'accepted' };
    return {
      status: 'rejected',
      code: String(line.CodigoErrorRegistro ?? ''),
      message: String(line.DescripcionErrorRegistro ?? ''),
    };
  });
}

export function aeatAgency(environment: keyof typeof ENDPOINTS): Agency {
  const pfx = Buffer.from(requiredEnv('VERIFACTU_CERTIFICATE'), 'base64');
  const passphrase = process.env.VERIFACTU_CERTIFICATE_PASSWORD ?? '';
  return {
    async submit(issuer, records) {
      const payload = aeatEnvelope(issuer, records);
      const response = await new Promise<string>((resolve, reject) => {
        const req = request(
          ENDPOINTS[environment],
          { method: 'POST', pfx, passphrase, headers: { 'content-type': 'text/xml; charset=utf-8' }, timeout: 60_000 },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          },
        );
        req.on('timeout', () => req.destroy(new Error('The AEAT did not answer in time')));
        req.on('error', reject);
        req.end(payload);
      });
      return aeatAnswers(response, records);
    },
  };
}
