// The HTML every mail is laid out in, and the header of those a studio's clients receive: the
// studio's logo and name on top, so a client knows at a glance who writes (invites, bookings).
import { uploadedLogoKey } from '../storage/brand-keys';
import { escapeHtml as e } from '../html';
import { mailStrings, type MailLanguage } from './mail-strings';

/**
 * Who a client's mail comes from: the studio's name, and the absolute address of its logo if it
 * has one; and, in a mail to a client, the address of their portal with the studio.
 */
export type MailBrand = { name: string; logoUrl: string | null; portalUrl?: string };

/**
 * The brand of a studio's mails. `logoUrl` is `theme.logoUrl` as saved; it counts only as a logo
 * this studio uploaded (members can write their settings directly), and is made absolute on the
 * app's origin (SITE_URL), since a mail is opened far from the site. `portalSlug`, for a mail to
 * one of the studio's clients: the studio's public address, under which their portal is.
 */
export function mailBrand(
  studio: { id: string; name: string; logoUrl: string },
  siteUrl: string,
  portalSlug?: string | null,
): MailBrand {
  const uploaded = uploadedLogoKey(studio.id, studio.logoUrl) !== undefined;
  return {
    name: studio.name,
    logoUrl: uploaded ? new URL(studio.logoUrl, siteUrl).toString() : null,
    ...(portalSlug ? { portalUrl: new URL(`/p/${encodeURIComponent(portalSlug)}/client`, siteUrl).toString() } : {}),
  };
}

const mailLanguage = (lng: string): MailLanguage => (lng === 'es' || lng === 'ca' ? lng : 'en');

/** The line every client's mail ends with, in its language: where all their documents are. */
function portalWords(lng: string, brand: MailBrand | undefined) {
  if (!brand?.portalUrl) return undefined;
  const t = mailStrings(mailLanguage(lng), 'portalFooter', { studio: brand.name, link: brand.portalUrl });
  return { line: t('line'), lead: t('lead'), link: brand.portalUrl };
}

/** A client's mail's text with its last line, the portal's (nothing for other mails). */
export function withPortalLine(lng: string, text: string, brand: MailBrand | undefined): string {
  const words = portalWords(lng, brand);
  return words ? `${text}\n\n${words.line}` : text;
}

/** The studio's logo (its name as the text) over its name; the name alone without a logo. */
function header(brand: MailBrand): string {
  const logo = brand.logoUrl
    ? `<img src="${e(brand.logoUrl)}" alt="${e(brand.name)}" height="48" style="display: block; height: 48px; width: auto; max-width: 240px; margin-bottom: 8px; border: 0;">\n`
    : '';
  return `<div style="margin-bottom: 24px; padding-bottom: 16px; border-bottom: 1px solid #e5e7eb;">
${logo}<strong style="font-size: 18px;">${e(brand.name)}</strong>
</div>`;
}

/** Below a client's mail: the link to their portal, apart from the mail's own words. */
function portalFooter(lng: string, brand: MailBrand | undefined): string {
  const words = portalWords(lng, brand);
  if (!words) return '';
  return `\n<p style="margin-top: 32px; padding-top: 16px; border-top: 1px solid #e5e7eb; color: #6b7280; font-size: 14px;">${e(words.lead)} <a href="${e(words.link)}">${e(words.link)}</a></p>`;
}

/**
 * A mail's HTML: its paragraphs (HTML already escaped), under the studio's header when `brand` is
 * given, and over the client's portal link when the brand has one.
 */
export function mailHtml(lng: string, paragraphs: readonly string[], brand?: MailBrand): string {
  return `<!doctype html>
<html lang="${e(lng)}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111827; background: #ffffff;">
${brand ? `${header(brand)}\n` : ''}${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}${portalFooter(lng, brand)}
</body>
</html>`;
}

/** The mail's call to action, as a button. */
export const mailButton = (href: string, label: string): string =>
  `<a href="${e(href)}" style="display: inline-block; padding: 0.6em 1.2em; background: #111827; color: #ffffff; border-radius: 6px; text-decoration: none;">${e(label)}</a>`;

/** Secondary text: hints, the plain link, the expiry (HTML already escaped). */
export const mailMuted = (html: string): string => `<span style="color: #6b7280;">${html}</span>`;

/** The words of a mail that asks someone to follow one link, in its language. */
export type LinkMailWords = {
  greeting: string;
  intro: string;
  button: string;
  linkIntro: string;
  expiry: string;
  ignore: string;
};

const linkMailKeys = ['greeting', 'intro', 'button', 'linkIntro', 'expiry', 'ignore'] as const;

/** The words of a link mail, from its group of the mail catalogue (mail-strings.ts). */
export const linkMailWords = (t: (key: keyof LinkMailWords) => string): LinkMailWords =>
  Object.fromEntries(linkMailKeys.map((key) => [key, t(key)])) as LinkMailWords;

/**
 * The text and HTML of a mail that asks someone to follow `link` (an invitation): greeting, what
 * it is (and the steps it leads through), a button and the plain link, then until when it works.
 */
export function linkMailBodies(
  lng: string,
  /** `steps`: what the link leads through, in order, listed under the intro (a proposal's). */
  words: LinkMailWords & { steps?: readonly string[] },
  link: string,
  brand?: MailBrand,
): { text: string; html: string } {
  const steps = words.steps?.map((step, i) => `${i + 1}. ${step}`) ?? [];
  const text = withPortalLine(
    lng,
    [
      words.greeting,
      '',
      words.intro,
      ...(steps.length > 0 ? ['', ...steps] : []),
      '',
      `${words.button}: ${link}`,
      '',
      words.expiry,
      words.ignore,
    ].join('\n'),
    brand,
  );
  const html = mailHtml(
    lng,
    [
      e(words.greeting),
      e(words.intro),
      ...(steps.length > 0 ? [steps.map(e).join('<br>')] : []),
      mailButton(link, words.button),
      mailMuted(`${e(words.linkIntro)}<br><a href="${e(link)}">${e(link)}</a>`),
      mailMuted(`${e(words.expiry)}<br>${e(words.ignore)}`),
    ],
    brand,
  );
  return { text, html };
}
