// The script of a studio's site pages (site.html). The server has drawn the page already
// (functions/site-html/site-page.tsx), so most pages need no script at all: only one with a
// contact form loads React to take the page over (./site-hydrate.tsx), once the page has been
// painted. It carries none of the app: no router, no sign-in, no sync.
import { SITE_PAYLOAD_ID, type SitePayload, type SiteView } from '@core/domain/public-site';
import './index.css';
import './components/studio-site/studio-site.css';
import { initSentry } from './lib/sentry';

initSentry();

/** A language chosen on the site (`?lng=`) is kept as the app keeps it, for the next pages. */
function keepChosenLanguage(language: string) {
  if (!new URLSearchParams(window.location.search).has('lng')) return;
  document.cookie = `i18next=${language}; path=/; max-age=${365 * 24 * 60 * 60}; samesite=strict`;
}

/** Whether anything on the page reacts: a contact form is the one block that does. */
const reacts = (view: SiteView) =>
  view.kind === 'page' && view.page.page.rows.some((row) => row.blocks.some((block) => block.type === 'contactForm'));

/** After the browser has painted the page as the server drew it: a frame, then a task. */
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

const payload = document.getElementById(SITE_PAYLOAD_ID)?.textContent;
const root = document.getElementById('root');
if (payload && root) {
  const { state, translations } = JSON.parse(payload) as SitePayload;
  keepChosenLanguage(state.language);
  if (reacts(state.view)) {
    afterNextPaint(
      () => void import('./site-hydrate').then(({ hydrateSite }) => hydrateSite(root, state, translations)),
    );
  }
}
