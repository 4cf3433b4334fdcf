// A contract as its client reads it by its link: the public API's answer
// (functions/lib/contracts/client-contract.ts reads it) and what the signing page shows. Apart from
// ./contract.ts, whose schemas need full zod, so a public page can import it.
import type { DocumentLanguage } from './client-document';
import type { ClientField, ContractParty, ContractStatus } from './contract';
import type { Block } from './contract-text';

export type ClientContract = {
  title: string;
  language: DocumentLanguage;
  status: ContractStatus;
  version: number;
  blocks: Block[];
  clientFields: ClientField[];
  /** What the client signs it under: a changed text has another. */
  documentSha256: string;
  sentAt: number;
  completedAt: number | null;
};

export type ClientSignature = { party: ContractParty; name: string; signedAt: number };

/** The fields the client must fill in that they left empty: the keys, in the contract's order. */
export function missingClientFields(fields: readonly ClientField[], values: Record<string, string>): string[] {
  return fields.filter((field) => field.required && !values[field.key]?.trim()).map((field) => field.key);
}
