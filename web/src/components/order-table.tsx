// A list of clients' orders from galleries, newest first: the Sales page's and a gallery's Orders
// tab. The whole row opens the order; its date is the link a keyboard reaches.
import type { Row } from '@rocicorp/zero';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { schema } from '@core/zero/schema';
import { useDocumentMoney } from '../hooks/use-document-money';
import { useStudioFormat } from '../hooks/use-studio-format';
import { orderPath } from '../lib/order-links';
import { OrderFulfilmentBadge, OrderStatusBadge } from './order-badges';
import { VirtualTable } from './virtual-table';

export type OrderRow = Row<typeof schema.tables.galleryOrders> & {
  readonly gallery?: { readonly name: string } | undefined;
};

const ROW_HEIGHT = 57;

type OrderTableProps = {
  orders: readonly OrderRow[];
  /** Shows each order's gallery (the studio-wide list; a gallery's own tab leaves it out). */
  withGallery?: boolean;
  onNearEnd?: (() => void) | undefined;
};

export function OrderTable({ orders, withGallery = false, onNearEnd }: OrderTableProps) {
  const { t } = useTranslation('sales');
  const navigate = useNavigate();
  const columns = [
    { label: t('list.columns.date') },
    { label: t('list.columns.buyer') },
    ...(withGallery ? [{ label: t('list.columns.gallery'), className: 'hidden md:table-cell' }] : []),
    { label: t('list.columns.total'), className: 'text-right' },
    { label: t('list.columns.status') },
  ];
  return (
    <VirtualTable
      rows={orders}
      rowHeight={ROW_HEIGHT}
      onNearEnd={onNearEnd}
      caption={t('list.caption')}
      testId="order-list"
      columns={columns}
      renderRow={(order, rowProps) => (
        <OrderTableRow
          key={order.id}
          order={order}
          withGallery={withGallery}
          rowProps={rowProps}
          onOpen={() => void navigate(orderPath(order.id))}
        />
      )}
    />
  );
}

type RowProps = Parameters<Parameters<typeof VirtualTable>[0]['renderRow']>[1];

function OrderTableRow({
  order,
  withGallery,
  rowProps,
  onOpen,
}: {
  order: OrderRow;
  withGallery: boolean;
  rowProps: RowProps;
  onOpen: () => void;
}) {
  const { t } = useTranslation('sales');
  const format = useStudioFormat();
  const money = useDocumentMoney(order.currency);
  return (
    <tr {...rowProps} data-testid="order-row" className="cursor-pointer hover:bg-muted/30" onClick={onOpen}>
      <td className="px-4 py-3 whitespace-nowrap">
        <Link
          to={orderPath(order.id)}
          onClick={(event) => event.stopPropagation()}
          className="rounded-sm font-medium tabular-nums hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {format.date(order.paidAt ?? order.createdAt, 'date')}
        </Link>
      </td>
      <td className="max-w-[14rem] truncate px-4 py-3">{order.buyerName || order.buyerEmail}</td>
      {withGallery && (
        <td className="hidden max-w-[14rem] truncate px-4 py-3 text-muted-foreground md:table-cell">
          {order.gallery?.name ?? t('list.galleryDeleted')}
        </td>
      )}
      <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{money(order.total)}</td>
      <td className="px-4 py-3">
        <span className="flex flex-wrap gap-1.5">
          <OrderStatusBadge status={order.status} />
          <OrderFulfilmentBadge fulfilment={order.fulfilment} />
        </span>
      </td>
    </tr>
  );
}
