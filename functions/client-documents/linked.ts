// What a client's link opens on the studio's public address (/api/p/{slug}/quotes/{token}, …):
// the studio and the document. An unknown, malformed or revoked token, or one of another studio
// or of the other kind, answers the same 404, so a guess learns nothing.
import type postgres from 'postgres';
import { taxSummary, type DocumentLine } from '@core/domain/invoice-totals';
import { HttpError, type ApiEvent } from '../lib/http';
import { findLinkedDocument, type DocumentKind } from '../lib/invoicing/document-links';
import { studioAtSlug, type PublicStudio } from '../lib/site/public-studio';

export const linkNotFound = () => new HttpError(404, 'link_not_found', 'This link does not open anything');

export async function linkedDocument(
  sql: postgres.Sql,
  event: ApiEvent,
  kind: DocumentKind,
): Promise<{ studio: PublicStudio; id: string }> {
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const linked = await findLinkedDocument(sql, event.pathParameters?.token ?? '');
  if (!linked || linked.kind !== kind || linked.accountId !== studio.id) throw linkNotFound();
  return { studio, id: linked.id };
}

/** The studio as the page's header shows it. */
export const studioView = (studio: PublicStudio) => ({
  name: studio.name,
  slug: studio.slug,
  logoUrl: typeof studio.settings['theme.logoUrl'] === 'string' ? studio.settings['theme.logoUrl'] : '',
});

/** A document's lines in order, and their totals per tax rate and exemption (taxSummary). */
export async function documentLines(
  sql: postgres.Sql | postgres.TransactionSql,
  kind: DocumentKind,
  id: string,
): Promise<{ lines: DocumentLine[]; taxes: ReturnType<typeof taxSummary> }> {
  const lines = await sql<DocumentLine[]>`
    select description, quantity, unit_price::float8 as "unitPrice", discount_bp as "discountBp",
           tax_rate_bp as "taxRateBp", tax_exemption as "taxExemption", net::float8 as net, tax::float8 as tax
    from ${sql(kind === 'quote' ? 'quote_lines' : 'invoice_lines')}
    where ${sql(`${kind}_id`)} = ${id} order by position, id`;
  return { lines, taxes: taxSummary(lines) };
}
