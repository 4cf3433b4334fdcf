import { describe, expect, it } from 'vitest';
import { readInvoicingSettings } from '@core/domain/invoicing-settings';
import {
  invoicingFormSchema,
  invoicingFormValues,
  parseDayList,
  parsePercent,
  percentInputText,
} from './invoicing-form-values';

describe('the invoicing form', () => {
  it('reads reminder days as a list, in whatever separators a person types', () => {
    expect(parseDayList('1, 7, 14')).toEqual([1, 7, 14]);
    expect(parseDayList(' 3 ')).toEqual([3]);
    expect(parseDayList('1 7;14,,')).toEqual([1, 7, 14]);
    expect(parseDayList('')).toEqual([]);
    for (const bad of ['1, two', '-1', '1.5', '7 days', '1000']) expect(parseDayList(bad)).toBeUndefined();
  });

  it('reads a tax rate in the reader’s language, from 0 to 100 %', () => {
    expect(parsePercent('21', 'es')).toBe(2100);
    expect(parsePercent('21 %', 'en')).toBe(2100);
    expect(parsePercent('10,5', 'es')).toBe(1050);
    expect(parsePercent('10.5', 'en')).toBe(1050);
    expect(parsePercent('0', 'ca')).toBe(0);
    // In Spanish "10.5" is not ten and a half: refused rather than guessed.
    for (const [bad, locale] of [
      ['10.5', 'es'],
      ['100,01', 'es'],
      ['-4', 'en'],
      ['', 'en'],
      ['ten', 'en'],
    ]) {
      expect(parsePercent(bad!, locale!)).toBeUndefined();
    }
    expect([percentInputText(2100, 'es'), percentInputText(1050, 'es'), percentInputText(1005, 'en')]).toEqual([
      '21',
      '10,5',
      '10.05',
    ]);
  });

  it('sends the whole setting back as it was when nothing changed', () => {
    const stored = readInvoicingSettings({
      legalName: 'Anna López Photo SL',
      taxId: 'B12345678',
      address: 'Carrer Gran 1\n08001 Barcelona',
      country: 'ES',
      defaultTaxRateBp: 2100,
      paymentInstructions: 'IBAN ES00 0000 0000',
      allowSavedCards: true,
      reminders: { enabled: false, beforeDays: [2], afterDays: [1, 10] },
    });
    for (const locale of ['en', 'es', 'ca']) {
      expect(invoicingFormSchema(locale).parse(invoicingFormValues(stored, locale))).toEqual(stored);
    }
  });

  it('names the field a person got wrong, and sorts the days they typed', () => {
    const values = invoicingFormValues(readInvoicingSettings(undefined), 'en');
    const refused = invoicingFormSchema('en').safeParse({
      ...values,
      taxRate: '121',
      beforeDays: '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11',
      afterDays: '1, x',
    });
    expect(refused.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['taxRate', 'taxRate'],
      ['beforeDays', 'tooManyDays'],
      ['afterDays', 'days'],
    ]);
    const saved = invoicingFormSchema('en').parse({ ...values, afterDays: '14, 1, 7, 7' });
    expect(saved.reminders.afterDays).toEqual([1, 7, 14]);
  });
});
