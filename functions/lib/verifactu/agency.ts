// The tax agency (AEAT) that receives a studio's Veri*Factu records, behind one interface: its
// SOAP web service when VERIFACTU_AGENCY names one of its environments (with the certificate that
// signs in), the local stand-in on the local platform and in the tests. A stage with neither keeps
// its records pending: nothing is ever sent to the wrong place.
import type postgres from 'postgres';
import type { VerifactuRecord } from './verifactu-records';

/** The record before this one in the chain, as the agency's RegistroAnterior names it. */
export type ChainLink = { issuerNif: string; invoiceNumber: string; issueDate: string; fingerprint: string };

export type SubmittedRecord = VerifactuRecord & { previous: ChainLink | null };

export type AgencyAnswer = { status: 'accepted' } | { status: 'rejected'; code: string; message: string };

export interface Agency {
  /** Sends one issuer's records in chain order; answers each, in the same order. */
  submit(issuer: { nif: string; name: string }, records: readonly SubmittedRecord[]): Promise<AgencyAnswer[]>;
}

export type AgencyEnvironment = 'local' | 'aeat-test' | 'aeat';

export function agencyEnvironment(): AgencyEnvironment | null {
  const value = process.env.VERIFACTU_AGENCY;
  return value === 'local' || value === 'aeat-test' || value === 'aeat' ? value : null;
}

/** Where the invoices' QR codes point: the AEAT's own check page only for records sent to it. */
export function qrEnvironment(): 'production' | 'test' {
  return agencyEnvironment() === 'aeat' ? 'production' : 'test';
}

export async function agency(sql: postgres.Sql): Promise<Agency | null> {
  const environment = agencyEnvironment();
  if (environment === 'local') {
    const { localAgency, acceptedHead } = await import('./agency-local');
    return localAgency((nif) => acceptedHead(sql, nif));
  }
  if (environment) {
    const { aeatAgency } = await import('./agency-aeat');
    return aeatAgency(environment);
  }
  return null;
}
