// GET /api/calendar/{token}/sessions.ics: a studio's sessions as an iCalendar feed, for calendar
// apps that subscribe without signing in. The token is the only key: an unknown or replaced
// one gets the same bare 404, so the answer says nothing about which tokens ever existed.
import { studioTimeZone } from '@core/domain/studio-time';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { icalendar } from '../lib/booking/icalendar';
import { isSecretTokenShaped } from '../lib/secret-token';
import { sessionEvent, type FeedSession } from './session-events';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a calendar shows: the last three months, and two years ahead (counting a leap day). */
const PAST_MS = 90 * DAY_MS;
const AHEAD_MS = 2 * 366 * DAY_MS;
/** Calendar apps poll on their own schedule (Google every few hours); ask for no less than hourly. */
const REFRESH_SECONDS = 60 * 60;

const notFound = () => json(404, { error: { code: 'not_found', message: 'Not found' } });

export const handler = defineHandler(async (event) => {
  const token = event.pathParameters?.token ?? '';
  if (!isSecretTokenShaped(token)) return notFound();
  const sql = getSql();
  const [studio] = await sql<{ accountId: string; name: string; settings: Record<string, unknown> }[]>`
    select a.id as "accountId", a.name, a.settings
    from private.calendar_feeds f join accounts a on a.id = f.account_id
    where f.token = ${token}`;
  if (!studio) return notFound();

  const now = Date.now();
  const sessions = await sql<FeedSession[]>`
    select s.id, s.date::float8 as date, s.duration, s.type, s.status, s.location, l.address, s.notes,
           c.name as "customerName", s.updated_at::float8 as "updatedAt"
    from sessions s
      join customers c on c.id = s.customer_id
      left join locations l on l.id = s.location_id
    where s.account_id = ${studio.accountId}
      and s.status in ('scheduled', 'confirmed', 'completed', 'cancelled')
      and s.date between ${now - PAST_MS} and ${now + AHEAD_MS}
    order by s.date, s.id`;

  const domain = new URL(requiredEnv('SITE_URL')).hostname;
  const body = icalendar({
    name: studio.name,
    timeZone: studioTimeZone(studio.settings),
    refreshSeconds: REFRESH_SECONDS,
    events: sessions.map((session) => sessionEvent(session, domain)),
  });
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      // Never in a shared cache, so a replaced address stops answering at once everywhere.
      'cache-control': 'private, max-age=300',
      // The address is a secret; should it be posted somewhere, search engines keep out.
      'x-robots-tag': 'noindex',
    },
    body,
  };
});
