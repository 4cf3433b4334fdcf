// Builds the exports owners asked for, one at a time. Claiming a row (pending -> building) in
// one statement lets two runs of the jobs overlap without building an export twice; one left
// "building" by a run that died is taken up again after an hour.
import type postgres from 'postgres';
import type { MailLanguage } from '../lib/mail/mail-strings';
import { requiredEnv } from '../lib/env';
import { mailer } from '../lib/mail/mailer';
import { exportMail } from './export-mail';
import { exportObjectKey } from '../lib/storage/object-keys';
import { writeStudioExport } from './export-studio';

const ABANDONED_AFTER_MS = 60 * 60 * 1000;

type Claimed = { id: string; accountId: string; locale: MailLanguage; studio: string; email: string | null };

async function claimNext(sql: postgres.Sql): Promise<Claimed | undefined> {
  const [row] = await sql<Claimed[]>`
    update studio_exports e set status = 'building', started_at = ${Date.now()}
    from accounts a
    where e.id = (
        select id from studio_exports
        where status = 'pending' or (status = 'building' and started_at < ${Date.now() - ABANDONED_AFTER_MS})
        order by created_at limit 1 for update skip locked
      )
      and a.id = e.account_id
    returning e.id, e.account_id as "accountId", e.locale, a.name as studio,
      (select email from auth.users u where u.id = e.requested_by) as email`;
  return row;
}

export async function buildPendingExports(sql: postgres.Sql, onError: (error: unknown) => void): Promise<void> {
  for (let claimed = await claimNext(sql); claimed; claimed = await claimNext(sql)) {
    const key = exportObjectKey(claimed.accountId, claimed.id);
    let ready = false;
    try {
      const size = await writeStudioExport(sql, { accountId: claimed.accountId, key, locale: claimed.locale });
      await sql`update studio_exports set status = 'ready', object_key = ${key}, size = ${size}, finished_at = ${Date.now()}
                where id = ${claimed.id}`;
      ready = true;
    } catch (error) {
      onError(error);
      await sql`update studio_exports set status = 'failed', finished_at = ${Date.now()} where id = ${claimed.id}`;
    }
    if (claimed.email) {
      const settingsUrl = new URL('/app/settings#studio-data', requiredEnv('SITE_URL')).toString();
      await mailer()
        .send({
          ...exportMail({ to: claimed.email, lng: claimed.locale, studio: claimed.studio, settingsUrl, ready }),
          accountId: claimed.accountId,
        })
        .catch(onError);
    }
  }
}
