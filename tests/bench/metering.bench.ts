// What measuring a studio's use adds (issue 36): upload/complete checks the studio's limit and
// counts its renders; a stored render served again is counted by nothing in the image handler,
// only by the local server as it answers (by CloudFront's logs in production).
// Each piece is timed as the handlers run it, against the platform's Postgres, with a studio
// that has a month of daily rows. Budget: 2 ms at p50 for each path.
import { GB, utcDate } from '@core/domain/usage';
import { recordDelivered } from '../../functions/lib/billing/delivered-bytes';
import { countUse } from '../../functions/lib/count-use';
import { refuseUploadPastLimit } from '../../functions/lib/billing/usage-meter';
import { percentile, type Benchmark } from './bench';
import { seedBenchStudio } from './bench-studio';

const RUNS = 300;
/** A busy studio's day. */
const aDay = {
  stored_bytes: 40 * GB,
  photos: 8000,
  renders: 2000,
  delivered_bytes: 3 * GB,
  mails: 25,
  active_galleries: 12,
};

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

const benchmark: Benchmark = {
  name: 'Metering: what measuring use adds to upload/complete and to a stored-render hit',
  async run(ctx) {
    const { accountId, galleryId } = await seedBenchStudio(ctx, 'metering', 'Metered');
    const month = utcDate(Date.now()).slice(0, 8);
    for (let day = 1; day <= 28; day++) {
      for (const [meter, quantity] of Object.entries(aDay)) {
        await ctx.sql`insert into usage_days (account_id, day, meter, quantity)
                      values (${accountId}, ${`${month}${String(day).padStart(2, '0')}`}::date, ${meter}, ${quantity})`;
      }
    }
    await ctx.sql`insert into account_billing (account_id, status, spending_cap) values (${accountId}, 'active', 1000000)`;
    // upload/complete waits for the limit check; it counts the renders while they are stored.
    const limit = await timed(() => refuseUploadPastLimit(ctx.sql, accountId, 24_000_000));
    const renders = await timed(() => countUse(ctx.sql, accountId, 'renders', 3));
    const delivered = await timed(() =>
      recordDelivered(ctx.sql, utcDate(Date.now()), new Map([[galleryId, 512_000]]), 'add'),
    );
    return [
      { name: 'upload/complete: the limit check, p50', value: percentile(limit, 50), unit: 'ms', budget: 2 },
      { name: 'upload/complete: the limit check, p95', value: percentile(limit, 95), unit: 'ms' },
      { name: 'upload/complete: renders counted as stored, p50', value: percentile(renders, 50), unit: 'ms' },
      {
        name: 'stored-render hit: bytes counted by the local server, p50',
        value: percentile(delivered, 50),
        unit: 'ms',
        budget: 2,
      },
    ];
  },
};

export default benchmark;
