// A client's questionnaire as its server draws it (functions/site-html/questionnaire-page.tsx) and
// the browser takes it over (../entries/questionnaire-hydrate.tsx): the studio's site around the
// form, with no router.
import { ThemeProvider } from '../app/providers/theme-provider';
import { StudioSiteFrame } from '../components/studio-site/studio-site-frame';
import { QuestionnairePage } from '../features/public-questionnaires/questionnaire-page';
import type { QuestionnairePayload } from './questionnaire-payload';

type ClientQuestionnairePageProps = Omit<QuestionnairePayload, 'language' | 'translations'>;

export function ClientQuestionnairePage({ slug, home, token, site, questionnaire }: ClientQuestionnairePageProps) {
  const path = `${home.replace(/\/$/, '')}/questionnaire/${token}`;
  return (
    <ThemeProvider>
      <StudioSiteFrame site={site} home={home} path={path}>
        <div className="site-product">
          <QuestionnairePage slug={slug} token={token} questionnaire={questionnaire} />
        </div>
      </StudioSiteFrame>
    </ThemeProvider>
  );
}
