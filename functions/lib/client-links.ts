// The links clients open a document with (a quote, an invoice, a contract, a questionnaire, a
// proposal of several of them, a review request): 256 random bits, kept only as their hash in
// private.document_links. Each link opens one document of one studio until the studio revokes it;
// an unknown, malformed or revoked token finds nothing, and the caller answers them alike.
import type postgres from 'postgres';
import { HttpError } from './http';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from './secret-token';

type Sql = postgres.Sql | postgres.TransactionSql;

/** What a request by a link that opens nothing answers: the same for every reason, so a guess learns nothing. */
export const linkNotFound = () => new HttpError(404, 'link_not_found', 'This link does not open anything');

/** The documents with lines and totals. */
export type DocumentKind = 'quote' | 'invoice';
export type LinkedKind = DocumentKind | 'contract' | 'questionnaire' | 'proposal' | 'review';
export type DocumentRef = { kind: LinkedKind; id: string };

const column = {
  quote: 'quote_id',
  invoice: 'invoice_id',
  contract: 'contract_id',
  questionnaire: 'questionnaire_response_id',
  proposal: 'proposal_id',
  review: 'review_id',
} as const satisfies Record<LinkedKind, string>;
const kinds = Object.keys(column) as LinkedKind[];

/** A new link to the document; the token is returned this once and never stored. */
export async function createDocumentLink(sql: Sql, accountId: string, document: DocumentRef): Promise<string> {
  const { token, hash } = newSecretToken();
  await sql`
    insert into private.document_links ${sql({ token_hash: hash, account_id: accountId, [column[document.kind]]: document.id })}`;
  return token;
}

/** The document a live link opens, with its studio; undefined for anything else. */
export async function findLinkedDocument(
  sql: Sql,
  token: string,
): Promise<(DocumentRef & { accountId: string }) | undefined> {
  if (!isSecretTokenShaped(token)) return undefined;
  const [link] = await sql<({ accountId: string } & Record<LinkedKind, string | null>)[]>`
    select account_id as "accountId", ${sql.unsafe(kinds.map((kind) => `${column[kind]} as "${kind}"`).join(', '))}
    from private.document_links
    where token_hash = ${hashSecretToken(token)} and revoked_at is null`;
  if (!link) return undefined;
  // The handlers write one of the columns.
  const kind = kinds.find((candidate) => link[candidate] !== null);
  return kind && { kind, id: link[kind]!, accountId: link.accountId };
}

/** The id of the document of `kind` of studio `accountId` that a live `token` opens, if any. */
export async function openLinkedDocument(
  sql: Sql,
  accountId: string,
  kind: LinkedKind,
  token: string,
): Promise<string | undefined> {
  const linked = await findLinkedDocument(sql, token);
  return linked?.kind === kind && linked.accountId === accountId ? linked.id : undefined;
}

/** Revokes every live link to the document; answers how many there were. */
export async function revokeDocumentLinks(sql: Sql, accountId: string, document: DocumentRef): Promise<number> {
  const revoked = await sql`
    update private.document_links set revoked_at = private.now_ms()
    where account_id = ${accountId} and ${sql(column[document.kind])} = ${document.id} and revoked_at is null`;
  return revoked.count;
}

/** Where the client opens the document: the studio's public pages, by the link's token. */
export const documentLinkPath = (studioSlug: string, kind: LinkedKind, token: string): string =>
  `/p/${studioSlug}/${kind}/${token}`;

/** The link's path under the studio's public address, or under its id while it has none. */
export async function studioDocumentLinkPath(sql: Sql, accountId: string, kind: LinkedKind, token: string) {
  const [account] = await sql<{ slug: string | null }[]>`select slug from accounts where id = ${accountId}`;
  return documentLinkPath(account?.slug ?? accountId, kind, token);
}

/** Revokes every live link to the document and makes a new one: its path. */
export async function renewDocumentLink(sql: Sql, accountId: string, document: DocumentRef): Promise<string> {
  await revokeDocumentLinks(sql, accountId, document);
  return studioDocumentLinkPath(sql, accountId, document.kind, await createDocumentLink(sql, accountId, document));
}
