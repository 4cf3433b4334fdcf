// The scheduled work: every minute in production (an EventBridge schedule, stacks/jobs.ts), on a
// timer on the local platform (local/jobs.ts). Each task takes what is due, so a run that comes
// early or twice does nothing more.
import { getSql } from '../lib/db';
import { logFailure } from '../lib/handler';
import { withSentry } from '../lib/sentry';
import { expireAbandonedOrders } from '../lib/shop/abandoned-orders';
import { buildPendingDownloads } from './build-downloads';
import { buildPendingExports } from './build-exports';
import { foldUsage } from './fold-usage';
import { purgeDueStudios } from './purge-studios';
import { remindExpiringGalleries } from './remind-expiring-galleries';
import { reportBillableUse } from './report-usage';
import { submitVerifactuRecords } from './submit-verifactu-records';

const logJobError = (error: unknown) => logFailure({ job: 'run-jobs' }, error);

export async function runJobs(now = Date.now()): Promise<void> {
  const sql = getSql();
  await purgeDueStudios(sql, now);
  await foldUsage(sql, now, logJobError);
  await reportBillableUse(sql, now, logJobError);
  await remindExpiringGalleries(sql, now, logJobError);
  await buildPendingExports(sql, logJobError);
  await buildPendingDownloads(sql, logJobError);
  await submitVerifactuRecords(sql, logJobError);
  await expireAbandonedOrders(sql, now);
}

export const handler = withSentry(async () => {
  await runJobs();
});
