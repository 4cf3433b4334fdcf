// The HTML of the mailbox: a list of mails, newest first, and one page per mail.
import { escapeHtml, htmlDocument } from './html';
import { translate, type Language, type StringKey } from './local-strings';

export type StoredAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };
export type StoredMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: StoredAttachment[];
  createdAt: Date;
};

const style = `
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #8884; vertical-align: top; }
  iframe { width: 100%; min-height: 28rem; border: 1px solid #8884; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dd { margin: 0; }
  ul.attachments { margin: 0; padding: 0; list-style: none; }
`;

function formatDate(lng: Language, date: Date): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

export function mailListPage(lng: Language, mails: StoredMail[]): string {
  const t = (key: StringKey) => escapeHtml(translate(lng, key));
  const rows = mails
    .map(
      (mail) => `<tr>
<td><a href="/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td>${escapeHtml(mail.to)}</td>
<td><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(formatDate(lng, mail.createdAt))}</time></td>
<td>${attachmentLinks(mail)}</td>
</tr>`,
    )
    .join('\n');
  const body = `<h1>${t('mailbox.title')}</h1>
<p>${t('mailbox.description')}</p>
${
  mails.length === 0
    ? `<p>${t('mailbox.empty')}</p>`
    : `<table>
<thead><tr><th scope="col">${t('mailbox.subject')}</th><th scope="col">${t('mailbox.to')}</th><th scope="col">${t('mailbox.received')}</th><th scope="col">${t('mailbox.attachments')}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}`;
  return htmlDocument({ lang: lng, title: translate(lng, 'mailbox.title'), body, style });
}

export function mailPage(lng: Language, mail: StoredMail): string {
  const t = (key: StringKey) => escapeHtml(translate(lng, key));
  // The mail's own HTML runs in a sandbox without scripts; <base target="_top"> makes its links
  // open in the tab itself, which is what following a link from a mail client does.
  const srcdoc = `<base target="_top">${mail.html}`;
  const body = `<p><a href="/mailbox">${t('mailbox.back')}</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>
<dt>${t('mailbox.to')}</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>${t('mailbox.received')}</dt><dd><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(formatDate(lng, mail.createdAt))}</time></dd>
${mail.attachments.length > 0 ? `<dt>${t('mailbox.attachments')}</dt><dd>${attachmentLinks(mail)}</dd>` : ''}
</dl>
<iframe title="${escapeHtml(mail.subject)}" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(srcdoc)}"></iframe>
<h2>${t('mailbox.plainText')}</h2>
<pre>${linkify(mail.text)}</pre>`;
  return htmlDocument({ lang: lng, title: mail.subject, body, style });
}

export function mailNotFoundPage(lng: Language): string {
  const body = `<p><a href="/mailbox">${escapeHtml(translate(lng, 'mailbox.back'))}</a></p>
<p>${escapeHtml(translate(lng, 'mailbox.notFound'))}</p>`;
  return htmlDocument({ lang: lng, title: translate(lng, 'mailbox.title'), body, style });
}

/** Where an attachment downloads from (served by local/mail/mailbox.ts). */
const attachmentPath = (mailId: string, index: number) => `/mailbox/${mailId}/attachments/${index}`;

function attachmentLinks(mail: StoredMail): string {
  if (mail.attachments.length === 0) return '';
  const items = mail.attachments.map(
    (attachment, index) =>
      `<li><a href="${attachmentPath(mail.id, index)}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a></li>`,
  );
  return `<ul class="attachments">${items.join('')}</ul>`;
}

/** Escapes plain text and turns its http(s) URLs into links. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}
