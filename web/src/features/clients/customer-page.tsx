import { useQuery } from '@rocicorp/zero/react';
import { CalendarPlus, CloudOff, Mail, Pencil, Phone, Trash2, UserX, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paidAmount, sessionBalance, sumAmounts } from '@core/domain/money';
import { queries } from '@core/zero/queries';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/query-error-state';
import { BackLink } from '../../components/back-link';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useCan } from '../../hooks/use-role';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { CustomerFormDialog, SessionFormDialog } from '../bookings/lazy-dialogs';
import { CustomerContracts } from '../bookings/contracts-section';
import { CustomerQuestionnaires } from '../bookings/questionnaires-section';
import { CustomerDocuments } from '../bookings/documents-section';
import { CustomerProposals } from '../bookings/proposal-section';
import { CustomerEnquiries } from './customer-enquiries';
import { DeleteCustomerDialog } from './lazy-dialogs';
import { Figure } from './figure';
import { ViewAsClientButton } from './view-as-client-button';
import { PaymentStatusBadge, SessionStatusBadge } from '../bookings/status-badges';

type CustomerPageProps = {
  customerId: string;
  onOpenSession: (sessionId: string) => void;
};

/**
 * One customer: contact details, totals, and every session with its payments (the money for
 * those who see money).
 */
export function CustomerPage({ customerId, onOpenSession }: CustomerPageProps) {
  const { t } = useTranslation(['customers', 'sessions', 'payments', 'common']);
  const { account } = useAccount();
  const format = useStudioFormat();
  const navigate = useNavigate();
  const [customer, customerResult] = useQuery(queries.customers.byId({ accountId: account.id, id: customerId }));
  const [sessions] = useQuery(queries.sessions.forCustomer({ accountId: account.id, customerId }));
  const loading = useQueryPatience(customer, customerResult);
  const [editing, setEditing] = useState(false);
  const [booking, setBooking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Money and deleting are both managers' work.
  const canManage = useCan('manage');

  const back = <BackLink to="/app/clients/customers" label={t('detail.back')} />;

  if (loading) {
    return (
      <LoadingPlaceholder className="grid gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </LoadingPlaceholder>
    );
  }
  if (!customer) {
    // Only the server's complete answer proves the customer is gone; offline, this browser
    // may simply never have loaded them.
    return (
      <div className="grid gap-4">
        {back}
        {customerResult.type === 'complete' ? (
          <EmptyState
            icon={UserX}
            testId="customer-missing"
            texts={{ title: t('detail.missingTitle'), description: t('detail.missing') }}
          />
        ) : customerResult.type === 'error' ? (
          <QueryErrorState
            testId="customer-error"
            texts={{ title: t('detail.errorTitle'), description: t('list.errorDescription') }}
            onRetry={customerResult.retry}
          />
        ) : (
          <EmptyState
            icon={CloudOff}
            testId="customer-offline"
            texts={{ title: t('detail.offlineTitle'), description: t('detail.offline') }}
          />
        )}
      </div>
    );
  }

  const payments = sessions.flatMap((session) => session.payments);
  const paid = paidAmount(payments);
  const outstanding = sumAmounts(sessions.map(sessionBalance));

  return (
    <section aria-labelledby="customer-heading" className="grid gap-6" data-testid="customer-page">
      {back}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id="customer-heading" className="text-2xl font-semibold tracking-tight">
            {customer.name}
          </h2>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {customer.email && <ContactLink icon={Mail} href={`mailto:${customer.email}`} text={customer.email} />}
            {customer.phone && <ContactLink icon={Phone} href={`tel:${customer.phone}`} text={customer.phone} />}
            <span>{t('detail.since', { date: format.date(customer.createdAt, 'date') })}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button onClick={() => setBooking(true)}>
            <CalendarPlus aria-hidden="true" />
            {t('sessions:actions.new')}
          </Button>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('detail.edit')}
          </Button>
          {canManage && <ViewAsClientButton accountId={account.id} customerId={customer.id} />}
          {canManage && (
            <Button
              variant="ghost"
              className="text-muted-foreground hover:text-destructive"
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" />
              {t('common:actions.delete')}
            </Button>
          )}
        </div>
      </div>

      {customer.notes && (
        <p className="max-w-prose text-sm whitespace-pre-line text-muted-foreground">{customer.notes}</p>
      )}

      <CustomerEnquiries customer={customer} />

      <div className="grid gap-4 sm:grid-cols-3">
        <Figure label={t('detail.sessions')} value={String(sessions.length)} />
        {canManage && (
          <>
            <Figure label={t('detail.paid')} value={format.money(paid)} testId="customer-paid" />
            <Figure label={t('detail.outstanding')} value={format.money(outstanding)} testId="customer-outstanding" />
          </>
        )}
      </div>

      <section aria-labelledby="history-heading" className="grid gap-3">
        <h3 id="history-heading" className="text-lg font-semibold">
          {t('detail.history')}
        </h3>
        {sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.noSessions')}</p>
        ) : (
          <ul className="grid gap-3" data-testid="customer-sessions">
            {sessions.map((session) => (
              <li key={session.id}>
                <Card className="gap-3 py-4">
                  <CardContent className="grid gap-3 px-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <button
                        type="button"
                        className="font-medium hover:underline"
                        onClick={() => onOpenSession(session.id)}
                        data-testid="customer-session"
                      >
                        {format.date(session.date, 'dateTime')}
                      </button>
                      {session.type && <span className="text-sm text-muted-foreground">{session.type}</span>}
                      <SessionStatusBadge status={session.status} />
                      <span className="ml-auto flex items-center gap-2 text-sm tabular-nums">
                        {canManage ? (
                          <>
                            {t('detail.paidOf', {
                              paid: format.money(session.paymentAmount),
                              price: format.money(session.price),
                            })}
                            <PaymentStatusBadge status={session.paymentStatus} />
                          </>
                        ) : (
                          format.money(session.price)
                        )}
                      </span>
                    </div>
                    {canManage && session.payments.length > 0 && (
                      <ul className="grid gap-1 border-l-2 pl-3 text-sm text-muted-foreground">
                        {session.payments.map((payment) => (
                          <li key={payment.id} className="flex flex-wrap gap-x-3">
                            <span className="tabular-nums">{format.date(payment.date, 'date')}</span>
                            <span className="font-medium text-foreground tabular-nums">
                              {format.money(payment.amount)}
                            </span>
                            <span>{t(`payments:method.${payment.method}`)}</span>
                            <span>{t(`payments:status.${payment.status}`)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      {canManage && <CustomerDocuments customerId={customer.id} />}
      {canManage && <CustomerContracts customerId={customer.id} />}
      {canManage && <CustomerQuestionnaires customerId={customer.id} />}
      {canManage && <CustomerProposals customerId={customer.id} />}

      <CustomerFormDialog open={editing} onOpenChange={setEditing} customer={customer} />
      <SessionFormDialog open={booking} onOpenChange={setBooking} customerId={customer.id} onSaved={onOpenSession} />
      <DeleteCustomerDialog
        customer={deleting ? customer : undefined}
        onOpenChange={setDeleting}
        onDeleted={() => void navigate('/app/clients/customers', { replace: true })}
      />
    </section>
  );
}

/** An e-mail address or phone number that opens the device's mail or phone app. */
function ContactLink({ icon: Icon, href, text }: { icon: LucideIcon; href: string; text: string }) {
  return (
    <a href={href} className="inline-flex items-center gap-1.5 hover:text-foreground hover:underline">
      <Icon className="size-4" aria-hidden="true" />
      {text}
    </a>
  );
}
