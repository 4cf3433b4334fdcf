// What the server writes beside a client's questionnaire it drew, for the page's script: apart
// from the page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { PublicSite, SiteTranslations } from '@core/domain/public-site';
import type { ClientQuestionnaire } from '@core/domain/questionnaire-answers';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding a questionnaire page's payload. */
export const QUESTIONNAIRE_PAYLOAD_ID = 'questionnaire-state';

export type QuestionnairePayload = {
  slug: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  /** The link's token, which the page saves and sends the answers with. */
  token: string;
  language: Language;
  site: PublicSite;
  questionnaire: ClientQuestionnaire;
  translations: SiteTranslations;
};
