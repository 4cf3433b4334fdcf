import { useTranslation } from 'react-i18next';
import { sessionBalance } from '@core/domain/money';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useCan } from '../../hooks/use-role';
import { useStudioFormat } from '../../hooks/use-studio-format';
import type { SessionRow } from '../bookings/booking';
import { PaymentStatusBadge, SessionStatusBadge } from '../bookings/status-badges';
import { VirtualTable } from '../../components/virtual-table';

type SessionTableProps = {
  sessions: readonly SessionRow[];
  onOpen: (session: SessionRow) => void;
  /** Called when the end of the loaded rows comes into view and more may exist. */
  onNearEnd?: (() => void) | undefined;
  caption: string;
};

const ROW_HEIGHT = 57;

/** Tailwind's `sm`: from here the payment has a column of its own. */
const PAYMENT_COLUMN_QUERY = '(min-width: 640px)';

/**
 * Sessions with their customer, status and money (for those who see money); only the rows in
 * view are rendered.
 */
export function SessionTable({ sessions, onOpen, onNearEnd, caption }: SessionTableProps) {
  const { t } = useTranslation('sessions');
  const format = useStudioFormat();
  const seesMoney = useCan('manage');
  // Rendered once per row, where it shows: formatting amounts is much of a row's cost.
  const paymentColumn = useMediaQuery(PAYMENT_COLUMN_QUERY);
  return (
    <VirtualTable
      rows={sessions}
      rowHeight={ROW_HEIGHT}
      onNearEnd={onNearEnd}
      caption={caption}
      testId="session-list"
      columns={[
        { label: t('fields.date') },
        { label: t('fields.customer') },
        { label: t('fields.location'), className: 'hidden lg:table-cell' },
        { label: t('fields.status'), className: 'hidden sm:table-cell' },
        ...(seesMoney ? [{ label: t('fields.payment'), className: 'hidden text-right sm:table-cell' }] : []),
      ]}
      renderRow={(session, rowProps) => {
        const payment = seesMoney && <PaymentSummary session={session} />;
        return (
          <tr
            key={session.id}
            {...rowProps}
            data-testid="session-row"
            data-session-id={session.id}
            className="cursor-pointer hover:bg-muted/30"
            onClick={() => onOpen(session)}
          >
            <td className="px-4 py-3 whitespace-nowrap tabular-nums">
              <span className="block">{format.date(session.date, 'weekdayDate')}</span>
              <span className="block text-xs text-muted-foreground">{format.date(session.date, 'time')}</span>
            </td>
            <td className="px-4 py-3">
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(session);
                }}
                className="block max-w-[14rem] truncate rounded-sm text-left font-medium hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                aria-label={t('list.open', { name: session.customer?.name ?? '', date: format.date(session.date) })}
              >
                {session.customer?.name ?? '—'}
              </button>
              {session.type && (
                <span className="block max-w-[14rem] truncate text-xs text-muted-foreground">{session.type}</span>
              )}
              {/* A phone has no room for the payment column: the payment goes under the name. */}
              {payment && !paymentColumn && (
                <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">{payment}</div>
              )}
            </td>
            <td className="hidden max-w-[14rem] truncate px-4 py-3 text-muted-foreground lg:table-cell">
              {session.location || '—'}
            </td>
            <td className="hidden px-4 py-3 sm:table-cell">
              <SessionStatusBadge status={session.status} />
            </td>
            {payment && (
              <td className="hidden px-4 py-3 text-right sm:table-cell">
                {paymentColumn && <div className="flex flex-col items-end gap-1">{payment}</div>}
              </td>
            )}
          </tr>
        );
      }}
    />
  );
}

/** How the session stands with money: its payment status, and what is owed or was paid. */
function PaymentSummary({ session }: { session: SessionRow }) {
  const { t } = useTranslation('sessions');
  const format = useStudioFormat();
  const balance = sessionBalance(session);
  return (
    <>
      <PaymentStatusBadge status={session.paymentStatus} />
      <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        {balance > 0 ? t('list.owes', { amount: format.money(balance) }) : format.money(session.paymentAmount)}
      </span>
    </>
  );
}
