// Small helpers for writing to Postgres with postgres.js.
import type postgres from 'postgres';

/**
 * A jsonb parameter. postgres.js serialises the value itself: passing JSON.stringify(value)
 * instead would store a JSON string, not the object.
 */
export const jsonb = (db: postgres.Sql, value: unknown) => db.json(value as postgres.JSONValue);
