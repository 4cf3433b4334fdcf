// The ZQL engine over this Lambda's Postgres pool: mutators run their transactions in it, and
// /api/zero/read runs named queries with it. One per process, made on first use.
import { zeroPostgresJS } from '@rocicorp/zero/server/adapters/postgresjs';
import { schema } from '@core/zero/schema';
import { getSql } from '../lib/db';

let database: ReturnType<typeof zeroPostgresJS<typeof schema>> | undefined;

export function zqlDatabase() {
  database ??= zeroPostgresJS(schema, getSql());
  return database;
}
