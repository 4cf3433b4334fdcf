// The reminder to finish choosing (functions/jobs/selection-reminder.ts runs it): one job per
// invite, due the gallery's `selectionReminderDays` after the client's first Favourite.
import type postgres from 'postgres';
import { DAY_MS } from '@core/domain/revenue';
import { enqueue } from '../queue';
import type { PackageClient } from './unlocks';

/** Added with the pick that makes the client's first Favourite, only if that pick commits. */
export async function scheduleSelectionReminder(
  tx: postgres.TransactionSql,
  client: PackageClient,
  days: number | null,
  now = Date.now(),
): Promise<void> {
  if (days === null) return;
  await enqueue(
    'selection-reminder',
    { accountId: client.accountId, inviteId: client.inviteId },
    { startAfter: now + days * DAY_MS, singletonKey: client.inviteId, db: tx },
  );
}
