// The mail a workflow step sends with a template: the version in the session's client's language,
// filled with their data, in the studio's branding and the usual client mail layout, answered to
// the studio. The workflow runner sends it with the mailer and records it on the step.
import type postgres from 'postgres';
import { pickVersion, type MailFieldKey, type MailTemplateVersions } from '@core/domain/mail-template';
import { clientLanguage } from '../mail/client-language';
import { clientMailParties } from '../mail/client-mail-parties';
import type { Mail } from '../mail/mailer';
import { mailValues } from './mail-values';
import { renderMail } from './render-mail';

/**
 * The mail, or null when there is nothing to send: the template was deleted or has no version,
 * or the session is gone or its client has no address. Links it names (an invoice's) are made
 * within `tx`, so they exist only if the step that sends it commits. `values`: what only the
 * caller knows (a review request's `review.link`).
 */
export async function templateMail(
  tx: postgres.Sql | postgres.TransactionSql,
  {
    accountId,
    templateId,
    sessionId,
    values: given = {},
  }: {
    accountId: string;
    templateId: string;
    sessionId: string;
    values?: Readonly<Partial<Record<MailFieldKey, string>>>;
  },
): Promise<Mail | null> {
  const [template] = await tx<{ versions: MailTemplateVersions; customerId: string }[]>`
    select t.versions, s.customer_id as "customerId"
    from mail_templates t join sessions s on s.account_id = t.account_id and s.id = ${sessionId}
    where t.account_id = ${accountId} and t.id = ${templateId}`;
  if (!template) return null;
  const { customerId } = template;
  // Issued together: within a transaction they share one round trip.
  const [parties, language] = await Promise.all([
    clientMailParties(tx, accountId, customerId),
    clientLanguage(tx, accountId, customerId),
  ]);
  if (!parties?.client.email) return null;
  const picked = pickVersion(template.versions, [language]);
  if (!picked) return null;
  const read = await mailValues(tx, {
    accountId,
    customerId,
    sessionId,
    language: picked.language,
    siteUrl: parties.siteUrl,
    mintLinks: true,
  });
  const values = { ...read, ...given };
  const replyTo = values['studio.email'] || parties.studio;
  return {
    to: parties.client.email,
    ...renderMail(picked.language, picked.version, values, parties.brand),
    ...(replyTo ? { replyTo } : {}),
    accountId,
  };
}
