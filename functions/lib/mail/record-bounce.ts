// A mail that came back (SES's bounce or complaint, functions/mail-events/ses-events.ts; the local
// mailbox's simulator address, local/mail/simulated-bounces.ts): the workflow step that sent it
// shows it on its session. Found by the provider's id for the mail, which the step recorded.
import type postgres from 'postgres';

/** Marks the step that sent `messageId` bounced at `at` (the first report stays); whether one did. */
export async function recordBounce(sql: postgres.Sql, messageId: string, at: number): Promise<boolean> {
  const rows = await sql`
    update public.session_steps
    set bounced_at = coalesce(bounced_at, ${at}), updated_at = private.now_ms()
    where message_id = ${messageId}
    returning id`;
  return rows.length > 0;
}
