// What a client does to their questionnaire by its link: save the answers so far, and send them
// (functions/questionnaires/).
import { z } from 'zod/mini';
import type { Answers } from '@core/domain/questionnaire-answers';
import { createApiClient } from '../../lib/api';
import { studioApiPath } from '../../components/public/public-studio';

const api = createApiClient();
const questionnairePath = (slug: string, token: string) =>
  `${studioApiPath(slug)}/questionnaires/${encodeURIComponent(token)}`;

export async function saveAnswers(slug: string, token: string, answers: Answers): Promise<void> {
  await api.put(questionnairePath(slug, token), { answers }, z.object({ questionnaire: z.object({}) }));
}

/** Sends the answers; answers when. */
export async function submitAnswers(slug: string, token: string, answers: Answers): Promise<number> {
  const answer = await api.post(
    `${questionnairePath(slug, token)}/submit`,
    { answers },
    z.object({ questionnaire: z.object({ submittedAt: z.number() }) }),
  );
  return answer.questionnaire.submittedAt;
}
