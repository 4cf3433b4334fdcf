// GET /api/p/{id}/questionnaires/{token} (id: the studio's slug): the questionnaire a client's
// link opens, with the answers saved so far and whether they were sent.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { clientQuestionnaire } from '../lib/questionnaires/client-questionnaire';
import { linkedResponse } from './linked-response';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedResponse(sql, event);
  return json(200, {
    studio: { name: studio.name, slug: studio.slug },
    questionnaire: await clientQuestionnaire(sql, studio.id, id),
  });
});
