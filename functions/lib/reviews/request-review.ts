// A review request: the workflow's `request_review` step asks the session's client for a rating
// and a few words. The review row is made once per step; the mail carries a link to it, in the
// client's language and the studio's branding. The runner sends the mail and records it.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import { createDocumentLink, documentLinkPath } from '../client-links';
import { clientLanguage } from '../mail/client-language';
import { clientMailParties, type ClientMailParties } from '../mail/client-mail-parties';
import { linkMailBodies, linkMailWords } from '../mail/mail-layout';
import { mailStrings, type MailLanguage } from '../mail/mail-strings';
import type { Mail } from '../mail/mailer';

export type ReviewRequest = { accountId: string; sessionId: string; sessionStepId: string };

/**
 * The mail asking the session's client for a review, with a new link to the review the step made
 * (the same review however often the step runs). Null when there is nobody to ask: no client
 * address, a session of another studio or gone, a studio being deleted, or a review already given.
 */
export async function requestReview(
  tx: postgres.TransactionSql,
  { accountId, sessionId, sessionStepId }: ReviewRequest,
): Promise<{ mail: Mail } | null> {
  const [session] = await tx<{ customerId: string }[]>`
    select s.customer_id as "customerId" from sessions s join accounts a on a.id = s.account_id
    where s.account_id = ${accountId} and s.id = ${sessionId} and a.deletion_scheduled_at is null`;
  const parties = session && (await clientMailParties(tx, accountId, session.customerId));
  if (!session || !parties?.client.email) return null;
  const language = await clientLanguage(tx, accountId, session.customerId);
  await tx`
    insert into reviews (id, account_id, customer_id, session_id, session_step_id, language, reviewer_name)
    values (${newId()}, ${accountId}, ${session.customerId}, ${sessionId}, ${sessionStepId}, ${language},
            ${firstName(parties.client.name)})
    on conflict (account_id, session_step_id) where session_step_id is not null do nothing`;
  const [review] = await tx<{ id: string; language: MailLanguage }[]>`
    select id, language from reviews
    where account_id = ${accountId} and session_step_id = ${sessionStepId} and submitted_at is null`;
  if (!review) return null;
  const token = await createDocumentLink(tx, accountId, { kind: 'review', id: review.id });
  return { mail: reviewMail(parties, review.language, accountId, token) };
}

/** What a review is shown with until the client writes their own: their first name alone. */
const firstName = (name: string): string => name.trim().split(/\s+/)[0]?.slice(0, 200) ?? '';

function reviewMail(parties: ClientMailParties, language: MailLanguage, accountId: string, token: string): Mail {
  // A studio without an address of its own yet is found by its id.
  const path = documentLinkPath(parties.slug ?? accountId, 'review', token);
  const link = new URL(path, parties.siteUrl).toString();
  const t = mailStrings(language, 'reviewMail', { studio: parties.brand.name, name: parties.client.name });
  const { text, html } = linkMailBodies(language, linkMailWords(t), link, parties.brand);
  return {
    accountId,
    to: parties.client.email,
    subject: t('subject'),
    text,
    html,
    // The client's reply reaches the studio's owner.
    ...(parties.studio ? { replyTo: parties.studio } : {}),
  };
}
