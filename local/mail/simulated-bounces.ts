// SES's mailbox simulator, locally: a mail to its bounce address is accepted, then reported
// bounced a moment later through the same recording as SES's events (functions/lib/mail/record-bounce.ts),
// so a step's bounce can be seen without a real mail server. Run on the queue's timer (local/jobs.ts).
import type postgres from 'postgres';
import { recordBounce } from '../../functions/lib/mail/record-bounce';

export const BOUNCE_SIMULATOR_ADDRESS = 'bounce@simulator.amazonses.com';

/**
 * Reports the simulator's unreported mails. The step that sent one records its id in a
 * transaction that may not have committed yet, so a mail no step names is tried again on the next
 * tick, for a minute, as a late SES event would still find it.
 */
export async function reportSimulatedBounces(sql: postgres.Sql): Promise<void> {
  const mails = await sql<{ id: string }[]>`
    select id::text from local.mails
    where lower(to_address) = ${BOUNCE_SIMULATOR_ADDRESS} and bounce_reported_at is null
      and created_at > clock_timestamp() - interval '1 minute'`;
  for (const { id } of mails) {
    if (await recordBounce(sql, id, Date.now())) {
      await sql`update local.mails set bounce_reported_at = clock_timestamp() where id = ${id}`;
    }
  }
}
