// Small helpers for talking to Postgres with postgres.js.
import type postgres from 'postgres';

/**
 * A jsonb parameter. postgres.js serialises the value itself: passing JSON.stringify(value)
 * instead would store a JSON string, not the object.
 */
export const jsonb = (db: postgres.Sql, value: unknown) => db.json(value as postgres.JSONValue);

/** What Postgres accepts as a uuid: ids from clients are checked with it first, so a malformed one is refused
 * with GoTrue's answer instead of failing the query. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
