// For operators and auditors: checks one studio's Veri*Factu chain in the database the command is
// pointed at (`DATABASE_URL=… npm run verifactu:verify -- <studio id or slug>`): every fingerprint
// recomputed from its record's fields, every link to the record before. Exits 1 at a break.
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import type { ChainCheck } from '@core/domain/verifactu';
import { verifyStudioChain } from '../lib/verifactu/verifactu-records';

/** The studio named by its id or its slug, and what its chain's check found. */
export async function verifyStudio(
  sql: postgres.Sql,
  studio: string,
): Promise<({ accountId: string } & ChainCheck) | null> {
  const [account] = await sql<
    { id: string }[]
  >`select id from accounts where id = ${studio} or slug = ${studio} limit 1`;
  if (!account) return null;
  return { accountId: account.id, ...(await verifyStudioChain(sql, account.id)) };
}

/** What the command prints for a check. */
export function describeCheck(studio: string, check: ChainCheck): string {
  if (!check.broken) return `${studio}: ${check.verified} Veri*Factu records verified, the chain is unbroken`;
  const why = {
    fingerprint: 'its fingerprint is not the one its fields give (a field was changed)',
    link: 'it does not link to the record before it',
    sequence: 'a record is missing before it',
  }[check.broken.reason];
  return `${studio}: broken at record ${check.broken.sequence}: ${why} (${check.verified} records verified before it)`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  /* eslint-disable no-console -- a command's own output */
  const url = process.env.DATABASE_URL;
  const studio = process.argv[2];
  if (!url || !studio) {
    console.error('Usage: DATABASE_URL=… npm run verifactu:verify -- <studio id or slug>');
    process.exit(2);
  }
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    const check = await verifyStudio(sql, studio);
    if (!check) {
      console.error(`No studio has the id or slug ${studio}`);
      process.exitCode = 2;
    } else {
      console.log(describeCheck(studio, check));
      process.exitCode = check.broken ? 1 : 0;
    }
  } finally {
    await sql.end();
  }
}
