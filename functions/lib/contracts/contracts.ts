// What only the API does to a contract (docs/decisions/contracts-that-never-change.md): send it
// with its fields filled and its hash recorded, take each party's signature with its evidence,
// and once both signed, seal the PDF, keep it, and mail it to both. Every read and write names the
// contract's studio; the database refuses any change to a sent contract's text.
import { createHash } from 'node:crypto';
import type postgres from 'postgres';
import {
  clientFields as clientFieldsSchema,
  readContractSettings,
  type ClientField,
  type ContractParty,
  type ContractStatus,
  type SignatureInput,
} from '@core/domain/contract';
import { fillContract, unfilledFields } from '@core/domain/contract-fields';
import { contractBlocks } from '@core/domain/contract-text';
import { newId } from '@core/domain/ids';
import { studioTimeZone } from '@core/domain/studio-time';
import { createDocumentLink, renewDocumentLink, revokeDocumentLinks, studioDocumentLinkPath } from '../client-links';
import { logFailure } from '../handler';
import { HttpError } from '../http';
import type { DocumentLanguage } from '../invoicing/document-words';
import { studioInvoicingSettings } from '../invoicing/invoicing-settings';
import { clientMailParties, type ClientMailParties } from '../mail/client-mail-parties';
import { mailer } from '../mail/mailer';
import type { ContractPdfInput } from '../sealing/contract-pdf';
import { renderContractPdf } from '../sealing/contract-pdf';
import { sealContract } from '../sealing/sealed-documents';
import { readStoredFile, storeFile } from '../storage/stored-files';
import { contractDocumentHash } from './contract-hash';
import { clientSignedNotice, signContractMail, signedContractMail } from './mails/contract-mails';
import { planSessionSteps } from '../workflow-plans/plan-session-steps';
import { mergeValues } from './merge-values';

type Sql = postgres.Sql | postgres.TransactionSql;

export type ContractRow = {
  id: string;
  accountId: string;
  customerId: string;
  sessionId: string | null;
  invoiceId: string | null;
  previousId: string | null;
  title: string;
  language: DocumentLanguage;
  body: string;
  clientFields: unknown;
  status: ContractStatus;
  version: number;
  documentSha256: string | null;
  sentAt: number | null;
  completedAt: number | null;
};

const contractColumns = (sql: Sql) => sql`
  id, account_id as "accountId", customer_id as "customerId", session_id as "sessionId",
  invoice_id as "invoiceId", previous_id as "previousId", title, language, body,
  client_fields as "clientFields", status, version, document_sha256 as "documentSha256",
  sent_at::float8 as "sentAt", completed_at::float8 as "completedAt"`;

export const contractNotFound = () => new HttpError(404, 'not_found', 'Contract not found');

/** The studio's contract, locked for the rest of the transaction; 404 for any other. */
export async function lockContract(tx: Sql, accountId: string, id: string): Promise<ContractRow> {
  const [contract] = await tx<ContractRow[]>`
    select ${contractColumns(tx)} from contracts where account_id = ${accountId} and id = ${id} for update`;
  if (!contract) throw contractNotFound();
  return contract;
}

export async function readContract(sql: Sql, accountId: string, id: string): Promise<ContractRow | undefined> {
  const [contract] = await sql<ContractRow[]>`
    select ${contractColumns(sql)} from contracts where account_id = ${accountId} and id = ${id}`;
  return contract;
}

/** The fields the client fills in; a list written through the Data API unchecked reads as none. */
export const fieldsOf = (contract: Pick<ContractRow, 'clientFields'>): ClientField[] =>
  clientFieldsSchema.safeParse(contract.clientFields).data ?? [];

/** A contract that left draft and is still open: 409 with the reason otherwise. */
export function refuseClosed(contract: ContractRow): void {
  if (contract.status === 'draft') throw new HttpError(409, 'contract_not_sent', 'The contract is a draft');
  if (contract.status === 'void') throw new HttpError(409, 'contract_void', 'The contract was withdrawn');
}

export type SignatureRow = {
  party: ContractParty;
  name: string;
  email: string | null;
  kind: 'drawn' | 'typed';
  value: string;
  fieldValues: Record<string, string>;
  ip: string;
  userAgent: string;
  documentSha256: string;
  signedAt: number;
};

export async function contractSignatures(sql: Sql, accountId: string, contractId: string): Promise<SignatureRow[]> {
  return sql<SignatureRow[]>`
    select party, name, email, signature_kind as kind, signature as value, field_values as "fieldValues", ip,
           user_agent as "userAgent", document_sha256 as "documentSha256", signed_at::float8 as "signedAt"
    from contract_signatures where account_id = ${accountId} and contract_id = ${contractId}
    order by signed_at, party`;
}

/** Revokes the contract's links and makes a new one: its path. */
export const renewContractLink = (tx: Sql, accountId: string, id: string): Promise<string> =>
  renewDocumentLink(tx, accountId, { kind: 'contract', id });

/** Voids a contract and revokes its links: withdrawn, or replaced by a newer version. */
export async function voidContract(tx: Sql, accountId: string, id: string, now: number): Promise<void> {
  await tx`update contracts set status = 'void', updated_at = ${now} where account_id = ${accountId} and id = ${id}`;
  await revokeDocumentLinks(tx, accountId, { kind: 'contract', id });
}

/**
 * Sends a draft: fills its merge fields from its studio's rows (the amounts from `quoteId`, a
 * proposal's quote, when given), refuses one left unfilled, keeps the filled text and its hash,
 * voids the version it replaces, and answers the client's link path.
 */
export async function sendContract(
  tx: Sql,
  accountId: string,
  id: string,
  now = Date.now(),
  { quoteId }: { quoteId?: string } = {},
): Promise<string> {
  const contract = await lockContract(tx, accountId, id);
  if (contract.status !== 'draft') throw new HttpError(409, 'contract_not_draft', 'The contract was sent already');
  const [customer] = await tx<{ email: string }[]>`
    select email from customers where account_id = ${accountId} and id = ${contract.customerId}`;
  if (!customer?.email) throw new HttpError(409, 'customer_without_email', 'The client has no e-mail address');
  const values = await mergeValues(tx, { ...contract, quoteId }, now);
  const title = fillContract(contract.title, values, { markdown: false }).trim();
  const body = fillContract(contract.body, values);
  const left = unfilledFields(`${title}\n${body}`);
  if (left.length > 0) throw new HttpError(409, 'contract_unfilled', 'Fields are left unfilled', { fields: left });
  if (!title || !body.trim()) throw new HttpError(400, 'invalid_input', 'A contract needs a title and a text');
  const clientFields = fieldsOf(contract);
  const documentSha256 = contractDocumentHash({ title, body, clientFields });
  await tx`
    update contracts set title = ${title}, body = ${body}, client_fields = ${tx.json(clientFields)},
      status = 'sent', document_sha256 = ${documentSha256}, sent_at = ${now}, updated_at = ${now}
    where account_id = ${accountId} and id = ${id}`;
  if (contract.previousId) {
    const [previous] = await tx<{ status: ContractStatus }[]>`
      select status from contracts where account_id = ${accountId} and id = ${contract.previousId} for update`;
    if (previous && previous.status !== 'void' && previous.status !== 'draft') {
      await voidContract(tx, accountId, contract.previousId, now);
    }
  }
  return renewContractLink(tx, accountId, id);
}

export type Evidence = { ip: string; userAgent: string };

/** Records one party's signature of the contract as it stands (locked by the caller). */
export async function addSignature(
  tx: Sql,
  contract: ContractRow,
  signature: { party: ContractParty; name: string; email: string | null; input: SignatureInput },
  fieldValues: Record<string, string>,
  evidence: Evidence,
  now: number,
): Promise<void> {
  try {
    await tx`
      insert into contract_signatures (id, account_id, contract_id, party, name, email, signature_kind, signature,
                                       field_values, ip, user_agent, document_sha256, signed_at)
      values (${newId()}, ${contract.accountId}, ${contract.id}, ${signature.party}, ${signature.name},
              ${signature.email}, ${signature.input.kind}, ${signature.input.value}, ${tx.json(fieldValues)},
              ${evidence.ip.slice(0, 100)}, ${evidence.userAgent.slice(0, 1000)}, ${contract.documentSha256!}, ${now})`;
  } catch (error) {
    // The contract is locked, so only a signature that slipped past the status check meets the key.
    if ((error as { code?: string }).code === '23505') {
      throw new HttpError(409, 'contract_signed', 'This party has signed already');
    }
    throw error;
  }
}

/** The studio's typed countersignature, when its settings ask for one as soon as the client signs. */
export async function automaticCountersignature(tx: Sql, accountId: string): Promise<string | undefined> {
  const [row] = await tx<{ value: unknown }[]>`
    select value from account_settings where account_id = ${accountId} and key = 'contracts'`;
  const settings = readContractSettings(row?.value);
  return settings.autoCountersign && settings.signerName ? settings.signerName : undefined;
}

/** Marks the contract signed by the client, or completed once the studio has signed too. */
export async function settleStatus(
  tx: postgres.TransactionSql,
  contract: ContractRow,
  now: number,
): Promise<ContractStatus> {
  const [{ parties } = { parties: 0 }] = await tx<{ parties: number }[]>`
    select count(*)::int as parties from contract_signatures
    where account_id = ${contract.accountId} and contract_id = ${contract.id}`;
  const status: ContractStatus = parties >= 2 ? 'completed' : 'signed';
  await tx`
    update contracts set status = ${status}, completed_at = ${status === 'completed' ? now : null}, updated_at = ${now}
    where account_id = ${contract.accountId} and id = ${contract.id}`;
  if (contract.sessionId) await planSessionSteps(tx, contract.accountId, contract.sessionId);
  return status;
}

/** What the PDF of a contract draws: its text, what the client filled in, the signatures so far. */
async function pdfInput(sql: Sql, contract: ContractRow): Promise<ContractPdfInput> {
  const [studio] = await sql<{ name: string; settings: Record<string, unknown> }[]>`
    select name, settings from accounts where id = ${contract.accountId}`;
  const invoicing = await studioInvoicingSettings(sql, contract.accountId);
  const signatures = await contractSignatures(sql, contract.accountId, contract.id);
  const filled = signatures.find((signature) => signature.party === 'client')?.fieldValues ?? {};
  // A draft's preview shows its fields filled as sending would fill them.
  const body =
    contract.status === 'draft' ? fillContract(contract.body, await mergeValues(sql, contract)) : contract.body;
  return {
    accountId: contract.accountId,
    contractId: contract.id,
    version: contract.version,
    title: contract.title,
    language: contract.language,
    blocks: contractBlocks(body),
    fields: fieldsOf(contract)
      .filter((field) => filled[field.key])
      .map((field) => ({ label: field.label, value: filled[field.key]! })),
    studio: {
      name: studio?.name ?? '',
      legalName: invoicing.legalName,
      taxId: invoicing.taxId,
      address: invoicing.address,
    },
    signatures,
    documentSha256: contract.documentSha256,
    timeZone: studioTimeZone(studio?.settings),
  };
}

/** Where a completed contract's sealed PDF is kept: one file per version (each has its own id). */
const sealedPdfKey = (contract: ContractRow) => `${contract.accountId}/contracts/${contract.id}.pdf`;

const pdfName = (contract: ContractRow) => `${contract.title || 'contract'} (v${contract.version}).pdf`;

/** The completed contract's sealed PDF: the one kept, or sealed and kept now. */
async function sealedPdf(sql: Sql, contract: ContractRow): Promise<{ bytes: Buffer; sha256: string }> {
  const kept = await readStoredFile(sealedPdfKey(contract));
  if (kept?.bytes) return { bytes: kept.bytes, sha256: createHash('sha256').update(kept.bytes).digest('hex') };
  const { pdf, sha256 } = await sealContract(sql, await pdfInput(sql, contract));
  await storeFile(sealedPdfKey(contract), pdf, 'application/pdf');
  return { bytes: pdf, sha256 };
}

/** The contract's PDF: sealed once completed, else a copy of what it says now (a draft's with its fields filled). */
export async function contractPdf(sql: Sql, contract: ContractRow): Promise<{ fileName: string; bytes: Buffer }> {
  const bytes =
    contract.status === 'completed'
      ? (await sealedPdf(sql, contract)).bytes
      : await renderContractPdf(await pdfInput(sql, contract));
  return { fileName: pdfName(contract), bytes };
}

async function mailParties(sql: Sql, contract: ContractRow): Promise<ClientMailParties> {
  const parties = await clientMailParties(sql, contract.accountId, contract.customerId);
  if (!parties) throw contractNotFound();
  return parties;
}

/** Runs a mail's work; a failure is logged and answered as not sent, never as the request's failure. */
async function safely(context: Record<string, unknown>, work: () => Promise<void>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    logFailure({ ...context, step: 'contract mail' }, error);
    return false;
  }
}

/** Mails the client the contract to sign, by the link `path`: to whom, and the provider's id a bounce names. */
export async function sendSignRequest(
  sql: Sql,
  contract: ContractRow,
  path: string,
): Promise<{ to: string; messageId: string }> {
  const parties = await mailParties(sql, contract);
  const to = parties.client.email;
  const { messageId } = await mailer().send({
    accountId: contract.accountId,
    ...signContractMail({
      to,
      lng: contract.language,
      brand: parties.brand,
      name: parties.client.name,
      title: contract.title,
      link: new URL(path, parties.siteUrl).toString(),
      replyTo: parties.studio,
    }),
  });
  return { to, messageId };
}

/** Mails the client the contract to sign, a failure logged and answered as not sent. */
export function mailSignRequest(sql: Sql, contract: ContractRow, path: string): Promise<boolean> {
  return safely({ contractId: contract.id }, async () => {
    await sendSignRequest(sql, contract, path);
  });
}

/** Tells the studio the client signed and their countersignature is awaited. */
export function mailCountersignRequest(sql: Sql, contract: ContractRow): Promise<boolean> {
  return safely({ contractId: contract.id }, async () => {
    const parties = await mailParties(sql, contract);
    if (!parties.studio) return;
    await mailer().send({
      accountId: contract.accountId,
      ...clientSignedNotice({
        to: parties.studio,
        lng: contract.language,
        brand: parties.studioBrand,
        name: parties.client.name,
        title: contract.title,
        link: new URL(`/app/contracts/${contract.id}`, parties.siteUrl).toString(),
        replyTo: parties.client.email,
      }),
    });
  });
}

/**
 * Once both parties signed: seals the PDF, keeps it, and mails it to the client (with a new link
 * to their contract) and to the studio. The contract stays completed whatever the mails do.
 */
export function completeContract(sql: postgres.Sql, accountId: string, id: string): Promise<boolean> {
  return safely({ contractId: id }, async () => {
    const contract = await readContract(sql, accountId, id);
    if (contract?.status !== 'completed') return;
    const pdf = { ...(await sealedPdf(sql, contract)), fileName: pdfName(contract) };
    const parties = await mailParties(sql, contract);
    const token = await createDocumentLink(sql, accountId, { kind: 'contract', id });
    const common = { lng: contract.language, name: parties.client.name, title: contract.title };
    await mailer().send({
      accountId,
      ...signedContractMail({
        ...common,
        party: 'client',
        brand: parties.brand,
        to: parties.client.email,
        link: new URL(await studioDocumentLinkPath(sql, accountId, 'contract', token), parties.siteUrl).toString(),
        replyTo: parties.studio,
        pdf,
      }),
    });
    if (parties.studio) {
      await mailer().send({
        accountId,
        ...signedContractMail({
          ...common,
          party: 'studio',
          brand: parties.studioBrand,
          to: parties.studio,
          link: new URL(`/app/contracts/${id}`, parties.siteUrl).toString(),
          replyTo: parties.client.email,
          pdf,
        }),
      });
    }
  });
}
