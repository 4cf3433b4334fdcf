// POST /api/accounts/{id}/customers/{customerId}/portal-preview: a manager's "View as client". It
// answers a one-time link (5 minutes) that opens the customer's portal as a preview, in which
// nothing can be answered, signed or paid (docs/decisions/client-portal.md).
import { needs } from '@core/domain/roles';
import { issuePreviewLink } from '../lib/client-portal/portal-sign-in';
import { requiredEnv } from '../lib/env';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { portalAddress } from '../lib/client-portal/portal-address';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const customerId = event.pathParameters?.customerId ?? '';
  const [studio] = await sql<{ slug: string | null; customer: boolean }[]>`
    select slug, exists (select 1 from customers where account_id = ${accountId} and id = ${customerId}) as customer
    from accounts where id = ${accountId}`;
  if (!studio?.customer) throw new HttpError(404, 'not_found', 'No such customer');
  if (!studio.slug) throw new HttpError(409, 'slug_missing', 'The studio has no public address yet');
  const link = await issuePreviewLink(sql, accountId, customerId);
  return json(201, { url: portalAddress(requiredEnv('SITE_URL'), studio.slug, link) });
});
