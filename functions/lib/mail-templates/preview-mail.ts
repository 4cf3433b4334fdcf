// The editor's preview of a template's version before it is saved: drawn as templateMail draws
// it, with a real client's (and session's) data of the studio, writing nothing (a link it would
// mint reads as the client's portal address instead).
import type postgres from 'postgres';
import type { MailTemplateVersion } from '@core/domain/mail-template';
import { siteTheme } from '@core/domain/site-theme';
import type { MailLanguage } from '../mail/mail-strings';
import { mailBrand } from '../mail/mail-layout';
import { mailValues } from './mail-values';
import { renderMail, type RenderedMail } from './render-mail';

export type PreviewRequest = MailTemplateVersion & {
  language: MailLanguage;
  customerId?: string | undefined;
  sessionId?: string | undefined;
};

/** The preview; undefined when the client or session is not the studio's, or the session not the client's. */
export async function previewMail(
  sql: postgres.Sql,
  accountId: string,
  siteUrl: string,
  request: PreviewRequest,
): Promise<RenderedMail | undefined> {
  const [session] = request.sessionId
    ? await sql<{ customerId: string }[]>`
        select customer_id as "customerId" from sessions where account_id = ${accountId} and id = ${request.sessionId}`
    : [];
  if (request.sessionId && (!session || (request.customerId && session.customerId !== request.customerId))) {
    return undefined;
  }
  const customerId = request.customerId ?? session?.customerId;
  if (customerId) {
    const [customer] = await sql`select 1 from customers where account_id = ${accountId} and id = ${customerId}`;
    if (!customer) return undefined;
  }
  const [studio] = await sql<{ name: string; slug: string | null; settings: Record<string, unknown> }[]>`
    select name, slug, settings from accounts where id = ${accountId}`;
  if (!studio) return undefined;
  const brand = mailBrand(
    { id: accountId, name: studio.name, logoUrl: siteTheme(studio.settings).logoUrl },
    siteUrl,
    studio.slug,
  );
  const values = await mailValues(sql, {
    accountId,
    customerId: customerId ?? '',
    sessionId: request.sessionId ?? null,
    language: request.language,
    siteUrl,
    mintLinks: false,
  });
  return renderMail(request.language, request, values, brand);
}
