// A mail template's version drawn as a mail: its fields filled in, the text as written, and the
// HTML in the client mail's layout, under the studio's brand and over the portal's line.
import { fillMail, type MailFieldKey, type MailTemplateVersion } from '@core/domain/mail-template';
import { escapeHtml as e } from '../html';
import { mailHtml, withPortalLine, type MailBrand } from '../mail/mail-layout';

const WEB_ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** One paragraph as HTML: escaped, its web addresses as links, its line breaks kept. */
function paragraphHtml(paragraph: string): string {
  let html = '';
  let at = 0;
  for (const match of paragraph.matchAll(WEB_ADDRESS)) {
    html += e(paragraph.slice(at, match.index)) + `<a href="${e(match[0])}">${e(match[0])}</a>`;
    at = match.index + match[0].length;
  }
  return (html + e(paragraph.slice(at))).replace(/\r?\n/g, '<br>');
}

export type RenderedMail = { subject: string; text: string; html: string };

export function renderMail(
  lng: string,
  version: MailTemplateVersion,
  values: Readonly<Partial<Record<MailFieldKey, string>>>,
  brand: MailBrand,
): RenderedMail {
  const body = fillMail(version.body, values).trim();
  const paragraphs = body.split(/\r?\n\s*\r?\n/).filter((paragraph) => paragraph.trim() !== '');
  return {
    subject: fillMail(version.subject, values).replace(/\s+/g, ' ').trim(),
    text: withPortalLine(lng, body, brand),
    html: mailHtml(lng, paragraphs.map(paragraphHtml), brand),
  };
}
