import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import type { Customer } from './customer';
import { useVirtualRows } from './use-virtual-rows';

type CustomerTableProps = {
  customers: readonly Customer[];
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
  /** Called when the end of the loaded rows comes into view and more may exist. */
  onNearEnd?: (() => void) | undefined;
};

const ROW_HEIGHT = 49;

/** Customers by name; only the rows in view are rendered, so 10,000 scroll as smoothly as 10. */
export function CustomerTable({ customers, onEdit, onDelete, onNearEnd }: CustomerTableProps) {
  const { t } = useTranslation(['customers', 'common']);
  const { scrollRef, virtualizer, items, before, after } = useVirtualRows({
    count: customers.length,
    estimateSize: ROW_HEIGHT,
    onNearEnd,
  });
  return (
    <div ref={scrollRef} className="max-h-[70vh] overflow-auto rounded-xl border bg-card">
      <table className="w-full text-sm" data-testid="customer-list" aria-rowcount={customers.length + 1}>
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="sticky top-0 z-10 border-b bg-muted/90 text-left text-xs tracking-wide text-muted-foreground uppercase backdrop-blur">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('fields.name')}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
              {t('fields.email')}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
              {t('fields.phone')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">{t('list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {before > 0 && (
            <tr aria-hidden="true">
              <td colSpan={4} style={{ height: before }} />
            </tr>
          )}
          {items.map((item) => {
            const customer = customers[item.index];
            if (!customer) return null;
            return (
              <tr
                key={customer.id}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                data-testid="customer-row"
                data-customer-id={customer.id}
                className="group hover:bg-muted/30"
              >
                <td className="px-4 py-3">
                  <Link
                    to={`/app/clients/customers/${customer.id}`}
                    className="block max-w-[16rem] truncate rounded-sm font-medium hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {customer.name}
                  </Link>
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
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => onEdit(customer)}
                    aria-label={t('list.editCustomer', { name: customer.name })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="text-muted-foreground hover:text-destructive"
                    onClick={() => onDelete(customer)}
                    aria-label={t('list.deleteCustomer', { name: customer.name })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true">
              <td colSpan={4} style={{ height: after }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
