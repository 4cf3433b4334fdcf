// POST /api/p/{id}/questionnaires/{token}/submit {answers}: the client sends their answers, once:
// every required field answered, each as its kind asks. From then on they never change.
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { storeAnswers } from './linked-response';

export const handler = defineHandler(async (event) =>
  json(200, { questionnaire: { status: 'submitted', submittedAt: await storeAnswers(event, 'submitted') } }),
);
