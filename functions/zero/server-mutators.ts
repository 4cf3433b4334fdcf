// The mutators as the server runs them: the shared ones from core/zero, with overrides where
// the server has more to do than the browser. Work outside the database (deleting a photo's
// or a receipt's S3 object) must wait until the mutation's transaction commits — a rolled-back delete must
// keep its photo — so overrides queue it with `afterCommit`, and the mutate handler runs the
// queue once the mutation is committed (`collectingPostCommitTasks`).
import { defineMutator, defineMutators, type Transaction } from '@rocicorp/zero';
import { AsyncLocalStorage } from 'node:async_hooks';
import type postgres from 'postgres';
import { deleteCustomerArgs } from '@core/domain/customer';
import { deletePhotoArgs, deletePhotosArgs, updateGalleryArgs } from '@core/domain/gallery';
import { deletePaymentArgs, invoicePaymentArgs, isStoredReceipt, updatePaymentArgs } from '@core/domain/payment';
import { createSessionArgs, setSessionStatusArgs, updateSessionArgs } from '@core/domain/session';
import { mutators } from '@core/zero/mutators';
import { zql, type Schema } from '@core/zero/schema';
import { getSql } from '../lib/db';
import { sendBookingQuestionnaire } from '../lib/questionnaires/send-questionnaire';
import { deleteStoredFile } from '../lib/storage/stored-files';
import { deleteStoredRenders } from '../lib/storage/stored-renders';
import { planGallerySessions } from '../lib/workflow-plans/plan-gallery-sessions';
import { planSessionSteps } from '../lib/workflow-plans/plan-session-steps';

type PostCommitTask = () => Promise<void>;

const pendingTasks = new AsyncLocalStorage<PostCommitTask[]>();

function afterCommit(task: PostCommitTask): void {
  const tasks = pendingTasks.getStore();
  if (!tasks) throw new Error('afterCommit called outside collectingPostCommitTasks');
  tasks.push(task);
}

/** Runs `mutation`, returning what it returned and the tasks its mutator queued. */
export async function collectingPostCommitTasks<T>(
  mutation: () => Promise<T>,
): Promise<{ result: T; tasks: PostCommitTask[] }> {
  const tasks: PostCommitTask[] = [];
  const result = await pendingTasks.run(tasks, mutation);
  return { result, tasks };
}

/**
 * Runs `mutation`, then queues the deletion of every stored receipt file of `payments` that its
 * payment no longer refers to: the payment was deleted, or its receipt replaced by a number (a
 * file belongs to one payment only, receipt-confirm.ts sees to it). One read after the mutation
 * covers them all: a customer's deletion may take many payments.
 */
async function releasingReceipts(
  tx: Transaction<Schema>,
  payments: readonly { id: string; receipt: string }[],
  mutation: () => Promise<void>,
): Promise<void> {
  await mutation();
  const stored = payments.filter((payment) => isStoredReceipt(payment.receipt));
  if (stored.length === 0) return;
  const ids = stored.map((payment) => payment.id);
  const kept = new Set((await tx.run(zql.payments.where('id', 'IN', ids))).map((payment) => payment.receipt));
  for (const { receipt } of stored) {
    if (!kept.has(receipt)) afterCommit(() => deleteStoredFile(receipt));
  }
}

/** Runs `mutation`, then queues the deletion of the files and renders of the photos `ids` it deleted. */
async function releasingPhotoFiles(
  tx: Transaction<Schema>,
  ids: readonly string[],
  mutation: () => Promise<void>,
): Promise<void> {
  const photos = await tx.run(zql.photos.where('id', 'IN', [...ids]));
  await mutation();
  for (const { fileId } of photos) {
    afterCommit(() => deleteStoredFile(fileId));
    afterCommit(() => deleteStoredRenders(fileId));
  }
}

/**
 * Plans workflow steps in the mutation's own Postgres transaction, so they move with the change
 * or not at all. Only the server plans: the browser has nothing to queue.
 */
async function planning(tx: Transaction<Schema>, plan: (pg: postgres.TransactionSql) => Promise<void>): Promise<void> {
  if (tx.location === 'server') await plan(tx.dbTransaction.wrappedTransaction as postgres.TransactionSql);
}

/** Plans the steps of session `id`, whose account the mutation checked. */
async function planSessionOf(tx: Transaction<Schema>, id: string): Promise<void> {
  const session = await tx.run(zql.sessions.where('id', id).one());
  if (session) await planning(tx, (pg) => planSessionSteps(pg, session.accountId, id));
}

const paymentsWithId = async (tx: Transaction<Schema>, id: string) =>
  [await tx.run(zql.payments.where('id', id).one())].filter((payment) => payment !== undefined);

/** Plans the sessions of the invoices `payments` paid: each invoice may now be paid, or no longer. */
async function planInvoicePayments(
  tx: Transaction<Schema>,
  payments: readonly { invoiceId: string | null; sessionId: string | null }[],
): Promise<void> {
  for (const { invoiceId, sessionId } of payments) if (invoiceId && sessionId) await planSessionOf(tx, sessionId);
}

export const serverMutators = defineMutators(mutators, {
  customer: {
    delete: defineMutator(deleteCustomerArgs, async ({ tx, ctx, args }) => {
      const sessions = await tx.run(zql.sessions.where('customerId', args.id).related('payments'));
      const payments = sessions.flatMap((session) => session.payments);
      await releasingReceipts(tx, payments, () => mutators.customer.delete.fn({ tx, ctx, args }));
    }),
  },
  // A payment by hand on an invoice moves the steps counting from it paid or overdue.
  payment: {
    recordForInvoice: defineMutator(invoicePaymentArgs, async ({ tx, ctx, args }) => {
      await mutators.payment.recordForInvoice.fn({ tx, ctx, args });
      await planInvoicePayments(tx, await paymentsWithId(tx, args.id));
    }),
    update: defineMutator(updatePaymentArgs, async ({ tx, ctx, args }) => {
      const payments = await paymentsWithId(tx, args.id);
      await releasingReceipts(tx, payments, () => mutators.payment.update.fn({ tx, ctx, args }));
      await planInvoicePayments(tx, payments);
    }),
    delete: defineMutator(deletePaymentArgs, async ({ tx, ctx, args }) => {
      const payments = await paymentsWithId(tx, args.id);
      await releasingReceipts(tx, payments, () => mutators.payment.delete.fn({ tx, ctx, args }));
      await planInvoicePayments(tx, payments);
    }),
  },
  session: {
    // A session booked in the back office sends its type's questionnaire, as a booking online does.
    create: defineMutator(createSessionArgs, async ({ tx, ctx, args }) => {
      await mutators.session.create.fn({ tx, ctx, args });
      await planSessionOf(tx, args.id);
      afterCommit(() => sendBookingQuestionnaire(getSql(), args.accountId, args.id));
    }),
    // A session moved, cancelled, retyped or given a gallery moves its steps.
    update: defineMutator(updateSessionArgs, async ({ tx, ctx, args }) => {
      await mutators.session.update.fn({ tx, ctx, args });
      await planSessionOf(tx, args.id);
    }),
    setStatus: defineMutator(setSessionStatusArgs, async ({ tx, ctx, args }) => {
      await mutators.session.setStatus.fn({ tx, ctx, args });
      await planSessionOf(tx, args.id);
    }),
  },
  gallery: {
    // Published, or its expiry changed: the steps of its sessions counting from either move (its
    // deletion is galleries/delete.ts).
    update: defineMutator(updateGalleryArgs, async ({ tx, ctx, args }) => {
      await mutators.gallery.update.fn({ tx, ctx, args });
      const gallery = await tx.run(zql.galleries.where('id', args.id).one());
      if (gallery) await planning(tx, (pg) => planGallerySessions(pg, gallery.accountId, args.id));
    }),
  },
  photo: {
    delete: defineMutator(deletePhotoArgs, async ({ tx, ctx, args }) => {
      await releasingPhotoFiles(tx, [args.id], () => mutators.photo.delete.fn({ tx, ctx, args }));
    }),
    deleteMany: defineMutator(deletePhotosArgs, async ({ tx, ctx, args }) => {
      await releasingPhotoFiles(tx, args.ids, () => mutators.photo.deleteMany.fn({ tx, ctx, args }));
    }),
  },
});
