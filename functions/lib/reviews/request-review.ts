// A review request: the workflow's `request_review` step asks the session's client for a rating
// and a few words. The review row is made once per step; the mail carries a link to it, in the
// client's language and the studio's branding. The runner sends the mail and records it.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import { siteTheme } from '@core/domain/site-theme';
import { createDocumentLink, documentLinkPath } from '../client-links';
import { requiredEnv } from '../env';
import { clientLanguage } from '../mail/client-language';
import { linkMailBodies, linkMailWords, mailBrand } from '../mail/mail-layout';
import { mailStrings, type MailLanguage } from '../mail/mail-strings';
import type { Mail } from '../mail/mailer';

export type ReviewRequest = { accountId: string; sessionId: string; sessionStepId: string };

type Asked = {
  customerId: string;
  name: string;
  email: string;
  studio: string;
  slug: string | null;
  settings: Record<string, unknown>;
  replyTo: string | null;
};

/**
 * The mail asking the session's client for a review, with a new link to the review the step made
 * (the same review however often the step runs). Null when there is nobody to ask: no client
 * address, a session of another studio or gone, a studio being deleted, or a review already given.
 */
export async function requestReview(
  tx: postgres.TransactionSql,
  { accountId, sessionId, sessionStepId }: ReviewRequest,
): Promise<{ mail: Mail } | null> {
  const [asked] = await tx<Asked[]>`
    select c.id as "customerId", c.name, c.email, a.name as studio, a.slug,
      a.settings, (select u.email from auth.users u where u.id = s.author_id) as "replyTo"
    from sessions s
      join customers c on c.account_id = s.account_id and c.id = s.customer_id
      join accounts a on a.id = s.account_id
    where s.account_id = ${accountId} and s.id = ${sessionId} and c.email <> '' and a.deletion_scheduled_at is null`;
  if (!asked) return null;
  const language = await clientLanguage(tx, accountId, asked.customerId);
  await tx`
    insert into reviews (id, account_id, customer_id, session_id, session_step_id, language, reviewer_name)
    values (${newId()}, ${accountId}, ${asked.customerId}, ${sessionId}, ${sessionStepId}, ${language},
            ${firstName(asked.name)})
    on conflict (account_id, session_step_id) where session_step_id is not null do nothing`;
  const [review] = await tx<{ id: string; language: MailLanguage }[]>`
    select id, language from reviews
    where account_id = ${accountId} and session_step_id = ${sessionStepId} and submitted_at is null`;
  if (!review) return null;
  const token = await createDocumentLink(tx, accountId, { kind: 'review', id: review.id });
  return { mail: reviewMail(asked, review.language, accountId, token) };
}

/** What a review is shown with until the client writes their own: their first name alone. */
const firstName = (name: string): string => name.trim().split(/\s+/)[0]?.slice(0, 200) ?? '';

function reviewMail(asked: Asked, language: MailLanguage, accountId: string, token: string): Mail {
  const siteUrl = requiredEnv('SITE_URL');
  const brand = mailBrand(
    { id: accountId, name: asked.studio, logoUrl: siteTheme(asked.settings).logoUrl },
    siteUrl,
    asked.slug,
  );
  // A studio without an address of its own yet is found by its id.
  const link = new URL(documentLinkPath(asked.slug ?? accountId, 'review', token), siteUrl).toString();
  const t = mailStrings(language, 'reviewMail', { studio: asked.studio, name: asked.name });
  const { text, html } = linkMailBodies(language, linkMailWords(t), link, brand);
  return {
    accountId,
    to: asked.email,
    subject: t('subject'),
    text,
    html,
    ...(asked.replyTo ? { replyTo: asked.replyTo } : {}),
  };
}
