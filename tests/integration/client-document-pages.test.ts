// The pages a client opens a quote or an invoice with (functions/site-html/document-page.tsx):
// drawn by the server in the document's language, never kept, out of search results; the
// invoice of a Spanish studio with its Veri*Factu QR code; a revoked link, or another studio's
// address, a 404 that shows nothing of the document.
import { randomInt } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { insertCustomer, pushDirect } from './support/booking-fixtures';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let spain: TestUser;
let france: TestUser;
let spainSlug: string;
let franceSlug: string;

const page = async (path: string) => {
  const res = await fetch(`${platformOrigin()}${path}`);
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.text() };
};
/** The page as drawn, without the words and data written beside it for its script. */
const drawnOf = (html: string) => html.split('<script type="application/json"')[0] ?? '';
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const payloadOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="document-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    language: string;
    document: { kind: string; invoice?: { instalments: { id: string }[] } };
  } | null;

async function studio(label: string, invoicing: Record<string, unknown>): Promise<[TestUser, string]> {
  const user = await newUser(label);
  const slug = await giveSlug(sql, user);
  const saved = await api('PUT', `/api/accounts/${user.accountId}/invoicing`, {
    token: user.accessToken,
    body: invoicing,
  });
  expect(saved.status).toBe(200);
  return [user, slug];
}

/** A draft of `kind` in Spanish for a client with a tax ID, of one line at 21 % and one exempt. */
async function draft(user: TestUser, kind: 'quote' | 'invoice', fields: Record<string, unknown> = {}) {
  const id = newId();
  const customerId = await insertCustomer(sql, user, 'Núria Puig');
  const create = {
    id,
    accountId: user.accountId,
    customerId,
    language: 'es',
    customerTaxId: '12345678Z',
    customerAddress: 'Calle Sol 2, Madrid',
    notes: 'Gracias por confiar en nosotros',
    ...fields,
  };
  expect(await pushDirect(user, `${kind}.create`, create)).toEqual({});
  const lines = [
    { description: 'Reportaje de boda', unitPrice: 100_000, taxRateBp: 2100 },
    { description: 'Álbum impreso', unitPrice: 20_000, taxRateBp: 0, taxExemption: 'exempt' },
  ];
  for (const line of lines) {
    expect(await pushDirect(user, `${kind}.addLine`, { id: newId(), documentId: id, quantity: 1, ...line })).toEqual(
      {},
    );
  }
  return id;
}

async function issuedInvoice(user: TestUser): Promise<{ id: string; linkPath: string; number: string }> {
  const id = await draft(user, 'invoice');
  const res = await api('POST', `/api/accounts/${user.accountId}/invoices/${id}/issue`, { token: user.accessToken });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { invoice: { numberText: string }; linkPath: string };
  return { id, linkPath: body.linkPath, number: body.invoice.numberText };
}

async function sentQuote(user: TestUser): Promise<{ id: string; linkPath: string }> {
  const id = await draft(user, 'quote', { title: 'Boda en el Empordà', expiresAt: Date.now() + 30 * 86_400_000 });
  const res = await api('POST', `/api/accounts/${user.accountId}/quotes/${id}/send`, { token: user.accessToken });
  expect(res.status).toBe(200);
  return { id, linkPath: ((await res.json()) as { linkPath: string }).linkPath };
}

beforeAll(async () => {
  [[spain, spainSlug], [france, franceSlug]] = await Promise.all([
    studio('doc-pages-es', {
      legalName: 'Estudi Llum SL',
      // A NIF no other test file uses: the agency's stand-in keeps one chain per NIF.
      taxId: `B${randomInt(10_000_000, 100_000_000)}`,
      country: 'ES',
      address: 'Carrer Major 1, Barcelona',
      paymentInstructions: 'Transferencia a ES91 2100 0418 4502 0005 1332',
    }),
    studio('doc-pages-fr', { legalName: 'Atelier Lumière SARL', country: 'FR' }),
  ]);
});
afterAll(() => sql.end());

describe('the page of a client’s invoice', () => {
  it('is drawn in the invoice’s language, with its lines, taxes per rate, instalments and how to pay', async () => {
    const { linkPath, number } = await issuedInvoice(spain);
    const { status, cache, body } = await page(linkPath);
    expect(status).toBe(200);
    // What was just paid shows on the way back from the card page.
    expect(cache).toBe('no-store');
    expect(body).toContain('<html lang="es"');
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expect(titleOf(body)).toMatch(new RegExp(`^Factura ${number} · `));
    expect(body).toMatch(new RegExp(`<h1[^>]*>Factura ${number}</h1>`));
    for (const text of [
      'Estudi Llum SL',
      'Núria Puig',
      '12345678Z',
      'Reportaje de boda',
      'Álbum impreso',
      'Operación exenta de IVA',
      'Transferencia a ES91 2100 0418 4502 0005 1332',
      'Descargar PDF',
      'Calendario de pagos',
    ]) {
      expect(body).toContain(text);
    }
    // The studio takes no cards yet: no button that could only fail.
    expect(drawnOf(body)).not.toContain('Pagar ');
    const payload = payloadOf(body);
    expect(payload).toMatchObject({ language: 'es', document: { kind: 'invoice' } });
    expect(payload?.document.invoice?.instalments[0]?.id).toEqual(expect.any(String));

    // The visitor may still choose another language.
    const english = await page(`${linkPath}?lng=en`);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toMatch(new RegExp(`<h1[^>]*>Invoice ${number}</h1>`));
  });

  it('carries the Veri*Factu QR code and legend for a Spanish studio, and not for another', async () => {
    const spanish = await page((await issuedInvoice(spain)).linkPath);
    const mark = /data-testid="invoice-verifactu"[\s\S]*?<\/section>/.exec(spanish.body)?.[0] ?? '';
    expect(mark).toContain('<svg');
    expect(mark).toContain('VERI*FACTU');
    expect(mark).toContain('ValidarQR?nif=B');

    const french = await page((await issuedInvoice(france)).linkPath);
    expect(french.status).toBe(200);
    expect(french.body).toContain('Atelier Lumière SARL');
    expect(french.body).not.toContain('invoice-verifactu');
    expect(french.body).not.toContain('VERI*FACTU');
  });

  it('answers 404, naming nothing of the invoice, once its link is revoked or under another studio', async () => {
    const { id, linkPath } = await issuedInvoice(spain);
    const token = linkPath.split('/').at(-1)!;
    const elsewhere = await page(`/p/${franceSlug}/invoice/${token}`);
    const asQuote = await page(`/p/${spainSlug}/quote/${token}`);
    const revoke = await api('POST', `/api/accounts/${spain.accountId}/document-links/revoke`, {
      token: spain.accessToken,
      body: { kind: 'invoice', documentId: id },
    });
    expect(revoke.status).toBe(200);
    const revoked = await page(linkPath);
    const unknown = await page(`/p/${spainSlug}/invoice/${'A'.repeat(43)}`);
    for (const answer of [elsewhere, asQuote, revoked, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('Núria Puig');
      expect(answer.body).not.toContain('Reportaje de boda');
      expect(answer.body).not.toContain('document-state');
    }
  });
});

describe('the page of a client’s quote', () => {
  it('is drawn in the quote’s language with its answers, and shows the answer once given', async () => {
    const { linkPath } = await sentQuote(spain);
    const { status, cache, body } = await page(linkPath);
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body).toContain('<html lang="es"');
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expect(titleOf(body)).toMatch(/^Presupuesto · /);
    expect(body).toMatch(/<h1[^>]*>Boda en el Empordà<\/h1>/);
    for (const text of ['Válido hasta el', 'Reportaje de boda', 'IVA 21', 'Aceptar el presupuesto', 'Rechazar']) {
      expect(body).toContain(text);
    }
    expect(payloadOf(body)).toMatchObject({ language: 'es', document: { kind: 'quote' } });

    const declined = await api('POST', `/api${linkPath.replace('/quote/', '/quotes/')}/decline`);
    expect(declined.status).toBe(200);
    const answered = drawnOf((await page(linkPath)).body);
    expect(answered).toContain('Has rechazado este presupuesto');
    expect(answered).not.toContain('Aceptar el presupuesto');
  });

  it('answers 404 under another studio’s address', async () => {
    const { linkPath } = await sentQuote(spain);
    const answer = await page(linkPath.replace(`/p/${spainSlug}/`, `/p/${franceSlug}/`));
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('Boda en el Empordà');
  });
});
