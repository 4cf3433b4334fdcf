// The page a client signs a contract on (functions/site-html/contract-page.tsx): drawn by the
// server with the contract's text and the fields to fill in, in the contract's language, never
// kept; signed, it shows who signed and no form; a revoked link, or another studio's, a 404 that
// shows nothing of the contract. Once both signed, the link downloads the sealed PDF.
import { createHash } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, platformOrigin } from '../support/env';
import { pushDirect } from './support/booking-fixtures';
import {
  contractApi,
  contractStudio,
  draftContract,
  sendContract,
  type ContractStudio,
} from './support/contract-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let llum: ContractStudio;
let other: ContractStudio;

const BODY = '# Sessió de retrat\n\nEntre {{studio.name}} i {{client.name}}.\n\n- Una hora\n- *Deu* fotos';
const FIELDS = [
  { key: 'address', label: 'Adreça postal', required: true },
  { key: 'partner', label: 'Segon signant', required: false },
];

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${platformOrigin()}${path}`, { headers });
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.text() };
};
/** The page as drawn, without the words and data written beside it for its script. */
const drawnOf = (html: string) => html.split('<script type="application/json"')[0] ?? '';
const tokenOf = (path: string) => path.split('/').at(-1)!;

/** A contract in Catalan, sent: its id and its link's path. */
async function sentContract(studio: ContractStudio): Promise<{ id: string; path: string }> {
  const id = await draftContract(studio, { body: BODY, title: 'Sessió de retrat', clientFields: FIELDS });
  expect(await pushDirect(studio.user, 'contract.update', { id, language: 'ca' })).toEqual({});
  return { id, path: await sendContract(studio, id) };
}

/** Signs as the client would, through the page's API: the hash it signs under is the page's. */
async function sign(path: string) {
  const view = (await fetch(`${platformOrigin()}/api${path.replace('/contract/', '/contracts/')}`).then((res) =>
    res.json(),
  )) as { contract: { documentSha256: string } };
  const res = await fetch(`${platformOrigin()}/api${path.replace('/contract/', '/contracts/')}/sign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      documentSha256: view.contract.documentSha256,
      name: 'Anna Puig',
      signature: { kind: 'typed', value: 'Anna Puig' },
      fields: { address: 'Carrer Nou 3, Girona' },
    }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  [llum, other] = await Promise.all([contractStudio(sql, 'sign-page'), contractStudio(sql, 'sign-page-other')]);
});
afterAll(() => sql.end());

describe('the page of a client’s contract', () => {
  it('draws the contract’s text and the fields to fill in, in its language, never kept', async () => {
    const { path } = await sentContract(llum);
    const { status, cache, body } = await page(path, { 'accept-language': 'en-GB,en' });
    expect([status, cache]).toEqual([200, 'private, no-store']);
    expect(body).toContain('<html lang="ca"');
    expect(body).toContain('<title>Sessió de retrat');
    const drawn = drawnOf(body);
    expect(drawn).toContain('Entre Llum Studio i Anna Puig.');
    expect(drawn).toContain('<em>Deu</em> fotos');
    expect(drawn).toMatch(/Adreça postal<span[^>]*aria-label="obligatori"/);
    expect(drawn).toContain('Segon signant');
    expect(drawn).toContain('data-testid="contract-sign-form"');
    expect(drawn).toContain('>Signar</button>');
    // A language the visitor chose on the site is theirs.
    expect((await page(`${path}?lng=es`)).body).toContain('Firmar el contrato');
  });

  it('shows a signed contract as signed, with no form, and its sealed PDF once both signed', async () => {
    const { id, path } = await sentContract(llum);
    await sign(path);
    const signed = drawnOf((await page(path)).body);
    expect(signed).toContain('data-status="signed"');
    expect(signed).toContain('Signat per Anna Puig');
    expect(signed).not.toContain('contract-sign-form');

    const countersigned = await contractApi(llum, 'POST', id, 'countersign', {
      name: 'Marta Llum',
      signature: { kind: 'typed', value: 'Marta Llum' },
    });
    expect(countersigned.status).toBe(200);
    const completed = drawnOf((await page(path)).body);
    expect(completed).toContain('data-status="completed"');
    const pdfHref = `/api/contract-links/${tokenOf(path)}/pdf`;
    expect(completed).toContain(`href="${pdfHref}"`);
    // What it downloads is the PDF the studio sealed, not a copy of the text.
    const pdf = Buffer.from(await (await fetch(`${platformOrigin()}${pdfHref}`)).arrayBuffer());
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const [sealed] = await sql`
      select kind, document_id from private.sealed_documents where account_id = ${llum.user.accountId} and sha256 = ${sha256}`;
    expect(sealed).toEqual({ kind: 'contract', document_id: id });
  });

  it('answers 404, naming nothing of the contract, for a revoked link or another studio’s', async () => {
    const { id, path } = await sentContract(llum);
    const { path: theirs } = await sentContract(other);
    const answers = [
      await page(`/p/${other.slug}/contract/${tokenOf(path)}`),
      await page(`/p/${llum.slug}/contract/${tokenOf(theirs)}`),
      await page(`/p/${llum.slug}/contract/${'A'.repeat(43)}`),
    ];
    expect((await contractApi(llum, 'DELETE', id, 'link')).status).toBe(200);
    answers.push(await page(path));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('Sessió de retrat');
      expect(answer.body).not.toContain('contract-state');
    }
  });
});
