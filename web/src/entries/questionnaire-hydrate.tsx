// A client's questionnaire taken over by React from what its server wrote beside the HTML
// (./site-main.tsx), so the answers are saved as they are typed and can be sent.
import { ClientQuestionnairePage } from '../drawn/client-questionnaire';
import { hydrateProductPage } from '../drawn/hydrate-product-page';
import type { QuestionnairePayload } from '../drawn/questionnaire-payload';

export function hydrateQuestionnaire(root: HTMLElement, payload: QuestionnairePayload) {
  const { slug, home, token, site, questionnaire } = payload;
  hydrateProductPage(
    root,
    payload,
    <ClientQuestionnairePage slug={slug} home={home} token={token} site={site} questionnaire={questionnaire} />,
  );
}
