// Sends Spanish studios' pending Veri*Factu records to the agency (functions/lib/verifactu/agency.ts),
// each studio's in chain order, and keeps the agency's answer on every record. A studio with a
// rejected record sends nothing more: what follows it no longer chains at the agency, and the
// rejection stays on the record, with the agency's reason, for a person to resolve.
import type postgres from 'postgres';
import { studioInvoicingSettings } from '../lib/invoicing/invoicing-settings';
import { agency, type Agency, type SubmittedRecord } from '../lib/verifactu/agency';
import { readChain } from '../lib/verifactu/verifactu-records';

// Two runs never send one studio's records at once (a second run skips it).
const SUBMIT_LOCK_CLASS = 57_002;
// The most records the agency takes in one request.
const BATCH = 1000;

export async function submitVerifactuRecords(
  sql: postgres.Sql,
  onError: (error: unknown) => void,
  target: Agency | null = null,
): Promise<void> {
  const chosen = target ?? (await agency(sql));
  if (!chosen) return;
  const studios = await sql<{ account_id: string }[]>`
    select distinct r.account_id from private.verifactu_records r
    where r.submission_status = 'pending'
      and not exists (select 1 from private.verifactu_records x
                      where x.account_id = r.account_id and x.submission_status = 'rejected')`;
  for (const { account_id: accountId } of studios) {
    await submitStudio(sql, chosen, accountId).catch(onError);
  }
}

async function submitStudio(sql: postgres.Sql, target: Agency, accountId: string): Promise<void> {
  await sql.begin(async (tx) => {
    const [{ locked } = { locked: false }] = await tx<{ locked: boolean }[]>`
      select pg_try_advisory_xact_lock(${SUBMIT_LOCK_CLASS}, hashtext(${accountId})) as locked`;
    if (!locked) return;
    const chain = await readChain(tx, accountId);
    const first = chain.findIndex((record) => record.submissionStatus === 'pending');
    if (first < 0) return;
    const nif = chain[first]!.issuerNif;
    const batch: SubmittedRecord[] = [];
    for (let i = first; i < chain.length && batch.length < BATCH; i++) {
      const record = chain[i]!;
      if (record.issuerNif !== nif) break;
      batch.push({ ...record, previous: chain[i - 1] ?? null });
    }
    const { legalName } = await studioInvoicingSettings(tx, accountId);
    const answers = await target.submit({ nif, name: legalName }, batch);
    const now = Date.now();
    for (const [index, answer] of answers.entries()) {
      const rejected = answer.status === 'rejected' ? answer : { code: '', message: '' };
      await tx`
        update private.verifactu_records
        set submission_status = ${answer.status}, submission_code = ${rejected.code},
            submission_message = ${rejected.message.slice(0, 1000)}, submitted_at = ${now}
        where id = ${batch[index]!.id} and submission_status = 'pending'`;
    }
  });
}
