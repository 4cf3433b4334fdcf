// PUT /api/accounts/{id}/domain: claim a domain for the studio's site, or give the claim up ('').
// A new claim is pending, with a new token for the TXT record that proves it (./verify-domain.ts),
// and is not served until then; another studio's pending claim on the same hostname blocks nobody.
import { customDomainClaim } from '@core/domain/custom-domain';
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { newPlainToken } from '../lib/secret-token';
import { accountsOf } from './account-row';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const { hostname } = parseJsonBody(event, customDomainClaim);
  if (hostname === '') {
    await sql`delete from custom_domains where account_id = ${accountId}`;
  } else {
    const [taken] = await sql`
      select 1 from custom_domains
      where hostname = ${hostname} and verified_at is not null and account_id <> ${accountId}`;
    if (taken) throw new HttpError(409, 'domain_taken', 'Another studio has proven this domain is theirs');
    // The same hostname again keeps its token and whether it was verified.
    await sql`
      insert into custom_domains (account_id, hostname, token) values (${accountId}, ${hostname}, ${newPlainToken()})
      on conflict (account_id) do update set
        hostname = excluded.hostname, token = excluded.token, verified_at = null, created_at = excluded.created_at
      where custom_domains.hostname <> excluded.hostname`;
  }
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
