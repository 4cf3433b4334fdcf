// PUT /api/p/{id}/questionnaires/{token} {answers}: the client's answers so far, saved as they
// type, so they can leave and come back. Each is checked against its field; any may be missing
// until they are sent.
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { storeAnswers } from './linked-response';

export const handler = defineHandler(async (event) =>
  json(200, { questionnaire: { status: 'started', updatedAt: await storeAnswers(event, 'started') } }),
);
