// The server's answer for an address of a studio's public site: /p/{slug}/… on the app's origin,
// or any path on the studio's own domain (cms.settings customDomain). The site's own pages (its
// home, its pages, its galleries), its booking page, a client's quote, invoice, questionnaire,
// contract and review and a client's portal are drawn here (./site-page.tsx, ./booking-page.tsx,
// ./document-page.tsx, ./questionnaire-page.tsx, ./contract-page.tsx, ./review-page.tsx,
// ./portal-page.tsx), and so are a public gallery and an invited client's gallery opened from
// the mail's link (./gallery-page.tsx, ./invited-gallery.ts); other galleries, invites and a
// booking's own page get the SPA's index.html with their own head;
// sitemap.xml and robots.txt are written here. Shared by the local platform (local/web.ts) and
// the site's Lambda behind CloudFront (./serve-site.ts).
import type { i18n } from 'i18next';
import type postgres from 'postgres';
import QRCode from 'qrcode';
import type { PublicSite, SiteTranslations } from '@core/domain/public-site';
import { holdsUnstorableText } from '@core/domain/text';
import type { ClientDocument } from '@web/src/drawn/document-payload';
import { escapeHtml } from '../lib/html';
import type { ApiResult } from '../lib/http';
import { REFERRER_POLICY_OF_TOKEN_PAGES, withNotFoundHead, withPageHead, type PageHead } from '../lib/site/page-head';
import { siteI18n } from '@web/src/components/studio-site/site-i18n';
import { readPublicSite } from '../lib/site/public-site';
import { bookingOffer } from '../lib/booking/booking-offer';
import { bookingStudioOf } from '../lib/booking/booking-studio';
import { openPublicGallery, publicGalleryAnswer } from '../lib/gallery/public-gallery';
import { clientInvoice, clientQuote } from '../lib/invoicing/client-documents';
import { customerLanguage } from '../lib/mail/client-language';
import { openPortalItem } from '../lib/client-portal/portal-open';
import { portalClient, portalToken } from '../lib/client-portal/portal-sign-in';
import { readClientPortal } from '../lib/client-portal/portal-view';
import { portalItemKinds, type PortalItemKind } from '@core/domain/client-portal';
import { createDocumentLink, openLinkedDocument, type DocumentKind } from '../lib/client-links';
import { movedAnswer, movedStudioSlug, underAddress } from '../lib/site/public-studio';
import { withBookingPage } from './booking-page';
import { withDocumentPage } from './document-page';
import { withPortalPage } from './portal-page';
import { withQuestionnairePage } from './questionnaire-page';
import { withReviewPage } from './review-page';
import { withContractPage } from './contract-page';
import { withProposalPage } from './proposal-page';
import { clientProposal } from '../lib/proposals/client-proposal';
import { proposalLive, readProposal } from '../lib/proposals/proposals';
import { clientContract } from '../lib/contracts/client-contract';
import { clientQuestionnaire } from '../lib/questionnaires/client-questionnaire';
import { clientReview } from '../lib/reviews/client-review';
import { withGalleryPage } from './gallery-page';
import { invitedGallery } from './invited-gallery';
import type { GalleryPayload } from '@web/src/drawn/gallery-payload';
import {
  bookingPageHead,
  documentPageHead,
  isSpaPage,
  siteAddresses,
  sitePageHead,
  spaPageHead,
  STUDIO_SCRIPT_PATH,
  studioByDomain,
  studioBySlug,
  studioScript,
  type StudioSite,
} from './public-head';
import { withSitePage } from './site-page';
import { spaPreloads, type ViteManifest } from './spa-preloads';
import {
  documentLanguage,
  documentPageTranslations,
  portalPageTranslations,
  questionnairePageTranslations,
  productPageTranslations,
  reviewPageTranslations,
  siteLanguage,
  siteTranslations,
  type LanguageHints,
  type SiteLanguage,
} from './site-translations';
import { siteView } from './site-view';

export type SiteRequest = {
  /** The Host the visitor asked for (a studio's domain, or the app's own). */
  host: string | undefined;
  /** The URL's path, still percent-encoded. */
  path: string;
  /** The URL's query, still percent-encoded, without its `?`: kept when an old address redirects. */
  rawQuery?: string | undefined;
} & LanguageHints;

/**
 * The HTML pages are written into: the SPA's index.html and the site's own (web/site.html); and
 * the build's manifest, when there is one, for what an SPA page loads (./spa-preloads.ts).
 */
export type PageTemplates = {
  index: () => Promise<string>;
  site: () => Promise<string>;
  manifest: () => Promise<ViteManifest | undefined>;
};

/** The files a studio's domain serves of its own, beside the SPA's. */
const SITE_FILES = ['/sitemap.xml', '/robots.txt', `/${STUDIO_SCRIPT_PATH}`];

/** What a visitor on a studio's domain never gets there: the back office and its sign-in. */
const BACK_OFFICE_PATHS = /^\/(app|login|reset-password)(\/|$)/;

const cached = (status: number) => (status === 200 ? 'public, max-age=60' : 'no-store');

/**
 * A drawn page is in the visitor's language, which its address does not name: browsers ask again
 * each time (so a language just chosen shows on the next page), shared caches keep it a minute,
 * keyed on the language (stacks/site-pages.ts).
 */
const DRAWN_PAGE_CACHE = 'public, max-age=0, s-maxage=60';

function text(status: number, contentType: string, body: string): ApiResult {
  return { statusCode: status, headers: { 'content-type': contentType, 'cache-control': cached(status) }, body };
}

/**
 * The answer for `request`, or undefined when it is no address of a studio's site (the app's own
 * pages, a static file, an unknown host): the caller serves those as it always did.
 */
export async function siteResponse(
  sql: postgres.Sql,
  request: SiteRequest,
  /** Read only for an answer that is a page. */
  templates: PageTemplates,
  appOrigin: string,
): Promise<ApiResult | undefined> {
  const app = new URL(appOrigin);
  const onAppOrigin = !request.host || request.host.toLowerCase() === app.host.toLowerCase();
  const found = onAppOrigin ? await onApp(sql, request, appOrigin) : await onDomain(sql, request, app);
  if (!found) return undefined;
  if ('unstorable' in found) return notFoundPage(await templates.index(), !onAppOrigin, 400);
  if ('moved' in found) return movedAnswer('GET', found.moved);
  if ('redirect' in found) {
    return { statusCode: 302, headers: { location: found.redirect, 'cache-control': 'no-store' }, body: '' };
  }
  const { site, rest } = found;
  if (!site || rest === undefined) return notFoundPage(await templates.index(), !onAppOrigin);
  const sitemap = `${site.root}/sitemap.xml`;
  if (rest === 'sitemap.xml')
    return text(200, 'application/xml; charset=utf-8', sitemapXml(await siteAddresses(sql, site)));
  if (rest === STUDIO_SCRIPT_PATH && site.onOwnDomain) {
    const script = studioScript(site.studio);
    if (script !== undefined) return text(200, 'text/javascript; charset=utf-8', script);
  }
  if (rest === 'robots.txt')
    return text(200, 'text/plain; charset=utf-8', `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
  if (isSpaPage(rest)) {
    const head = await spaPageHead(sql, site, rest, appOrigin);
    if (!head) return notFoundPage(await templates.index(), site.onOwnDomain);
    const [page = '', id = ''] = rest.split('/');
    const language = siteLanguage(request);
    if (page === 'gallery') {
      const drawn = await drawnGallery(sql, site, id, head, language, templates.site);
      if (drawn) return drawn;
    }
    if (page === 'invite') {
      const drawn = await drawnInvite(sql, site, id, request.rawQuery, head, language, templates.site);
      if (drawn) return drawn;
    }
    const modulePreloads = spaPreloads(await templates.manifest(), page, language);
    const html = withPageHead(await templates.index(), { ...head, modulePreloads });
    // The app's invite page holds the link's token in its address: kept by no cache, as the drawn one.
    if (page === 'invite')
      return { statusCode: 200, headers: { ...TOKEN_PAGE_HEADERS, 'content-type': HTML }, body: html };
    return text(200, HTML, html);
  }
  if (rest === 'book') return drawnBooking(sql, site, request, templates.site, appOrigin);
  if (rest === 'client') return drawnPortal(sql, site, request, templates.site, appOrigin);
  const opening = PORTAL_ITEM.exec(rest);
  if (opening) {
    const [, kind = '', id = ''] = opening;
    const opened = await openedPortalItem(sql, site, kind as PortalItemKind, id, request.cookie);
    return opened ?? notFoundPage(await templates.index(), site.onOwnDomain);
  }
  const form = CLIENT_FORM.exec(rest);
  if (form) {
    const [, kind, token = ''] = form;
    const drawn = await drawnClientForm(
      sql,
      site,
      kind as 'questionnaire' | 'contract',
      token,
      request,
      templates.site,
      appOrigin,
    );
    return drawn ?? notFoundPage(await templates.index(), site.onOwnDomain);
  }
  const review = CLIENT_REVIEW.exec(rest);
  if (review) {
    const drawn = await drawnReview(sql, site, review[1] ?? '', request, templates.site, appOrigin);
    return drawn ?? notFoundPage(await templates.index(), site.onOwnDomain);
  }
  const proposal = CLIENT_PROPOSAL.exec(rest);
  if (proposal) {
    const [, token = '', part] = proposal;
    const drawn = await drawnProposal(
      sql,
      site,
      token,
      part as ProposalPart | undefined,
      request,
      templates.site,
      appOrigin,
    );
    return drawn ?? notFoundPage(await templates.index(), site.onOwnDomain);
  }
  const linked = CLIENT_DOCUMENT.exec(rest);
  if (linked) {
    const [, kind, token = ''] = linked;
    const drawn = await drawnDocument(sql, site, kind as DocumentKind, token, request, templates.site, appOrigin);
    return drawn ?? notFoundPage(await templates.index(), site.onOwnDomain);
  }
  return drawnPage(sql, site, rest, request, templates.site, appOrigin);
}

/** A page of the site in its frame, drawn here; an unknown path is the site's own "not found". */
async function drawnPage(
  sql: postgres.Sql,
  site: StudioSite,
  rest: string,
  hints: LanguageHints,
  template: () => Promise<string>,
  appOrigin: string,
): Promise<ApiResult> {
  const language = siteLanguage(hints);
  const [publicSite, view, html] = await Promise.all([
    readPublicSite(sql, site.studio),
    siteView(sql, site.studio, rest),
    template(),
  ]);
  const i18n = siteI18n(language, siteTranslations[language]);
  const home = siteHome(site);
  const state = {
    site: publicSite,
    view,
    home,
    path: rest === '' ? home : `${home.replace(/\/$/, '')}/${rest}`,
    language,
  };
  const status = view.kind === 'notFound' ? 404 : 200;
  return {
    statusCode: status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': status === 200 ? DRAWN_PAGE_CACHE : 'no-store',
    },
    body: withSitePage(
      withPageHead(html, sitePageHead(site, view, appOrigin, i18n.t('public:site.galleries'))),
      state,
      i18n,
    ),
  };
}

/** The studio's booking page, drawn here with its offer (./booking-page.tsx). */
async function drawnBooking(
  sql: postgres.Sql,
  site: StudioSite,
  hints: LanguageHints,
  template: () => Promise<string>,
  appOrigin: string,
): Promise<ApiResult> {
  const language = siteLanguage(hints);
  const studio = bookingStudioOf(site.studio);
  const [offer, publicSite, html] = await Promise.all([
    bookingOffer(sql, studio, language),
    readPublicSite(sql, site.studio),
    template(),
  ]);
  const translations = productPageTranslations[language];
  const i18n = siteI18n(language, translations);
  const payload = { slug: site.studio.slug, home: siteHome(site), language, site: publicSite, offer, translations };
  return {
    statusCode: 200,
    // Its open times change with every booking: never kept.
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: withBookingPage(
      withPageHead(html, bookingPageHead(site, appOrigin, i18n.t('public:booking.link'))),
      payload,
      i18n,
    ),
  };
}

/** A client's quote or invoice, by its link's token: `quote/{token}`, `invoice/{token}`. */
const CLIENT_DOCUMENT = /^(quote|invoice)\/([^/]+)$/;

/**
 * A client's quote or invoice, drawn here (./document-page.tsx) in its own language unless the
 * visitor chose another; undefined when no live link of this studio opens one of that kind.
 */
async function drawnDocument(
  sql: postgres.Sql,
  site: StudioSite,
  kind: DocumentKind,
  token: string,
  hints: LanguageHints,
  template: () => Promise<string>,
  appOrigin: string,
): Promise<ApiResult | undefined> {
  const id = await openLinkedDocument(sql, site.studio.id, kind, token);
  if (id === undefined) return undefined;
  const document = await clientDocument(sql, site.studio, kind, id);
  if (!document) return undefined;
  return drawnClientPage(sql, site, template, appOrigin, {
    language: documentLanguage(hints, document.kind === 'quote' ? document.quote.language : document.invoice.language),
    translations: documentPageTranslations,
    // What was paid or answered shows at once, on the way back from the card page too: never kept.
    cacheControl: 'no-store',
    address: `${kind}/${token}`,
    title: (i18n) =>
      document.kind === 'quote'
        ? i18n.t('invoiceDocument:quote')
        : [
            i18n.t(document.invoice.kind === 'corrective' ? 'invoiceDocument:corrective' : 'invoiceDocument:invoice'),
            document.invoice.number ?? '',
          ]
            .join(' ')
            .trim(),
    data: { token, document },
    draw: withDocumentPage,
  });
}

/** An item of a client's portal, opened from it: `client/open/{kind}/{id}`. */
const PORTAL_ITEM = new RegExp(`^client/open/(${portalItemKinds.join('|')})/([^/]+)$`);

/** A 303 to `location`, never kept. */
const seeOther = (location: string): ApiResult => ({
  statusCode: 303,
  headers: { location, 'cache-control': 'no-store' },
  body: '',
});

/**
 * The client's portal, drawn here (./portal-page.tsx) with everything of theirs when the request
 * carries a live portal session, in their documents' language unless they chose another; the
 * sign-in otherwise, in the visitor's.
 */
async function drawnPortal(
  sql: postgres.Sql,
  site: StudioSite,
  hints: LanguageHints,
  template: () => Promise<string>,
  appOrigin: string,
): Promise<ApiResult> {
  // Read while the site's frame is: the page waits for both at once.
  return drawnClientPage(sql, site, template, appOrigin, portalPage(sql, site.studio.id, hints));
}

/** What the portal shows, for whom, and in which language. */
async function portalPage(sql: postgres.Sql, accountId: string, hints: LanguageHints) {
  const client = await portalClient(sql, accountId, portalToken(hints.cookie));
  const portal = client ? await readClientPortal(sql, client) : null;
  const visitor = siteLanguage(hints);
  const language =
    client && portal
      ? documentLanguage(
          hints,
          await customerLanguage(sql, accountId, { id: client.customerId, ...portal.customer }, visitor),
        )
      : visitor;
  return {
    language,
    translations: portalPageTranslations,
    // One client's own page: never kept by anyone.
    cacheControl: 'private, no-store',
    address: 'client',
    title: (i18n: i18n) => i18n.t('portal:pageTitle'),
    data: { portal },
    draw: withPortalPage,
  };
}

/**
 * Where an item of the portal opens, by a link minted now (functions/lib/client-portal/portal-open.ts);
 * back to the portal without a live session, or in a preview (nothing opens there); undefined
 * for an item that is not the client's.
 */
async function openedPortalItem(
  sql: postgres.Sql,
  site: StudioSite,
  kind: PortalItemKind,
  id: string,
  cookie: string | undefined,
): Promise<ApiResult | undefined> {
  const base = siteHome(site).replace(/\/$/, '');
  const client = await portalClient(sql, site.studio.id, portalToken(cookie));
  if (!client || client.preview) return seeOther(`${base}/client`);
  const path = await openPortalItem(sql, client, kind, id);
  return path === undefined ? undefined : seeOther(`${base}/${path}`);
}

/** A client's questionnaire or contract, by its link's token: `questionnaire/{token}`, `contract/{token}`. */
const CLIENT_FORM = /^(questionnaire|contract)\/([^/]+)$/;

/**
 * A client's questionnaire (./questionnaire-page.tsx, with the answers saved so far) or contract
 * (./contract-page.tsx, with who signed it so far), in its own language unless the visitor chose
 * another; undefined when no live link of this studio opens one.
 */
async function drawnClientForm(
  sql: postgres.Sql,
  site: StudioSite,
  kind: 'questionnaire' | 'contract',
  token: string,
  hints: LanguageHints,
  template: () => Promise<string>,
  appOrigin: string,
): Promise<ApiResult | undefined> {
  const id = await openLinkedDocument(sql, site.studio.id, kind, token);
  if (id === undefined) return undefined;
  // What was saved or signed a moment ago shows when the client comes back: never kept.
  const page = { cacheControl: 'private, no-store', address: `${kind}/${token}` };
  if (kind === 'questionnaire') {
    const questionnaire = await clientQuestionnaire(sql, site.studio.id, id);
    return (
      questionnaire &&
      drawnClientPage(sql, site, template, appOrigin, {
        ...page,
        language: documentLanguage(hints, questionnaire.language),
        translations: questionnairePageTranslations,
        title: () => questionnaire.title,
        data: { token, questionnaire },
        draw: withQuestionnairePage,
      })
    );
  }
  const view = await clientContract(sql, site.studio.id, id);
  return (
    view &&
    drawnClientPage(sql, site, template, appOrigin, {
      ...page,
      language: documentLanguage(hints, view.contract.language),
      translations: productPageTranslations,
      title: () => view.contract.title,
      data: { token, ...view },
      draw: withContractPage,
    })
  );
}

/** A client's review, by its link's token: `review/{token}`. */
const CLIENT_REVIEW = /^review\/([^/]+)$/;

/**
 * A client's review page (./review-page.tsx), in the review's language unless the visitor chose
 * another; undefined when no live link of this studio opens one.
 */
async function drawnReview(
  sql: postgres.Sql,
  site: StudioSite,
  token: string,
  hints: LanguageHints,
  template: () => Promise<string>,
  appOrigin: string,
): Promise<ApiResult | undefined> {
  const id = await openLinkedDocument(sql, site.studio.id, 'review', token);
  const review = id === undefined ? undefined : await clientReview(sql, site.studio.id, id);
  return (
    review &&
    drawnClientPage(sql, site, template, appOrigin, {
      language: documentLanguage(hints, review.language),
      translations: reviewPageTranslations,
      // The thank-you shows when the client comes back a moment after sending: never kept.
      cacheControl: 'private, no-store',
      address: `review/${token}`,
      title: (i18n: i18n) => i18n.t('reviews:public.title', { studio: site.studio.name }),
      data: { token, review },
      draw: withReviewPage,
    })
  );
}

/** A client's proposal by its link's token, `proposal/{token}`; and a part of it opened from there. */
const CLIENT_PROPOSAL = /^proposal\/([^/]+)(?:\/(questionnaire|contract))?$/;
type ProposalPart = 'questionnaire' | 'contract';

/**
 * A client's proposal (./proposal-page.tsx), in its own language unless the visitor chose another;
 * or, for `part`, a 303 to its questionnaire's page or its contract's PDF by a link minted at the
 * click, as the portal opens its items. Undefined when no live link of this studio opens one, or
 * the proposal was withdrawn or its hold ran out.
 */
async function drawnProposal(
  sql: postgres.Sql,
  site: StudioSite,
  token: string,
  part: ProposalPart | undefined,
  hints: LanguageHints,
  template: () => Promise<string>,
  appOrigin: string,
): Promise<ApiResult | undefined> {
  const now = Date.now();
  const id = await openLinkedDocument(sql, site.studio.id, 'proposal', token);
  const proposal = id === undefined ? undefined : await readProposal(sql, site.studio.id, id);
  if (!proposal || !proposalLive(proposal, now)) return undefined;
  if (part === 'questionnaire') {
    const responseId = proposal.questionnaireResponseId;
    if (!responseId) return undefined;
    const link = await createDocumentLink(sql, site.studio.id, { kind: 'questionnaire', id: responseId });
    return seeOther(`${siteHome(site).replace(/\/$/, '')}/questionnaire/${link}`);
  }
  if (part === 'contract') {
    if (!proposal.contractId) return undefined;
    const link = await createDocumentLink(sql, site.studio.id, { kind: 'contract', id: proposal.contractId });
    return seeOther(`/api/contract-links/${link}/pdf`);
  }
  const view = await clientProposal(sql, site.studio, proposal, now);
  return drawnClientPage(sql, site, template, appOrigin, {
    language: documentLanguage(hints, proposal.language),
    translations: documentPageTranslations,
    // Each step taken a moment ago shows when the client comes back: never kept.
    cacheControl: 'private, no-store',
    address: `proposal/${token}`,
    title: (i18n: i18n) => i18n.t('public:proposal.pageTitle'),
    data: { token, proposal: view },
    draw: withProposalPage,
  });
}

/** What every client's own page (a quote or invoice, the portal, a questionnaire, a contract) hands its script. */
type ClientPagePayload = {
  slug: string;
  home: string;
  language: SiteLanguage;
  site: PublicSite;
  translations: SiteTranslations;
};

type ClientPage<Data> = {
  language: SiteLanguage;
  translations: Record<SiteLanguage, SiteTranslations>;
  cacheControl: string;
  /** Its address under the studio's home, for its head. */
  address: string;
  title: (i18n: i18n) => string;
  /** The page's own part of its payload: what it shows. */
  data: Data;
  draw: (template: string, payload: ClientPagePayload & Data, i18n: i18n) => string;
};

/** A page of one client's own, drawn in the studio's site with `page.draw`, in `page.language`. */
async function drawnClientPage<Data extends object>(
  sql: postgres.Sql,
  site: StudioSite,
  template: () => Promise<string>,
  appOrigin: string,
  /** A promise for a page whose own reads may run beside the site's. */
  pageRead: ClientPage<Data> | Promise<ClientPage<Data>>,
): Promise<ApiResult> {
  const [publicSite, html, page] = await Promise.all([readPublicSite(sql, site.studio), template(), pageRead]);
  const { language } = page;
  const translations = page.translations[language];
  const i18n = siteI18n(language, translations);
  const payload = {
    slug: site.studio.slug,
    home: siteHome(site),
    language,
    site: publicSite,
    translations,
    ...page.data,
  };
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': page.cacheControl },
    body: page.draw(
      withPageHead(html, documentPageHead(site, appOrigin, page.title(i18n), page.address)),
      payload,
      i18n,
    ),
  };
}

/** The document as its page shows it; an invoice of a Spanish studio with its Veri*Factu QR code drawn. */
async function clientDocument(
  sql: postgres.Sql,
  studio: StudioSite['studio'],
  kind: DocumentKind,
  id: string,
): Promise<ClientDocument | undefined> {
  if (kind === 'quote') return { kind, quote: await clientQuote(sql, studio, id, Date.now()) };
  const invoice = await clientInvoice(sql, studio, id);
  if (!invoice) return undefined;
  const qrSvg = invoice.verifactu
    ? await QRCode.toString(invoice.verifactu.qrUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 })
    : null;
  return { kind, invoice, qrSvg };
}

const HTML = 'text/html; charset=utf-8';

/**
 * A page whose address holds an invite's token: one client's, kept by no cache (CloudFront keys
 * the site's pages without their query), and naming no more than its origin to what it asks for.
 */
const TOKEN_PAGE_HEADERS = { 'cache-control': 'private, no-store', 'referrer-policy': REFERRER_POLICY_OF_TOKEN_PAGES };

/**
 * A public gallery's page, drawn here with the gallery (./gallery-page.tsx); undefined for one
 * only its invited clients may see, which the app draws once it has their invite.
 */
async function drawnGallery(
  sql: postgres.Sql,
  site: StudioSite,
  galleryId: string,
  head: PageHead,
  language: SiteLanguage,
  template: () => Promise<string>,
): Promise<ApiResult | undefined> {
  const gallery = await openPublicGallery(sql, site.studio.id, galleryId);
  if (!gallery) return undefined;
  const [data, html] = await Promise.all([publicGalleryAnswer(sql, gallery, null), template()]);
  return drawnGalleryPage(
    site,
    language,
    { html: withPageHead(html, head), data },
    { 'cache-control': DRAWN_PAGE_CACHE },
  );
}

/**
 * An invited client's page from the mail's link, drawn here with the gallery once the link's
 * token is verified (./invited-gallery.ts); undefined otherwise, for the app's invite page.
 */
async function drawnInvite(
  sql: postgres.Sql,
  site: StudioSite,
  galleryId: string,
  rawQuery: string | undefined,
  head: PageHead,
  language: SiteLanguage,
  template: () => Promise<string>,
): Promise<ApiResult | undefined> {
  const galleryAddress = `${siteHome(site).replace(/\/$/, '')}/gallery/${encodeURIComponent(galleryId)}`;
  const [invited, html] = await Promise.all([
    invitedGallery(sql, site.studio, galleryId, rawQuery, galleryAddress),
    template(),
  ]);
  if (!invited) return undefined;
  const { data, invite } = invited;
  // Its gallery is named now the link is verified; its address names no token.
  const ownHead = {
    ...head,
    title: `${data.gallery.name} · ${site.studio.name}`,
    canonicalUrl: `${site.root}/gallery/${galleryId}`,
  };
  return drawnGalleryPage(site, language, { html: withPageHead(html, ownHead), data, invite }, TOKEN_PAGE_HEADERS);
}

/** A gallery's page drawn into `page.html` (its head written) from `page.data`, answered with `headers`. */
function drawnGalleryPage(
  site: StudioSite,
  language: SiteLanguage,
  page: { html: string } & Pick<GalleryPayload, 'data' | 'invite'>,
  headers: Record<string, string>,
): ApiResult {
  const translations = productPageTranslations[language];
  const { html, data, invite } = page;
  const payload = {
    slug: site.studio.slug,
    home: siteHome(site),
    language,
    data,
    translations,
    ...(invite && { invite }),
  };
  return {
    statusCode: 200,
    headers: { 'content-type': HTML, ...headers },
    body: withGalleryPage(html, payload, siteI18n(language, translations)),
  };
}

/** The studio's home: the root of its own domain, or its address on the app's. */
const siteHome = (site: StudioSite) => (site.onOwnDomain ? '/' : `/p/${encodeURIComponent(site.studio.slug)}`);

/** An address whose decoding holds text Postgres cannot compare (a `%00`): refused before any lookup. */
const UNSTORABLE_ADDRESS = { unstorable: true } as const;

type Found =
  | { site: StudioSite | undefined; rest: string | undefined }
  | { redirect: string }
  /** An address the studio has left: the same page at its current one, for good. */
  | { moved: string }
  | typeof UNSTORABLE_ADDRESS
  | undefined;

async function onApp(sql: postgres.Sql, { path, rawQuery }: SiteRequest, appOrigin: string): Promise<Found> {
  const match = /^\/p\/([^/]+)(?:\/(.*))?$/.exec(path);
  if (!match) return undefined;
  const slug = decodedPath(match[1] ?? '');
  const rest = decodedPath(trimSlashes(match[2] ?? ''));
  if (holdsUnstorableText([slug, rest])) return UNSTORABLE_ADDRESS;
  const studio = slug === undefined ? undefined : await studioBySlug(sql, slug);
  const moved = studio || slug === undefined ? undefined : await movedStudioSlug(sql, slug);
  if (moved !== undefined) return { moved: underAddress(path, moved, rawQuery) };
  const site = studio && { studio, root: `${appOrigin}/p/${encodeURIComponent(studio.slug)}`, onOwnDomain: false };
  return { site, rest };
}

async function onDomain(sql: postgres.Sql, request: SiteRequest, app: URL): Promise<Found> {
  const { path } = request;
  const last = path.slice(path.lastIndexOf('/') + 1);
  // The SPA's own files (its bundles, icons) are served as on the app's origin.
  if (last.includes('.') && !SITE_FILES.includes(path)) return undefined;
  const hostname = (request.host ?? '').replace(/:\d+$/, '');
  const studio = await studioByDomain(sql, hostname);
  if (!studio) return undefined;
  // No sign-in on a studio's domain: its own script may run there (cms customJs).
  if (BACK_OFFICE_PATHS.test(path)) return { redirect: new URL(path, app).toString() };
  // Its own pages' app-origin addresses (a gallery block's link) are at the root here.
  const ownPrefix = `/p/${encodeURIComponent(studio.slug)}`;
  if (path === ownPrefix || path.startsWith(`${ownPrefix}/`)) return { redirect: path.slice(ownPrefix.length) || '/' };
  const site = { studio, root: `${app.protocol}//${request.host}`, onOwnDomain: true };
  const rest = decodedPath(trimSlashes(path));
  return holdsUnstorableText(rest) ? UNSTORABLE_ADDRESS : { site, rest };
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** A path decoded, or undefined when its percent-encoding is malformed ("%FF"). */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * No such page: the SPA's HTML still, so it shows its own branded, translated "not found"; with
 * 400 for an address no page could have.
 */
export function notFoundPage(indexHtml: string, onStudioDomain: boolean, status: 404 | 400 = 404): ApiResult {
  return text(status, 'text/html; charset=utf-8', withNotFoundHead(indexHtml, { onStudioDomain }));
}

function sitemapXml(addresses: readonly string[]): string {
  const urls = addresses.map((address) => `  <url><loc>${escapeHtml(address)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}
