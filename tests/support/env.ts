// Where the platform under test is: the one tests/run.ts started (it sets PLATFORM_ORIGIN and
// DATABASE_URL), or, for a test run by hand, one started with `PORT=3100 npm start -- --dist`
// (BASE_URL moves it, as it moves Playwright's pages).
import { localDatabaseUrl } from '@local/db/database-url';
import { portsOf } from '@local/ports';

export const DEFAULT_PLATFORM_ORIGIN = 'http://localhost:3100';

export function platformOrigin(): string {
  return process.env.PLATFORM_ORIGIN ?? process.env.BASE_URL ?? DEFAULT_PLATFORM_ORIGIN;
}

export function databaseUrl(): string {
  return process.env.DATABASE_URL ?? localDatabaseUrl(portsOf(Number(new URL(platformOrigin()).port)).postgres);
}

export const LOCAL_ANON_KEY = 'local-anon-key';
