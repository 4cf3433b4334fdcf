// A client's questionnaire drawn on the server: the form and the answers so far are in the HTML,
// so it paints as soon as it arrives. The page's script (web/src/entries/site-main.tsx) takes it
// over from the state written beside it, to save and send the answers.
import type { i18n } from 'i18next';
// The page's components, drawn alike here and in the browser (web/src/entries/questionnaire-hydrate.tsx).
import { ClientQuestionnairePage } from '@web/src/drawn/client-questionnaire';
import { QUESTIONNAIRE_PAYLOAD_ID, type QuestionnairePayload } from '@web/src/drawn/questionnaire-payload';
import { withDrawnPage } from './drawn-html';

/** `template` (the site's HTML, its head already written) with the questionnaire drawn into it. */
export function withQuestionnairePage(template: string, payload: QuestionnairePayload, i18n: i18n): string {
  const { slug, home, token, site, questionnaire } = payload;
  const page = (
    <ClientQuestionnairePage slug={slug} home={home} token={token} site={site} questionnaire={questionnaire} />
  );
  return withDrawnPage(template, { page, i18n, payloadId: QUESTIONNAIRE_PAYLOAD_ID, payload });
}
