import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { type Customer, customerPath } from '../bookings/customer';
import { VirtualTable } from '../../components/virtual-table';
import { LeadBadge } from './lead-badge';

type CustomerTableProps = {
  customers: readonly Customer[];
  onEdit: (customer: Customer) => void;
  /** Absent for those who may not delete customers. */
  onDelete: ((customer: Customer) => void) | undefined;
  /** Called when the end of the loaded rows comes into view and more may exist. */
  onNearEnd?: (() => void) | undefined;
};

const ROW_HEIGHT = 49;

/** Customers by name; only the rows in view are rendered, so 10,000 scroll as smoothly as 10. */
export function CustomerTable({ customers, onEdit, onDelete, onNearEnd }: CustomerTableProps) {
  const { t } = useTranslation(['customers', 'common']);
  return (
    <VirtualTable
      rows={customers}
      rowHeight={ROW_HEIGHT}
      onNearEnd={onNearEnd}
      caption={t('list.caption')}
      testId="customer-list"
      columns={[
        { label: t('fields.name') },
        { label: t('fields.email'), className: 'hidden md:table-cell' },
        { label: t('fields.phone'), className: 'hidden sm:table-cell' },
        { label: <span className="sr-only">{t('list.actions')}</span>, className: 'text-right' },
      ]}
      renderRow={(customer, rowProps) => (
        <tr
          key={customer.id}
          {...rowProps}
          data-testid="customer-row"
          data-customer-id={customer.id}
          className="group hover:bg-muted/30"
        >
          <td className="px-4 py-3">
            <span className="flex items-center gap-2">
              <Link
                to={customerPath(customer.id)}
                className="block max-w-[16rem] truncate rounded-sm font-medium hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {customer.name}
              </Link>
              {customer.leadAt !== null && <LeadBadge />}
            </span>
            {/* On narrow screens the e-mail column is hidden: show it under the name. */}
            {customer.email && (
              <span className="block max-w-[16rem] truncate text-xs text-muted-foreground md:hidden">
                {customer.email}
              </span>
            )}
          </td>
          <td className="hidden px-4 py-3 text-muted-foreground md:table-cell">
            {customer.email ? (
              <a
                href={`mailto:${customer.email}`}
                className="block max-w-[20rem] truncate hover:text-foreground hover:underline"
              >
                {customer.email}
              </a>
            ) : (
              <span aria-label={t('list.none')}>—</span>
            )}
          </td>
          <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground sm:table-cell">
            {customer.phone || <span aria-label={t('list.none')}>—</span>}
          </td>
          <td className="px-2 py-2 text-right whitespace-nowrap">
            <EditDeleteButtons
              editLabel={t('list.editCustomer', { name: customer.name })}
              deleteLabel={t('list.deleteCustomer', { name: customer.name })}
              onEdit={() => onEdit(customer)}
              onDelete={onDelete && (() => onDelete(customer))}
            />
          </td>
        </tr>
      )}
    />
  );
}
