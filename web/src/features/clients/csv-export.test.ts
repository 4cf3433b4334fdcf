import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '@core/domain/currency';
import { customersCsv, paymentsCsv, type ExportedPayment } from './csv-export';

const labels = {
  header: (column: string) => column,
  method: (method: string) => `method:${method}`,
  status: (status: string) => `status:${status}`,
  receiptFile: 'file attached',
};
const context = { timeZone: 'Europe/Madrid', currency: DEFAULT_CURRENCY, labels };

const customer = {
  id: 'c1',
  accountId: 'a',
  authorId: 'u',
  name: '=HYPERLINK("http://evil.example")',
  email: 'eve@example.com',
  phone: '+34 600 000 001',
  notes: '',
  searchText: '=hyperlink("http://evil.example") eve@example.com +34 600 000 001',
  createdAt: Date.UTC(2026, 0, 10, 12),
  updatedAt: 0,
  leadAt: null,
  language: null,
};
const session = {
  id: 's1',
  accountId: 'a',
  authorId: 'u',
  customerId: 'c1',
  date: Date.UTC(2026, 5, 20, 15, 45),
  duration: 60,
  type: 'Wedding, civil',
  location: '',
  locationId: null,
  notes: '',
  status: 'completed' as const,
  price: 150_000,
  paymentStatus: 'partial' as const,
  paymentAmount: 50_010,
  galleryId: null,
  createdAt: 0,
  updatedAt: 0,
  customer,
};
const payment = (id: string, amount: number, status: 'completed' | 'pending', receipt = ''): ExportedPayment => ({
  id,
  accountId: 'a',
  authorId: 'u',
  sessionId: 's1',
  invoiceId: null,
  instalmentId: null,
  providerPaymentId: null,
  dispute: null,
  amountRefunded: 0,
  date: Date.UTC(2026, 5, 30, 22, 30),
  amount,
  method: 'card',
  status,
  notes: 'line one\nline two',
  receipt,
  createdAt: 0,
  session,
});

describe('paymentsCsv', () => {
  it('writes exact decimals, the studio clock and neutralised, quoted text', () => {
    const csv = paymentsCsv([payment('p1', 50_010, 'completed', 'a/receipts/xyz')], context);
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('date,customer,email,sessionDate,sessionType,method,status,amount,currency,receipt,notes,id');
    // 22:30 UTC on June 30th is already July 1st in Madrid.
    expect(row).toBe(
      `2026-07-01,"'=HYPERLINK(""http://evil.example"")",eve@example.com,2026-06-20 17:45,"Wedding, civil",method:card,status:completed,500.10,EUR,file attached,"line one\nline two",p1`,
    );
  });
});

describe('customersCsv', () => {
  it('lists each customer once with what they paid in the period, received payments only', () => {
    const csv = customersCsv(
      [payment('p1', 50_010, 'completed'), payment('p2', 99_990, 'pending')],
      [customer],
      context,
    );
    const [, row, end] = csv.replace('\uFEFF', '').split('\r\n');
    expect(row).toBe(`"'=HYPERLINK(""http://evil.example"")",eve@example.com,+34 600 000 001,2026-01-10,2,500.10,EUR`);
    expect(end).toBe('');
  });
});
