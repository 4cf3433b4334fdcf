// The accountant's files, made in the browser from synced data: what the studio sees is what
// the file holds. Amounts are plain decimals with a point ("1250.50") and a currency column, as
// accounting software imports them; dates are the studio's clock, year first.
import type { Currency } from '@core/domain/currency';
import { fractionDigits, minorToDecimal } from '@core/domain/money-format';
import { toCsv } from '@core/domain/csv';
import { paidAmount } from '@core/domain/money';
import { isStoredReceipt } from '@core/domain/payment';
import { toDateInput, toTimeInput } from '@core/domain/studio-time';
import type { Payment, Session } from '../bookings/booking';
import type { Customer } from '../bookings/customer';

export type ExportedPayment = Payment & {
  readonly session?: (Session & { readonly customer?: Customer | undefined }) | undefined;
};

type Labels = {
  header: (column: string) => string;
  method: (method: Payment['method']) => string;
  status: (status: Payment['status']) => string;
  receiptFile: string;
};

type Context = { timeZone: string; currency: Currency; labels: Labels };

const stamp = (ms: number, timeZone: string) => `${toDateInput(ms, timeZone)} ${toTimeInput(ms, timeZone)}`;

const paymentColumns = [
  'date',
  'customer',
  'email',
  'sessionDate',
  'sessionType',
  'method',
  'status',
  'amount',
  'currency',
  'receipt',
  'notes',
  'id',
] as const;

export function paymentsCsv(payments: readonly ExportedPayment[], { timeZone, currency, labels }: Context): string {
  const digits = fractionDigits(currency.code);
  return toCsv(
    paymentColumns.map(labels.header),
    payments.map((payment) => [
      toDateInput(payment.date, timeZone),
      payment.session?.customer?.name ?? '',
      payment.session?.customer?.email ?? '',
      payment.session ? stamp(payment.session.date, timeZone) : '',
      payment.session?.type ?? '',
      labels.method(payment.method),
      labels.status(payment.status),
      minorToDecimal(payment.amount, digits),
      currency.code,
      isStoredReceipt(payment.receipt) ? labels.receiptFile : payment.receipt,
      payment.notes,
      payment.id,
    ]),
  );
}

const customerColumns = ['name', 'email', 'phone', 'since', 'payments', 'paid', 'currency'] as const;

/**
 * Every customer who paid in the period or became a customer in it, with what they paid in it
 * (completed payments only).
 */
export function customersCsv(
  payments: readonly ExportedPayment[],
  newCustomers: readonly Customer[],
  { timeZone, currency, labels }: Context,
): string {
  const digits = fractionDigits(currency.code);
  const byCustomer = new Map<string, { customer: Customer; payments: ExportedPayment[] }>();
  for (const customer of newCustomers) byCustomer.set(customer.id, { customer, payments: [] });
  for (const payment of payments) {
    const customer = payment.session?.customer;
    if (!customer) continue;
    const entry = byCustomer.get(customer.id) ?? { customer, payments: [] };
    entry.payments.push(payment);
    byCustomer.set(customer.id, entry);
  }
  const rows = [...byCustomer.values()].sort((a, b) => a.customer.name.localeCompare(b.customer.name));
  return toCsv(
    customerColumns.map(labels.header),
    rows.map(({ customer, payments: theirs }) => [
      customer.name,
      customer.email,
      customer.phone,
      toDateInput(customer.createdAt, timeZone),
      theirs.length,
      minorToDecimal(paidAmount(theirs), digits),
      currency.code,
    ]),
  );
}
