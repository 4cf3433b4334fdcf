// GET /api/p/{id}/contracts/{token}: the contract a client's link opens (id: the studio's slug):
// its text as blocks, the fields they fill in, the hash they sign it under, and who signed.
import { clientContract } from '../lib/contracts/client-contract';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { linkNotFound } from '../lib/client-links';
import { studioView } from '../lib/site/public-studio';
import { linkedDocument } from '../lib/site/linked-document';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'contract');
  const view = await clientContract(sql, studio.id, id);
  if (!view) throw linkNotFound();
  return json(200, { studio: studioView(studio), ...view });
});
