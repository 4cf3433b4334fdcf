import { describe, expect, it } from 'vitest';
import { monthLines } from '@core/domain/usage';
import { invoiceMail } from './invoice-mail';

const { lines, total } = monthLines('2026-11', { renders: 15_000, mails: 1_500, photos: 40 }, 'EUR');
const mail = (lng: 'en' | 'es' | 'ca') =>
  invoiceMail({
    to: 'owner@example.com',
    lng,
    studio: 'Llum <Studio>',
    month: '2026-11',
    currency: 'EUR',
    lines,
    total,
    usageUrl: 'https://app.example.com/app/settings',
  });

describe('the local invoice mail', () => {
  it("says the month and total in the owner's language", () => {
    expect(total).toBe(600);
    expect(mail('en').subject).toBe('Your invoice for November 2026: €6.00');
    expect(mail('es').subject).toBe('Tu factura de noviembre de 2026: 6,00\u00a0€');
    expect(mail('ca').subject).toBe('La teva factura de novembre del 2026: 6,00\u00a0€');
  });

  it('lists the charged meters only, each with its amount, and the total', () => {
    const text = mail('en').text;
    expect(text).toContain('Image renders: €5.00');
    expect(text).toContain('Mails sent: €1.00');
    expect(text).toContain('Photos stored: €0.00');
    expect(text).toContain('Total: €6.00');
    expect(text).not.toMatch(/photos: |galleries/i);
  });

  it("escapes the studio's name in the HTML", () => {
    expect(mail('en').html).toContain('Llum &lt;Studio&gt;');
    expect(mail('en').html).not.toContain('<Studio>');
  });
});
