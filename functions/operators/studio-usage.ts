// For operators: every studio's use this month and how it pays, from the database the command is
// pointed at (`DATABASE_URL=… npm run studios:usage`; README, Deploy). A command rather than a
// page: operators are not members of any studio, and it needs no sign-in of its own to guard.
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { monthLines, monthOf, type BillingStatus } from '@core/domain/usage';
import { monthUse, storedNow, studioBilling, studioLimit } from '../lib/billing/usage-meter';

export type StudioUseRow = {
  id: string;
  name: string;
  status: BillingStatus;
  card: string;
  storedGb: number;
  photos: number;
  deliveredGb: number;
  monthTotal: number;
  currency: string;
  limitUsed: string;
};

export async function studiosUsage(sql: postgres.Sql, now = Date.now()): Promise<StudioUseRow[]> {
  const month = monthOf(now);
  const studios = await sql<{ id: string; name: string }[]>`select id, name from accounts order by created_at`;
  return Promise.all(
    studios.map(async ({ id, name }) => {
      const [billing, use, stored, limit] = await Promise.all([
        studioBilling(sql, id),
        monthUse(sql, id, month),
        storedNow(sql, id),
        studioLimit(sql, id, 0, now),
      ]);
      return {
        id,
        name,
        status: billing.status,
        card: billing.card ? `${billing.card.brand} ${billing.card.last4}` : '',
        storedGb: Math.round(stored.storedBytes / 1e7) / 100,
        photos: stored.photos,
        deliveredGb: Math.round((use.delivered_bytes ?? 0) / 1e7) / 100,
        monthTotal: monthLines(month, use, billing.currency).total,
        currency: billing.currency,
        limitUsed: limit.kind === 'none' ? '' : `${limit.kind} ${Math.round(limit.ratio * 100)}%`,
      };
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // eslint-disable-next-line no-console -- a command's own output
    console.error('Set DATABASE_URL to the database to read (the Supabase connection string in production).');
    process.exit(2);
  }
  const sql = postgres(url, { max: 4, onnotice: () => {} });
  try {
    // eslint-disable-next-line no-console -- a command's own output
    console.table(await studiosUsage(sql));
  } finally {
    await sql.end();
  }
}
