// Finding a customer as people type: without caring for case or accents ("nuria marin" finds
// "Núria Marín", "jose" finds "José"), word by word in any order ("bianchi adrià" finds
// "Adrià Bianchi"), and with `%`, `_` and `\` in what they type meaning themselves.
//
// Each customer row keeps its name, e-mail and phone folded this way in `search_text`.
// Postgres is the authority: a trigger writes it whoever inserts the row (a mutator, the seed,
// an import), with `unaccent` (supabase/migrations/20261126090000_add_customer_search_text.sql).
// The mutators write the same fold through `searchText`, so a customer created or renamed in a
// browser, even offline, is found there before the server has answered; an integration test
// holds the two folds to the same result for the letters of the languages the studios write in.

/** Letters that carry no combining mark to strip, spelled as `unaccent` spells them. */
const UNACCENTED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const UNACCENTED_RE = new RegExp(`[${Object.keys(UNACCENTED).join('')}]`, 'g');

/** `parts` joined by spaces, lower-cased, without accents: what `search_text` holds. */
export function searchText(...parts: readonly string[]): string {
  return parts
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(UNACCENTED_RE, (letter) => UNACCENTED[letter] ?? letter);
}

/**
 * The LIKE patterns a search term asks for, one per word, each of which `search_text` must
 * contain. Zero's LIKE (in the browser, on its SQLite replica and on Postgres) takes `\` as the
 * escape character, so a typed `%`, `_` or `\` is matched as written, not as a wildcard.
 */
export function searchPatterns(term: string): string[] {
  return searchText(term)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `%${likeLiteral(word)}%`);
}

/** `text` as a LIKE pattern that matches exactly itself: its `%`, `_` and `\` escaped. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
