// POST /api/accounts/{id}/domain/verify: look for the TXT record that proves the studio controls
// the domain it claims (its name and exact value in the claim, core/domain/custom-domain.ts).
// Found, the domain serves the studio's site, and no other studio can claim it. Checked once, when
// asked: a record removed later does not take the domain back (no periodic re-check yet).
import { verificationRecordName } from '@core/domain/custom-domain';
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { accountsOf } from './account-row';
import { txtResolver } from './txt-records';

/** The index that lets one studio only hold a verified hostname (supabase/migrations). */
const VERIFIED_HOSTNAME_INDEX = 'custom_domains_verified_hostname_key';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const [claim] = await sql<{ hostname: string; token: string; verified: boolean }[]>`
    select hostname, token, verified_at is not null as verified from custom_domains where account_id = ${accountId}`;
  if (!claim) throw new HttpError(409, 'domain_missing', 'The studio claims no domain to verify');
  if (!claim.verified) {
    const records = await txtResolver().txtRecords(verificationRecordName(claim.hostname));
    if (!records.includes(claim.token)) {
      throw new HttpError(409, 'domain_unverified', 'No TXT record with the claim’s token was found', {
        record: verificationRecordName(claim.hostname),
      });
    }
    // Only the claim that was checked: a claim changed meanwhile has another token.
    await sql`
      update custom_domains set verified_at = private.now_ms()
      where account_id = ${accountId} and token = ${claim.token}`.catch((error: unknown) => {
      if ((error as { constraint_name?: string }).constraint_name === VERIFIED_HOSTNAME_INDEX) {
        throw new HttpError(409, 'domain_taken', 'Another studio has proven this domain is theirs');
      }
      throw error;
    });
  }
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
