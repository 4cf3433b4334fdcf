// A studio's mail template: a subject and body per language, with merge fields written as in
// contracts (`{{client.name}}`). A workflow sends the version in its client's language. The
// body is plain text: a blank line starts a paragraph, and a web address becomes a link.
import { z } from 'zod';
import { fillContract, MERGE_FIELDS, type MergeFieldKey } from './contract-fields';
import { entityId } from './ids';
import { documentLanguages, type DocumentLanguage } from './invoice';

export type MailTemplateVersion = { readonly subject: string; readonly body: string };

/** The versions a template is written in, by language (mail_templates.versions). */
export type MailTemplateVersions = { readonly [Language in DocumentLanguage]?: MailTemplateVersion };

/** The languages a template may have a version in, in the order its tabs show them. */
export const MAIL_TEMPLATE_LANGUAGES = documentLanguages;

const contractLabel = (key: MergeFieldKey) => MERGE_FIELDS.find((field) => field.key === key)!;
const mailLabel = <Key extends string>(key: Key) => ({ key, labelKey: `mailTemplates:fields.${key}` }) as const;

/**
 * The fields a mail may name, grouped as the "Insert field" menu lists them; those a contract
 * also has keep its label. The server fills them (functions/lib/mail-templates/mail-values.ts),
 * but for the review's link, which only a review request's mail has (functions/lib/reviews/).
 */
export const MAIL_FIELDS = [
  contractLabel('client.name'),
  mailLabel('client.firstName'),
  contractLabel('client.email'),
  contractLabel('client.phone'),
  contractLabel('session.date'),
  contractLabel('session.time'),
  contractLabel('session.type'),
  contractLabel('session.place'),
  mailLabel('session.manageLink'),
  contractLabel('studio.name'),
  mailLabel('studio.email'),
  mailLabel('studio.phone'),
  mailLabel('studio.site'),
  mailLabel('gallery.name'),
  mailLabel('gallery.link'),
  mailLabel('gallery.expiresOn'),
  mailLabel('invoice.number'),
  contractLabel('invoice.total'),
  mailLabel('invoice.amountDue'),
  mailLabel('invoice.link'),
  mailLabel('review.link'),
] as const;
export type MailFieldKey = (typeof MAIL_FIELDS)[number]['key'];

/** A subject or body with its fields filled in; a field with no value reads as nothing. */
export const fillMail = (text: string, values: Readonly<Partial<Record<MailFieldKey, string>>>): string =>
  fillContract(text, values, { markdown: false, blankMissing: true });

/**
 * The version to send: the first of `languages` (the client's, then the studio's) the template
 * is written in, else the first it has; undefined for a template with no version.
 */
export function pickVersion(
  versions: MailTemplateVersions,
  languages: readonly DocumentLanguage[],
): { language: DocumentLanguage; version: MailTemplateVersion } | undefined {
  const language = [...languages, ...MAIL_TEMPLATE_LANGUAGES].find((candidate) => versions[candidate]);
  return language && { language, version: versions[language]! };
}

const text = (max: number) => z.string().max(max, 'tooLong');

export const mailTemplateVersion = z.object({
  // Kept as typed: a subject saved as its field is left ("See you, ") may still be growing.
  subject: text(300).refine((subject) => subject.trim() !== '', 'required'),
  body: text(20_000),
});

export const mailTemplateVersions = z.partialRecord(z.enum(documentLanguages), mailTemplateVersion);

export const mailTemplateName = text(200).trim().min(1, 'required');

export const createMailTemplateArgs = z.object({
  id: entityId,
  accountId: entityId,
  name: mailTemplateName,
  versions: mailTemplateVersions,
});
export const updateMailTemplateArgs = z.object({
  id: entityId,
  name: mailTemplateName.optional(),
  versions: mailTemplateVersions.optional(),
});
export const deleteMailTemplateArgs = z.object({ id: entityId });

/** What the editor previews: a version as written, for a real client and session of the studio. */
export const mailPreviewInput = z.strictObject({
  subject: text(300),
  body: text(20_000),
  language: z.enum(documentLanguages),
  customerId: z.optional(entityId),
  sessionId: z.optional(entityId),
});
