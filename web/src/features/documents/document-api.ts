// What only the API does to a document (functions/invoices/): send a quote, issue an invoice, and
// make or revoke the link its client opens it with. Each answer is checked before it is used.
import { z } from 'zod';
import type { ApiClient } from '../../lib/api';
import type { DocumentKind } from './document-types';

/** The client's link, answered once (only its hash is kept); null while the studio has no public address. */
const linkPath = z.string().nullable();

const sentQuote = z.object({ linkPath, mailed: z.boolean() });
const issuedInvoice = z.object({ invoice: z.object({ numberText: z.string() }), linkPath, mailed: z.boolean() });

const accountPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}`;

export function sendQuote(api: ApiClient, accountId: string, quoteId: string) {
  return api.post(`${accountPath(accountId)}/quotes/${encodeURIComponent(quoteId)}/send`, undefined, sentQuote);
}

export function issueInvoice(api: ApiClient, accountId: string, invoiceId: string) {
  return api.post(
    `${accountPath(accountId)}/invoices/${encodeURIComponent(invoiceId)}/issue`,
    undefined,
    issuedInvoice,
  );
}

/** Revokes the document's links and answers a new one's path. */
export async function renewLink(api: ApiClient, accountId: string, kind: DocumentKind, documentId: string) {
  const answer = await api.post(
    `${accountPath(accountId)}/document-links`,
    { kind, documentId },
    z.object({ linkPath }),
  );
  return answer.linkPath;
}

export function revokeLinks(api: ApiClient, accountId: string, kind: DocumentKind, documentId: string) {
  return api.post(
    `${accountPath(accountId)}/document-links/revoke`,
    { kind, documentId },
    z.object({ revoked: z.number() }),
  );
}
