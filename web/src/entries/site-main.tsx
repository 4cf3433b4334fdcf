// The script of the pages a studio's server draws (site.html): its site's pages
// (functions/site-html/site-page.tsx), its booking page and its public galleries
// (functions/site-html/booking-page.tsx, gallery-page.tsx), a client's quote or invoice
// (functions/site-html/document-page.tsx), questionnaire (questionnaire-page.tsx), review
// (review-page.tsx), contract
// (contract-page.tsx) and proposal (proposal-page.tsx), a client's portal (functions/site-html/portal-page.tsx),
// and the product's landing page (functions/site-html/landing-page.tsx). Most site pages need no script at
// all: only one with a contact form loads React to take the page over (./site-hydrate.tsx) once
// the page has been painted; booking, a gallery and a document always do (./booking-hydrate.tsx,
// ./gallery-hydrate.tsx, ./document-hydrate.tsx), a contract once its reader first reaches for it
// (./contract-hydrate.tsx). It carries none of the app: no router, no sign-in, no sync.
import { SITE_PAYLOAD_ID, type SitePayload, type SiteView } from '@core/domain/public-site';
import { BOOKING_PAYLOAD_ID, type BookingPayload } from '../drawn/booking-payload';
import { CONTRACT_PAYLOAD_ID, type ContractPayload } from '../drawn/contract-payload';
import { DOCUMENT_PAYLOAD_ID, type DocumentPayload } from '../drawn/document-payload';
import { GALLERY_PAYLOAD_ID, type GalleryPayload } from '../drawn/gallery-payload';
import { LANDING_PAYLOAD_ID, type LandingPayload } from '../drawn/landing-payload';
import { PORTAL_PAYLOAD_ID, type PortalPayload } from '../drawn/portal-payload';
import { PROPOSAL_PAYLOAD_ID, type ProposalPayload } from '../drawn/proposal-payload';
import { QUESTIONNAIRE_PAYLOAD_ID, type QuestionnairePayload } from '../drawn/questionnaire-payload';
import { REVIEW_PAYLOAD_ID, type ReviewPayload } from '../drawn/review-payload';
import '../index.css';
import '../components/studio-site/studio-site.css';
import { onFirstUse } from '../lib/first-use';
import { initSentry } from '../lib/sentry';
import { hasStoredAuthSession } from '../lib/stored-auth-session';
import { DARK_QUERY, readStoredTheme, resolveTheme } from '../lib/theme';

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
const booking = document.getElementById(BOOKING_PAYLOAD_ID)?.textContent;
const gallery = document.getElementById(GALLERY_PAYLOAD_ID)?.textContent;
const landing = document.getElementById(LANDING_PAYLOAD_ID)?.textContent;
const clientDocument = document.getElementById(DOCUMENT_PAYLOAD_ID)?.textContent;
const portal = document.getElementById(PORTAL_PAYLOAD_ID)?.textContent;
const questionnaire = document.getElementById(QUESTIONNAIRE_PAYLOAD_ID)?.textContent;
const review = document.getElementById(REVIEW_PAYLOAD_ID)?.textContent;
const contract = document.getElementById(CONTRACT_PAYLOAD_ID)?.textContent;
const proposal = document.getElementById(PROPOSAL_PAYLOAD_ID)?.textContent;
const root = document.getElementById('root');

/**
 * Light or dark as this browser chose, on every page drawn here: the site's own pages follow the
 * same rule as its booking page and galleries (its stylesheet reads the class).
 */
function followTheme() {
  const dark = window.matchMedia(DARK_QUERY);
  const apply = () => {
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(resolveTheme(readStoredTheme(), dark.matches));
  };
  apply();
  // Followed here too until React has the page, which the landing page's waits for the visitor.
  dark.addEventListener('change', apply);
}

/** A page in the product's own frame, before React takes it over. */
function productPage(language: string) {
  keepChosenLanguage(language);
  followTheme();
}

// Booking is taken over at once: it is painted while its code arrives, and its choices wait for it.
if (booking && root) {
  const state = JSON.parse(booking) as BookingPayload;
  productPage(state.language);
  void import('./booking-hydrate').then(({ hydrateBooking }) => hydrateBooking(root, state));
} else if (gallery && root) {
  const state = JSON.parse(gallery) as GalleryPayload;
  productPage(state.language);
  // Once painted: the cover, the page's largest paint, does not wait behind the code's compiling.
  afterNextPaint(() => void import('./gallery-hydrate').then(({ hydrateGallery }) => hydrateGallery(root, state)));
} else if (clientDocument && root) {
  const state = JSON.parse(clientDocument) as DocumentPayload;
  productPage(state.language);
  // Once painted: the document, all of it in the HTML, does not wait behind the code's compiling.
  afterNextPaint(() => void import('./document-hydrate').then(({ hydrateDocument }) => hydrateDocument(root, state)));
} else if (questionnaire && root) {
  const state = JSON.parse(questionnaire) as QuestionnairePayload;
  productPage(state.language);
  // At once, as booking: its controls wait for it, and what the client types must be saved.
  void import('./questionnaire-hydrate').then(({ hydrateQuestionnaire }) => hydrateQuestionnaire(root, state));
} else if (review && root) {
  const state = JSON.parse(review) as ReviewPayload;
  productPage(state.language);
  // At once, as a questionnaire: its controls wait for it, and the page is small.
  void import('./review-hydrate').then(({ hydrateReview }) => hydrateReview(root, state));
} else if (contract && root) {
  const state = JSON.parse(contract) as ContractPayload;
  productPage(state.language);
  // As the landing page: a client reads the contract first, so React and the form's code (with the
  // signature pad, some 145 KB) come when they first scroll, point, touch or type: a first visit
  // stays in the public budget. The form's controls wait for it, disabled until then.
  onFirstUse(() => void import('./contract-hydrate').then(({ hydrateContract }) => hydrateContract(root, state)));
} else if (proposal && root) {
  const state = JSON.parse(proposal) as ProposalPayload;
  productPage(state.language);
  // As a contract's: it embeds the signing form (with the signature pad), so React comes when
  // the client first reaches for the page, and a first visit stays in the public budget.
  onFirstUse(() => void import('./proposal-hydrate').then(({ hydrateProposal }) => hydrateProposal(root, state)));
} else if (portal && root) {
  const state = JSON.parse(portal) as PortalPayload;
  productPage(state.language);
  const takeOver = () => void import('./portal-hydrate').then(({ hydratePortal }) => hydratePortal(root, state));
  // Signed in, the client's list is all in the HTML and opens by plain links: React (some 130 KB)
  // comes when they first reach for the page, as on a contract's, so a first visit stays in the
  // public budget. Signed out, its sign-in form (or the mail's link to trade) needs it at once.
  if (state.portal) onFirstUse(takeOver);
  else afterNextPaint(takeOver);
} else if (landing && root) {
  const state = JSON.parse(landing) as LandingPayload;
  productPage(state.language);
  // Its calls to action lead a visitor signed in on this browser into their studio.
  if (hasStoredAuthSession()) document.documentElement.dataset.signedIn = '';
  // Its only controls are the theme and language menus: React (about 100 KB) comes when the
  // visitor first points, touches, scrolls or types, not for a visitor who reads and follows a link.
  // A menu pressed before React has the page is pressed again once it has.
  let pressed: HTMLElement | null = null;
  const remember = (event: Event) => {
    if (event.target instanceof Element) pressed = event.target.closest('button');
  };
  root.addEventListener('click', remember, true);
  const pressAgain = () => {
    const button = pressed;
    pressed = null;
    button?.click();
  };
  onFirstUse(
    () =>
      void import('./landing-hydrate').then(({ hydrateLanding }) => {
        // From here React sees a press itself, and replays one it gets before it is done.
        root.removeEventListener('click', remember, true);
        hydrateLanding(root, state, pressAgain);
      }),
  );
} else if (payload && root) {
  const { state, translations } = JSON.parse(payload) as SitePayload;
  keepChosenLanguage(state.language);
  followTheme();
  if (reacts(state.view)) {
    afterNextPaint(
      () => void import('./site-hydrate').then(({ hydrateSite }) => hydrateSite(root, state, translations)),
    );
  }
}
