// Keeps each studio's levels in today's usage rows (what it stores, its photos, its active
// galleries) and warns owners nearing or at their limit, once a month per warning. Setting a
// level again sets the same value, so a run that comes twice counts nothing twice.
import type postgres from 'postgres';
import { alertFor, monthOf, utcDate } from '@core/domain/usage';
import { requiredEnv } from '../lib/env';
import type { MailLanguage } from '../lib/mail/mail-strings';
import { mailer } from '../lib/mail/mailer';
import { studioLimit } from '../lib/billing/usage-meter';
import { usageAlertMail } from './usage-alert-mail';

/** How often the levels are taken: a day's row keeps the last one taken that day. */
export const FOLD_EVERY_MS = 15 * 60_000;

export async function foldLevels(sql: postgres.Sql, now: number): Promise<void> {
  const day = utcDate(now);
  await sql`
    with levels as (
      select account_id, 'stored_bytes' as meter, stored_bytes as quantity from account_storage
      union all
      select account_id, 'photos', photos from account_storage
      union all
      select a.id, 'active_galleries', count(g.id) from accounts a
        left join galleries g on g.account_id = a.id and g.status = 'published'
          and (g.expires_at is null or g.expires_at > ${now})
        group by a.id
    )
    insert into usage_days as u (account_id, day, meter, quantity)
    select l.account_id, ${day}::date, l.meter, l.quantity from levels l
    where l.quantity > 0
      or exists (select 1 from usage_days d where d.account_id = l.account_id and d.day = ${day}::date and d.meter = l.meter)
    on conflict (account_id, day, meter) do update set quantity = excluded.quantity
      where u.quantity <> excluded.quantity`;
}

type Owner = { email: string; studio: string; locale: MailLanguage };

/** Mails each studio's owners the warning its state calls for, unless it went this month already. */
export async function warnNearLimits(sql: postgres.Sql, now: number, onError: (error: unknown) => void): Promise<void> {
  const month = monthOf(now);
  const usageUrl = new URL('/app/settings/usage', requiredEnv('SITE_URL')).toString();
  const accounts = await sql<{ id: string }[]>`
    select distinct account_id as id from usage_days where day >= ${`${month}-01`}::date`;
  for (const { id } of accounts) {
    const alert = alertFor(await studioLimit(sql, id, 0, now));
    if (!alert) continue;
    // Claimed before it is sent: two runs at once never mail it twice; a failed send is not retried.
    const [claimed] = await sql<{ id: string }[]>`
      insert into account_billing as b (account_id, alerts)
      values (${id}, ${sql.json({ month, sent: [alert] })})
      on conflict (account_id) do update set
        alerts = case when b.alerts->>'month' = ${month}
                      then jsonb_set(b.alerts, '{sent}', coalesce(b.alerts->'sent', '[]'::jsonb) || to_jsonb(${alert}::text))
                      else ${sql.json({ month, sent: [alert] })} end
        where not (b.alerts->>'month' = ${month} and coalesce(b.alerts->'sent', '[]'::jsonb) ? ${alert})
      returning account_id as id`;
    if (!claimed) continue;
    const owners = await sql<Owner[]>`
      select u.email, a.name as studio, coalesce(b.locale, 'en') as locale
      from account_members m join auth.users u on u.id = m.user_id join accounts a on a.id = m.account_id
        left join account_billing b on b.account_id = a.id
      where m.account_id = ${id} and m.role = 'owner' and u.email is not null`;
    for (const owner of owners) {
      await mailer()
        .send(usageAlertMail({ to: owner.email, lng: owner.locale, studio: owner.studio, alert, usageUrl }))
        .catch(onError);
    }
  }
}

/** Both, at most once per FOLD_EVERY_MS whatever the number of job runs. */
export async function foldUsage(sql: postgres.Sql, now: number, onError: (error: unknown) => void): Promise<void> {
  const [due] = await sql<{ name: string }[]>`
    insert into private.job_runs as r (name, last_at) values ('usage', ${now})
    on conflict (name) do update set last_at = excluded.last_at where r.last_at <= ${now - FOLD_EVERY_MS}
    returning name`;
  if (!due) return;
  await foldLevels(sql, now);
  await warnNearLimits(sql, now, onError);
}
