// When each thing a session's steps count from happened, read in the planning transaction: null
// for what has not happened (no contract signed yet, no gallery published). An overdue invoice
// counts from the due date of its first instalment still unpaid.
import type postgres from 'postgres';
import type { StepTrigger } from '@core/domain/workflow';

export type TriggerTimes = Record<StepTrigger, number | null>;

export type PlannedSession = {
  id: string;
  accountId: string;
  date: number;
  createdAt: number;
  galleryId: string | null;
};

export async function triggerTimes(tx: postgres.TransactionSql, session: PlannedSession): Promise<TriggerTimes> {
  const { id, accountId, galleryId } = session;
  const [row] = await tx<Omit<TriggerTimes, 'booked' | 'session'>[]>`
    select
      (select min(completed_at)::float8 from contracts
        where account_id = ${accountId} and session_id = ${id} and status = 'completed') as contract_signed,
      (select min(paid.at)::float8 from invoices i
        cross join lateral (select max(p.created_at) as at from payments p
                            where p.invoice_id = i.id and p.status = 'completed') paid
        where i.account_id = ${accountId} and i.session_id = ${id} and i.status = 'issued'
          and i.payment_status = 'paid') as invoice_paid,
      (select min(n.due_at)::float8 from invoice_instalments n
        join invoices i on i.id = n.invoice_id
        where i.account_id = ${accountId} and i.session_id = ${id} and i.status = 'issued' and n.amount_paid < n.amount
      ) as invoice_overdue,
      (select published_at::float8 from galleries where account_id = ${accountId} and id = ${galleryId}) as gallery_published,
      (select nullif(expires_at, 0)::float8 from galleries
        where account_id = ${accountId} and id = ${galleryId} and status = 'published') as gallery_expires,
      (select min(submitted_at)::float8 from questionnaire_responses
        where account_id = ${accountId} and session_id = ${id} and status = 'submitted') as questionnaire_answered`;
  return {
    booked: session.createdAt,
    session: session.date,
    contract_signed: row?.contract_signed ?? null,
    invoice_paid: row?.invoice_paid ?? null,
    invoice_overdue: row?.invoice_overdue ?? null,
    gallery_published: row?.gallery_published ?? null,
    gallery_expires: row?.gallery_expires ?? null,
    questionnaire_answered: row?.questionnaire_answered ?? null,
  };
}
