// Applies what a Supabase project has before migrations (local/db/supabase-platform.sql, then the
// auth server's tables, as Supabase Auth's exist before any migration: one puts a trigger on
// auth.sessions), then every file of supabase/migrations in name order, each once, in its own
// transaction.
// Applied versions are recorded where the Supabase CLI records them, so the history reads the
// same locally and in production.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type postgres from 'postgres';

const root = path.resolve(import.meta.dirname, '../..');
const migrationsDir = path.join(root, 'supabase/migrations');

export async function applyPlatformAndMigrations(sql: postgres.Sql): Promise<string[]> {
  await sql.unsafe(await readFile(path.join(import.meta.dirname, 'supabase-platform.sql'), 'utf8'));
  await sql.unsafe(await readFile(path.join(import.meta.dirname, '../auth/schema.sql'), 'utf8'));
  await sql.unsafe(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text,
      statements text[]
    );
  `);
  const applied = new Set(
    (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
  );
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{14}_.+\.sql$/.test(f)).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    const body = await readFile(path.join(migrationsDir, file), 'utf8');
    await sql.begin(async (tx) => {
      await tx.unsafe(body);
      await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
               values (${version}, ${rest.join('_')}, ${[body]})`;
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
