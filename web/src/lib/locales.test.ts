import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';

// Tests run from the repository's root, where locales/ is.
const localesDir = resolve('locales');
// `local.json` belongs to the local platform's own pages, not to the SPA.
const namespaces = readdirSync(`${localesDir}/en`)
  .filter((file) => file.endsWith('.json') && file !== 'local.json')
  .map((file) => file.replace(/\.json$/, ''));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(lng: string, ns: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(`${localesDir}/${lng}/${ns}.json`, 'utf8')) as Tree);
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// Same in another language on purpose: the product name, bare placeholders, and words Catalan
// shares with English ("Clients", "Sessions", "Notes").
const sameEverywhere = new Set([
  'common:appName',
  // Times written as the form reads them.
  'schedulePlans:form.timeSlotsPlaceholder',
  'common:install.shortName',
  'common:nav.clients',
  'public:footer',
  'clients:title',
  'clients:tabs.sessions',
  'customers:fields.notes',
  'sessions:title',
  'portal:sessions.title',
  'sessions:list.count_other',
  'customers:detail.sessions',
  'customers:delete.sessionCount_other',
  'sessions:fields.notes',
  'payments:fields.notes',
  'locations:fields.notes',
  'tasks:fields.notes',
  'tasks:list.session',
  'clients:export.columns.notes',
  'email:selectionNotice.list',
  'documents:fields.notes',
  'documents:totals.heading',
  // An invoice's words Spanish and Catalan share with English.
  'invoiceDocument:base',
  'invoiceDocument:notes',
  'invoiceDocument:total',
  // A contract's words Catalan shares with English.
  'contractDocument:signatures',
  'contractDocument:partyClient',
  // The invoice screen: a bare placeholder title, and words the three languages share.
  'documents:invoice.numbered',
  'documents:invoice.customer',
  'documents:invoice.total',
  'documents:invoice.verifactu.title',
  // Contract words Catalan shares with English.
  'contracts:editor.text',
  'contracts:signatures.heading',
  'contracts:signatures.client',
  // Mail template words Catalan shares with English.
  'mailTemplates:editor.body',
  'mailTemplates:preview.client',
  // "No" is no in all three.
  'questionnaires:answer.no',
  // A dash for a question left blank.
  'questionnaires:public.unanswered',
  // A workflow step's summary: bare placeholders joining translated parts.
  'workflows:summary.step',
  'workflows:summary.offset',
  // A print's size in centimetres, and a word the three languages share.
  'shop:offers.printSize',
  'shop:cart.subtotal',
  // The shop's setup: bare placeholders, a print's size in millimetres, "Paper" in Catalan, and the name of a print finish.
  'shopSetup:templates.summary',
  'shopSetup:items.sizeMm',
  'shopSetup:items.paper',
  'shopSetup:items.paperPlaceholder',
]);

describe.each(namespaces)('locales/*/%s.json', (ns) => {
  const english = load('en', ns);

  it.each(languages.filter((lng) => lng !== 'en'))('%s has exactly the English keys and placeholders', (lng) => {
    const translated = load(lng, ns);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), `${lng} ${ns}:${key}`).toEqual(placeholders(text));
    }
  });

  it('is translated, not copied from English', () => {
    const copied = [...english].filter(
      ([key, text]) =>
        !sameEverywhere.has(`${ns}:${key}`) && languages.some((lng) => lng !== 'en' && load(lng, ns).get(key) === text),
    );
    expect(copied.map(([key]) => `${ns}:${key}`)).toEqual([]);
  });
});
