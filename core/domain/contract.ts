// Contracts as the back office edits them and a client signs them: their states, a template's
// and a draft's fields, and what the mutators and handlers take. What a sent contract may never
// change is kept by the database (docs/decisions/contracts-that-never-change.md).
import { z } from 'zod';
import { entityId } from './ids';
import { documentLanguages } from './invoice';
import { partialUpdate } from './partial-update';

export const contractStatuses = ['draft', 'sent', 'signed', 'completed', 'void'] as const;
/** 'signed': the client signed and the studio has not yet; 'completed': both signed. */
export type ContractStatus = (typeof contractStatuses)[number];
export type ContractParty = 'client' | 'studio';
export const signatureKinds = ['drawn', 'typed'] as const;
export type SignatureKind = (typeof signatureKinds)[number];

const text = (max: number) => z.string().trim().max(max, 'tooLong');
/** A contract's text: Markdown with merge fields (contract-fields.ts). */
const body = z.string().max(100_000, 'tooLong');

/** Something the client fills in when signing: their address, a second signer's name. */
export const clientField = z.strictObject({
  key: z.string().regex(/^[a-z][a-zA-Z0-9_]{0,39}$/, 'invalid'),
  label: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  required: z.boolean().default(false),
});
export type ClientField = z.output<typeof clientField>;
export const clientFields = z
  .array(clientField)
  .max(20, 'tooLong')
  .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, 'invalid');

export const templateFields = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  language: z.enum(documentLanguages).default('en'),
  body: body.default(''),
  clientFields: clientFields.default([]),
});
export const createTemplateArgs = z.union([
  templateFields.extend({ id: entityId, accountId: entityId }),
  /** A copy of one of the samples (contract-samples.ts) in the language asked for. */
  z.object({
    id: entityId,
    accountId: entityId,
    sample: z.enum(['portrait', 'wedding']),
    language: z.enum(documentLanguages),
  }),
]);
export const updateTemplateArgs = partialUpdate(templateFields).extend({ id: entityId });

export const createContractArgs = z.object({
  id: entityId,
  accountId: entityId,
  customerId: entityId,
  sessionId: z.nullable(entityId).optional(),
  templateId: z.nullable(entityId).optional(),
  invoiceId: z.nullable(entityId).optional(),
});
export const updateContractArgs = z.object({
  id: entityId,
  title: text(200).optional(),
  body: body.optional(),
  clientFields: clientFields.optional(),
  language: z.enum(documentLanguages).optional(),
  sessionId: z.nullable(entityId).optional(),
  invoiceId: z.nullable(entityId).optional(),
});
export const contractIdArgs = z.object({ id: entityId });

/** A signature as a person gives it: a drawing (PNG data URL) or their name typed. */
export const signatureInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drawn'),
    value: z
      .string()
      .max(500_000, 'tooLong')
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'invalid'),
  }),
  z.object({ kind: z.literal('typed'), value: z.string().trim().min(1, 'required').max(200, 'tooLong') }),
]);
export type SignatureInput = z.output<typeof signatureInput>;

const signerName = z.string().trim().min(1, 'required').max(200, 'tooLong');

/** The studio's countersignature (POST …/contracts/{id}/countersign). */
export const countersignBody = z.strictObject({ name: signerName, signature: signatureInput });

/** The client's signature (POST /api/p/{slug}/contracts/{token}/sign). */
export const signContractBody = z.strictObject({
  documentSha256: z.string().regex(/^[0-9a-f]{64}$/, 'invalid'),
  name: signerName,
  signature: signatureInput,
  fields: z.record(z.string().max(40), z.string().trim().max(1000, 'tooLong')).default({}),
});
export type SignContractBody = z.output<typeof signContractBody>;

/** The studio's contract settings (account_settings key `contracts`). */
export const contractSettings = z
  .strictObject({
    /** Add the studio's typed signature the moment the client signs. */
    autoCountersign: z.boolean().default(false),
    /** Who signs for the studio, as typed on an automatic countersignature. */
    signerName: text(200).default(''),
  })
  .refine((settings) => !settings.autoCountersign || settings.signerName !== '', {
    path: ['signerName'],
    message: 'required',
  });
export type ContractSettings = z.output<typeof contractSettings>;

/** The stored setting with defaults filled in; a damaged value reads as the defaults. */
export function readContractSettings(value: unknown): ContractSettings {
  const parsed = contractSettings.safeParse(value ?? {});
  return parsed.success ? parsed.data : contractSettings.parse({});
}
