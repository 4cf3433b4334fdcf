// The proposal a client's link opens on the studio's public address (/api/p/{slug}/proposals/{token}).
// An unknown, malformed or revoked token, or one of another studio or kind, answers the same 404,
// so a guess learns nothing; a proposal withdrawn, or a booking's whose hold ran out, answers 410.
import type postgres from 'postgres';
import { linkNotFound } from '../lib/client-links';
import { HttpError, json, type ApiEvent } from '../lib/http';
import { clientProposal } from '../lib/proposals/client-proposal';
import { proposalLive, readProposal, type ProposalRow } from '../lib/proposals/proposals';
import { linkedDocument } from '../lib/site/linked-document';
import type { PublicStudio } from '../lib/site/public-studio';

const refuseClosed = (proposal: ProposalRow | undefined, now: number): ProposalRow => {
  if (!proposal) throw linkNotFound();
  if (!proposalLive(proposal, now)) throw new HttpError(410, 'proposal_void', 'This proposal is no longer open');
  return proposal;
};

export async function linkedProposal(
  sql: postgres.Sql,
  event: ApiEvent,
  now: number,
): Promise<{ studio: PublicStudio; proposal: ProposalRow }> {
  const { studio, id } = await linkedDocument(sql, event, 'proposal');
  return { studio, proposal: refuseClosed(await readProposal(sql, studio.id, id), now) };
}

/** The proposal found by its link, locked for a step of the client's, if it is still open. */
export const lockLiveProposal = async (tx: postgres.TransactionSql, proposal: ProposalRow, now: number) =>
  refuseClosed(await readProposal(tx, proposal.accountId, proposal.id, true), now);

/** What a client's step answers: the proposal as it stands after it. */
export async function proposalAnswer(sql: postgres.Sql, studio: PublicStudio, id: string) {
  const now = Date.now();
  const proposal = refuseClosed(await readProposal(sql, studio.id, id), now);
  return json(200, { proposal: await clientProposal(sql, studio, proposal, now) });
}
