// What a client does to a quote or an invoice by its link: accept or decline the quote, or ask
// for the card page of an instalment (functions/client-documents/, functions/public/invoice-pay.ts).
import { z } from 'zod/mini';
import { createApiClient } from '../../lib/api';
import { studioApiPath } from '../../components/public/public-studio';

const api = createApiClient();
const quotePath = (slug: string, token: string) => `${studioApiPath(slug)}/quotes/${encodeURIComponent(token)}`;

/** Accepts the quote; answers the address of the invoice it became. */
export async function acceptQuote(slug: string, token: string): Promise<string> {
  return (await api.post(`${quotePath(slug, token)}/accept`, {}, z.object({ linkPath: z.string() }))).linkPath;
}

/** Declines the quote; answers when. */
export async function declineQuote(slug: string, token: string): Promise<number> {
  const answer = await api.post(
    `${quotePath(slug, token)}/decline`,
    {},
    z.object({ quote: z.object({ answeredAt: z.number() }) }),
  );
  return answer.quote.answeredAt;
}

/** The address of the studio's card page for the instalment. */
export async function payInstalment(token: string, instalmentId: string): Promise<string> {
  const answer = await api.post(
    `/api/public/invoices/${encodeURIComponent(token)}/pay`,
    { instalmentId },
    z.object({ url: z.string() }),
  );
  return answer.url;
}
