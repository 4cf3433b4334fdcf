// GET /api/p/{id}/proposals/{token}: the proposal a client's link opens (id: the studio's slug):
// the studio, the step they are at, the quote, the contract, the deposit and how it can be paid,
// until when a booking's time is held, and whether a questionnaire comes with it.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { clientProposal } from '../lib/proposals/client-proposal';
import { studioView } from '../lib/site/public-studio';
import { linkedProposal } from './linked-proposal';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const now = Date.now();
  const { studio, proposal } = await linkedProposal(sql, event, now);
  return json(200, { studio: studioView(studio), proposal: await clientProposal(sql, studio, proposal, now) });
});
