// A signed contract as the sealing code takes it (functions/lib/sealing/contract-pdf.ts), for the
// PDF's tests and the sealing benchmark: `paragraphs` of text make it as long as wanted.
import { contractBlocks } from '@core/domain/contract-text';
import { newId } from '@core/domain/ids';
import type { ContractPdfInput } from '../../functions/lib/sealing/contract-pdf';

export const CLIENT_SIGNED_AT = Date.UTC(2027, 2, 1, 9, 30, 12);
export const STUDIO_SIGNED_AT = Date.UTC(2027, 2, 1, 17, 5, 40);
export const SHOWN_SHA256 = 'c0ffee'.padEnd(64, '0');
// A 1×1 transparent PNG: a drawn signature as the signing page sends it.
export const DRAWN_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const CLAUSE =
  'The photographer keeps the copyright of every photograph and grants the client a licence for personal use, ' +
  'including prints and sharing on social networks with credit. Commercial use needs a separate written licence.';

export function sampleContract(paragraphs = 4, overrides: Partial<ContractPdfInput> = {}): ContractPdfInput {
  const clauses = Array.from({ length: paragraphs }, (_, index) => `## Clause ${index + 1}\n\n${CLAUSE}`).join('\n\n');
  const body = `# Portrait session\n\nBetween **Estudi Llum SL** and *Núria Puig*.\n\n1. Deposit on signing\n2. Balance on the day\n\n${clauses}`;
  return {
    accountId: newId(),
    contractId: newId(),
    version: 2,
    title: 'Portrait session contract',
    language: 'en',
    blocks: contractBlocks(body),
    fields: [{ label: 'Postal address', value: 'Carrer Major 1, Girona' }],
    studio: { name: 'Estudi Llum', legalName: 'Estudi Llum SL', taxId: 'B12345678', address: 'Plaça Nova 3, Girona' },
    timeZone: 'Europe/Madrid',
    documentSha256: SHOWN_SHA256,
    signatures: [
      {
        party: 'client',
        name: 'Núria Puig',
        email: 'nuria@example.com',
        kind: 'drawn',
        value: DRAWN_SIGNATURE,
        signedAt: CLIENT_SIGNED_AT,
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
        documentSha256: SHOWN_SHA256,
      },
      {
        party: 'studio',
        name: 'Jordi Llum',
        kind: 'typed',
        value: 'Jordi Llum',
        signedAt: STUDIO_SIGNED_AT,
        ip: '198.51.100.2',
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)',
        documentSha256: SHOWN_SHA256,
      },
    ],
    ...overrides,
  };
}
