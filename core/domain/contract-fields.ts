// The merge fields a contract's text may hold, written `{{client.name}}`: sending fills them from
// the contract's customer, session, invoice and studio (functions/lib/contracts/merge-values.ts),
// and the editor's preview fills them from the same rows in the browser.

/** Every field a template may name, with its label (namespace `contractFields`). */
export const MERGE_FIELDS = [
  { key: 'client.name', labelKey: 'contractFields:client.name' },
  { key: 'client.email', labelKey: 'contractFields:client.email' },
  { key: 'client.phone', labelKey: 'contractFields:client.phone' },
  { key: 'session.date', labelKey: 'contractFields:session.date' },
  { key: 'session.time', labelKey: 'contractFields:session.time' },
  { key: 'session.place', labelKey: 'contractFields:session.place' },
  { key: 'session.type', labelKey: 'contractFields:session.type' },
  { key: 'invoice.total', labelKey: 'contractFields:invoice.total' },
  { key: 'invoice.deposit', labelKey: 'contractFields:invoice.deposit' },
  { key: 'studio.name', labelKey: 'contractFields:studio.name' },
  { key: 'studio.legalName', labelKey: 'contractFields:studio.legalName' },
  { key: 'studio.taxId', labelKey: 'contractFields:studio.taxId' },
  { key: 'studio.address', labelKey: 'contractFields:studio.address' },
  { key: 'today', labelKey: 'contractFields:today' },
] as const;
export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];

/** `{{ key }}`: letters, digits, dots and underscores, spaces around allowed. */
const FIELD = /{{\s*([A-Za-z0-9_.]+)\s*}}/g;

/** A value as literal Markdown text: no emphasis, link or code of its own. */
const literal = (value: string) => value.replace(/[\\`*_[\]<>~{}]/g, '\\$&');

/**
 * The text with each `{{key}}` found in `values` replaced by its value, as literal Markdown (a
 * plain-text title takes it as it is). An unknown key, or one with no value, stays as written, so
 * the photographer sees it in the preview and sending refuses; with `blankMissing` (a mail, which
 * goes out on its own) it reads as nothing instead.
 */
export function fillContract(
  body: string,
  values: Readonly<Record<string, string>>,
  { markdown = true, blankMissing = false }: { markdown?: boolean; blankMissing?: boolean } = {},
): string {
  return body.replace(FIELD, (field, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key]?.replace(/\s+/g, ' ').trim() : undefined;
    if (!value) return blankMissing ? '' : field;
    return markdown ? literal(value) : value;
  });
}

/** The `{{…}}` fields a text still holds, each once, in order. */
export function unfilledFields(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(FIELD), (match) => match[1]!))];
}
