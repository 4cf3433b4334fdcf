// What a client does to their proposal by its link (functions/proposals/client-*.ts): read it,
// accept its quote, sign its contract, and ask for the card page of its deposit.
import { z } from 'zod/mini';
import type { ClientProposal } from '@core/domain/client-proposal';
import type { SignContractBody } from '@core/domain/contract';
import { createApiClient } from '../../lib/api';
import { studioApiPath } from '../../components/public/public-studio';

const api = createApiClient();
const proposalPath = (slug: string, token: string) => `${studioApiPath(slug)}/proposals/${encodeURIComponent(token)}`;

// The server reads it with the page's own types (functions/lib/proposals/client-proposal.ts).
const answer = z.object({
  proposal: z.custom<ClientProposal>((value) => typeof value === 'object' && value !== null),
});

/** The proposal as it stands now. */
export const readProposal = async (slug: string, token: string): Promise<ClientProposal> =>
  (await api.get(proposalPath(slug, token), answer)).proposal;

/** Accepts the quote; answers the proposal after it. */
export const acceptProposalQuote = async (slug: string, token: string): Promise<ClientProposal> =>
  (await api.post(`${proposalPath(slug, token)}/accept`, {}, answer)).proposal;

/** Signs the contract; answers the proposal after it. */
export const signProposalContract = async (
  slug: string,
  token: string,
  body: SignContractBody,
): Promise<ClientProposal> => (await api.post(`${proposalPath(slug, token)}/sign`, body, answer)).proposal;

/** The address of the studio's card page for the deposit; it brings the client back to the proposal. */
export const payProposalDeposit = async (slug: string, token: string): Promise<string> =>
  (await api.post(`${proposalPath(slug, token)}/pay`, {}, z.object({ url: z.string() }))).url;
