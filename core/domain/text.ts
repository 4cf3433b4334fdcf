// Text Postgres cannot keep: U+0000 (NUL), which no text or jsonb value may hold, and a UTF-16
// surrogate without its pair, which has no UTF-8 form (Node would store it as U+FFFD, jsonb
// refuses its escape). Input holding either is refused as `invalid_text` before it reaches a query.

// In a `u` regex a surrogate pair is one code point, so the range matches only a lone half.
const UNSTORABLE = /[\0\uD800-\uDFFF]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Whether any string in a parsed JSON value, an object's keys included, is one Postgres cannot keep. */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => !isStorableText(key) || holdsUnstorableText(item));
  }
  return false;
}
