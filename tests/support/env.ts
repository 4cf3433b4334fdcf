/** Where tests/run.ts started the platform. */
export function platformOrigin(): string {
  const origin = process.env.PLATFORM_ORIGIN;
  if (!origin)
    throw new Error(
      'PLATFORM_ORIGIN is not set: run integration tests through `npm test` or `npm run test:integration`',
    );
  return origin;
}

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run integration tests through `npm test`');
  return url;
}

export const LOCAL_ANON_KEY = 'local-anon-key';
