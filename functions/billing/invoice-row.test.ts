import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { invoiceRow } from './invoice-row';

const invoice = (fields: Partial<Stripe.Invoice>): Stripe.Invoice =>
  ({
    id: 'in_1',
    number: 'A-0001',
    status: 'paid',
    currency: 'eur',
    total: 1234,
    period_start: 1_793_491_200,
    period_end: 1_796_083_200,
    invoice_pdf: 'https://pay.stripe.com/invoice/in_1/pdf',
    ...fields,
  }) as Stripe.Invoice;

describe('invoice rows', () => {
  it('keeps minor units, the currency in capitals and the period in milliseconds', () => {
    expect(invoiceRow(invoice({}))).toEqual({
      id: 'in_1',
      number: 'A-0001',
      status: 'paid',
      currency: 'EUR',
      total: 1234,
      periodStart: 1_793_491_200_000,
      periodEnd: 1_796_083_200_000,
      pdfUrl: 'https://pay.stripe.com/invoice/in_1/pdf',
    });
  });

  it('reads a status it does not know as a draft, and a credit as nothing owed', () => {
    expect(invoiceRow(invoice({ status: 'something_new' })).status).toBe('draft');
    expect(invoiceRow(invoice({ status: null })).status).toBe('draft');
    expect(invoiceRow(invoice({ total: -500 })).total).toBe(0);
    expect(invoiceRow(invoice({ invoice_pdf: null })).pdfUrl).toBeNull();
  });
});
