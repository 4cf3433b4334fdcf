import type { QueryResultDetails } from '@rocicorp/zero';
import { useQuery } from '@rocicorp/zero/react';
import { CalendarClock, Download, Images, MapPin, Pencil, Plus, ReceiptText, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { entityId } from '@core/domain/ids';
import { sessionBalance } from '@core/domain/money';
import { isStoredReceipt } from '@core/domain/payment';
import { nextStatuses } from '@core/domain/session';
import { sessionEnd } from '@core/domain/session-time';
import { type SessionStatus } from '@core/domain/session-values';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useNow } from '../../hooks/use-now';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useCan } from '../../hooks/use-role';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import { useWriteBlock } from '../../hooks/use-write-block';
import type { Payment, Session } from './booking';
import { SessionContracts } from './contracts-section';
import { SessionQuestionnaires } from './questionnaires-section';
import { SessionReview } from './session-review';
import { SessionDocuments } from './documents-section';
import { SessionProposal } from './proposal-section';
import { useTaskDialogs, type TaskActions } from './task-dialogs';
import { SessionTasks } from './tasks-section';
import { PaymentFormDialog } from './payment-form-dialog';
import { receiptDownloadUrl } from './receipts';
import { SessionFormDialog } from './session-form-dialog';
import { PaymentStatusBadge, SessionStatusBadge } from './status-badges';
import { customerPath } from './customer';
import { SessionWorkflow } from './workflow-section';

/**
 * What a status button says: where the change leads, or, going back, what it undoes
 * (a completed session is reopened, a cancelled one booked again).
 */
function statusAction(from: SessionStatus, to: SessionStatus) {
  if (to === 'scheduled') return from === 'confirmed' ? 'unconfirm' : 'rebook';
  if (to === 'confirmed' && from === 'completed') return 'reopen';
  return to;
}

type SessionDetailsDialogProps = {
  /** The session shown; the dialog is open while it is set. */
  sessionId: string | undefined;
  onClose: () => void;
};

/**
 * One session with its status, money and payments: where payments are recorded (those who do
 * not see money see its price only). The dialogs it opens (edit, payment, deletions) are its
 * siblings, not its children: a dialog nested in another's content could end up below the outer
 * one's pointer blocking.
 */
export function SessionDetailsDialog({ sessionId, onClose }: SessionDetailsDialogProps) {
  const { t } = useTranslation(['sessions', 'payments', 'common']);
  const { account } = useAccount();
  const format = useStudioFormat();
  const save = useToastedMutation();
  // An id no row could have (a mistyped link) is never asked for: the query would not answer.
  const malformed = sessionId !== undefined && !entityId.safeParse(sessionId).success;
  const [session, result] = useQuery(
    sessionId !== undefined && !malformed && queries.sessions.byId({ accountId: account.id, id: sessionId }),
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<Session>();
  const [paying, setPaying] = useState<{ payment?: Payment }>();
  const [removing, setRemoving] = useState<Payment>();
  const tasks = useTaskDialogs(sessionId);
  // A link to a session that is not (or was never) there says so and closes; one that was shown
  // and then deleted elsewhere keeps its dialog, which says what happened.
  const [shown, setShown] = useState<string>();
  if (session && shown !== session.id) setShown(session.id);
  const notFound =
    malformed || (sessionId !== undefined && !session && shown !== sessionId && result.type !== 'unknown');
  useEffect(() => {
    if (!notFound) return;
    toast.error(t('details.notFound'));
    onClose();
  }, [notFound, onClose, t]);

  return (
    <>
      <Dialog open={sessionId !== undefined && !notFound} onOpenChange={(open) => !open && onClose()}>
        <DialogContent className="max-w-2xl" data-testid="session-details">
          {session ? (
            <SessionDetails
              session={session}
              onEdit={() => setEditing(true)}
              onDelete={() => setDeleting(session)}
              onPay={(payment) => setPaying({ payment })}
              onRemovePayment={setRemoving}
              taskActions={tasks.actions}
            />
          ) : (
            <SessionUnavailable result={result} />
          )}
        </DialogContent>
      </Dialog>
      {session && (
        <>
          <SessionFormDialog
            open={editing}
            onOpenChange={setEditing}
            session={session}
            customerId={session.customerId}
          />
          <PaymentFormDialog
            session={paying ? session : undefined}
            payment={paying?.payment}
            onOpenChange={(open) => !open && setPaying(undefined)}
          />
          {tasks.dialogs}
        </>
      )}
      <ConfirmDialog
        subject={removing}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={(payment) => t('payments:delete.title', { amount: format.money(payment.amount) })}
        description={t('payments:delete.description')}
        confirmLabel={t('common:actions.delete')}
        testId="delete-payment-dialog"
        onConfirm={(payment) =>
          save(mutators.payment.delete({ id: payment.id }), t('payments:toast.deleted'), { awaitServer: true })
        }
      />
      <ConfirmDialog
        subject={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={() => t('delete.title')}
        description={t('delete.description')}
        confirmLabel={t('common:actions.delete')}
        testId="delete-session-dialog"
        onConfirm={async (target) => {
          const refused = await save(mutators.session.delete({ id: target.id }), t('toast.deleted'), {
            awaitServer: true,
          });
          if (!refused) onClose();
          return refused;
        }}
      />
    </>
  );
}

/**
 * The dialog's content while the session is not in this browser. It mounts when the dialog
 * opens, so the wait for the server starts then. Only the server's complete answer proves the
 * session is gone; offline, this browser may simply never have loaded it.
 */
function SessionUnavailable({ result }: { result: QueryResultDetails }) {
  const { t } = useTranslation(['sessions', 'common']);
  const loading = useQueryPatience(undefined, result);
  const message = loading
    ? t('common:loading')
    : result.type === 'complete'
      ? t('details.missing')
      : result.type === 'error'
        ? t('list.errorDescription')
        : t('details.offline');
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('details.title')}</DialogTitle>
        <DialogDescription>{message}</DialogDescription>
      </DialogHeader>
      {loading && <Skeleton className="h-40 w-full" />}
    </>
  );
}

type SessionWithDetails = Session & {
  readonly customer?: { readonly id: string; readonly name: string } | undefined;
  readonly gallery?: { readonly id: string; readonly name: string } | undefined;
  readonly payments: readonly Payment[];
};

type SessionDetailsProps = {
  session: SessionWithDetails;
  onEdit: () => void;
  onDelete: () => void;
  /** Records a new payment, or changes `payment`. */
  onPay: (payment?: Payment) => void;
  onRemovePayment: (payment: Payment) => void;
  taskActions: TaskActions;
};

function SessionDetails({ session, onEdit, onDelete, onPay, onRemovePayment, taskActions }: SessionDetailsProps) {
  const { t } = useTranslation(['sessions', 'payments', 'common']);
  const format = useStudioFormat();
  const now = useNow();
  const save = useToastedMutation();
  const writesOff = useWriteBlock('sync');
  // Money and deleting are both managers' work.
  const canManage = useCan('manage');

  const balance = sessionBalance(session);
  const amounts = [['price', session.price] as const, ...(canManage ? [['paid', session.paymentAmount] as const] : [])];
  const changeStatus = async (status: SessionStatus) => {
    const refused = await save(
      mutators.session.setStatus({ id: session.id, status }),
      t('toast.status', { status: t(`status.${status}`) }),
    );
    if (refused) toast.error(refused);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {session.customer ? (
            <Link to={customerPath(session.customer.id)} className="hover:underline">
              {session.customer.name}
            </Link>
          ) : (
            t('details.title')
          )}
          <SessionStatusBadge status={session.status} />
        </DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5" data-testid="session-date">
            <CalendarClock className="size-4" aria-hidden="true" />
            {format.dateRange(session.date, sessionEnd(session), 'dateTime')}
          </span>
          {session.type && <span>{session.type}</span>}
          {session.location && (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {session.location}
            </span>
          )}
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-wrap gap-2" role="group" aria-label={t('details.statusActions')}>
        {nextStatuses(session.status, session.date, now).map((status) => (
          <Button
            key={status}
            variant="outline"
            size="sm"
            disabled={writesOff !== undefined}
            onClick={() => void changeStatus(status)}
          >
            {t(`statusAction.${statusAction(session.status, status)}`)}
          </Button>
        ))}
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('details.edit')}
        </Button>
        {canManage && (
          <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-destructive" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            {t('details.delete')}
          </Button>
        )}
      </div>
      <WritesOffNotice reason={writesOff} />

      {/* On a phone the balance and its status take a row of their own. */}
      <dl className="grid grid-cols-2 gap-3 rounded-lg border bg-muted/30 p-4 text-sm sm:grid-cols-3">
        {amounts.map(([term, amount]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{t(`money.${term}`)}</dt>
            <dd className="text-base font-semibold tabular-nums" data-testid={`session-${term}`}>
              {format.money(amount)}
            </dd>
          </div>
        ))}
        {canManage && (
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-muted-foreground">{t('money.balance')}</dt>
            <dd
              className="flex flex-wrap items-center gap-2 text-base font-semibold tabular-nums"
              data-testid="session-balance"
            >
              {format.money(balance)}
              <PaymentStatusBadge status={session.paymentStatus} />
            </dd>
          </div>
        )}
      </dl>

      {canManage && (
        <section aria-labelledby="payments-heading" className="grid gap-3">
          <div className="flex items-center justify-between gap-2">
            <h3 id="payments-heading" className="text-sm font-semibold">
              {t('payments:list.title')}
            </h3>
            <Button size="sm" onClick={() => onPay()}>
              <Plus aria-hidden="true" />
              {t('payments:actions.record')}
            </Button>
          </div>
          {session.payments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('payments:list.empty')}</p>
          ) : (
            <PaymentList payments={session.payments} onEdit={onPay} onDelete={onRemovePayment} />
          )}
        </section>
      )}

      <SessionTasks sessionId={session.id} actions={taskActions} />

      {canManage && <SessionProposal session={session} />}
      {canManage && <SessionDocuments session={session} />}
      {canManage && <SessionContracts session={session} />}
      {canManage && <SessionQuestionnaires session={session} />}
      {canManage && <SessionWorkflow sessionId={session.id} />}
      {canManage && <SessionReview sessionId={session.id} />}

      <section aria-labelledby="gallery-heading" className="grid gap-1 text-sm">
        <h3 id="gallery-heading" className="font-semibold">
          {t('fields.gallery')}
        </h3>
        {session.gallery ? (
          <Link
            to={`/app/galleries/${session.gallery.id}`}
            className="inline-flex items-center gap-1.5 hover:underline"
          >
            <Images className="size-4" aria-hidden="true" />
            {session.gallery.name}
          </Link>
        ) : (
          <p className="text-muted-foreground">
            {t('details.noGallery')}{' '}
            <button type="button" className="underline underline-offset-2 hover:text-foreground" onClick={onEdit}>
              {t('details.linkGallery')}
            </button>
          </p>
        )}
      </section>

      {session.notes && (
        <section aria-labelledby="notes-heading" className="grid gap-1 text-sm">
          <h3 id="notes-heading" className="font-semibold">
            {t('fields.notes')}
          </h3>
          <p className="whitespace-pre-line text-muted-foreground">{session.notes}</p>
        </section>
      )}
    </>
  );
}

type PaymentListProps = {
  payments: readonly Payment[];
  onEdit: (payment: Payment) => void;
  onDelete: (payment: Payment) => void;
};

function PaymentList({ payments, onEdit, onDelete }: PaymentListProps) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useStudioFormat();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();

  const download = async (payment: Payment) => {
    try {
      window.location.assign(await receiptDownloadUrl(api, payment.id));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };

  return (
    <ul className="divide-y rounded-lg border" data-testid="payment-list">
      {payments.map((payment) => (
        <li
          key={payment.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm"
          data-testid="payment-row"
        >
          <span className="font-semibold tabular-nums">{format.money(payment.amount)}</span>
          <span className="text-muted-foreground">{format.date(payment.date, 'date')}</span>
          <span>{t(`method.${payment.method}`)}</span>
          <span className="text-muted-foreground">{t(`status.${payment.status}`)}</span>
          {isStoredReceipt(payment.receipt) ? (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void download(payment)}>
              <Download aria-hidden="true" />
              {t('list.receiptFile')}
            </Button>
          ) : (
            payment.receipt && (
              <span className="text-muted-foreground">{t('list.receiptNumber', { number: payment.receipt })}</span>
            )
          )}
          {payment.amountRefunded > 0 && (
            <span className="text-muted-foreground">
              {t('list.refunded', { amount: format.money(payment.amountRefunded) })}
            </span>
          )}
          {/* A card payment is the provider's record: it is refunded from its invoice, never edited. */}
          {payment.invoiceId ? (
            <Button asChild variant="link" size="sm" className="ml-auto h-auto px-0">
              <Link to={`/app/invoices/${payment.invoiceId}`}>
                <ReceiptText aria-hidden="true" />
                {t('list.openInvoice')}
              </Link>
            </Button>
          ) : (
            <span className="ml-auto flex gap-1">
              <EditDeleteButtons
                editLabel={t('list.edit', { amount: format.money(payment.amount) })}
                deleteLabel={t('list.delete', { amount: format.money(payment.amount) })}
                onEdit={() => onEdit(payment)}
                onDelete={() => onDelete(payment)}
              />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
