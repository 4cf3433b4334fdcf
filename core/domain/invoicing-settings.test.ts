import { describe, expect, it } from 'vitest';
import { invoicingSettings, readInvoicingSettings } from './invoicing-settings';

describe('readInvoicingSettings', () => {
  it('fills every default when the studio never saved the setting', () => {
    expect(readInvoicingSettings(undefined)).toEqual({
      legalName: '',
      taxId: '',
      address: '',
      country: '',
      defaultTaxRateBp: 0,
      paymentInstructions: '',
      allowSavedCards: false,
      reminders: { enabled: true, beforeDays: [3], afterDays: [1, 7, 14] },
    });
  });

  it('keeps what was saved and fills the rest', () => {
    const settings = readInvoicingSettings({ legalName: 'Luz SL', country: 'es', reminders: { enabled: false } });
    expect(settings.legalName).toBe('Luz SL');
    expect(settings.country).toBe('ES');
    expect(settings.reminders).toEqual({ enabled: false, beforeDays: [3], afterDays: [1, 7, 14] });
  });

  it('reads a damaged value as the defaults', () => {
    expect(readInvoicingSettings({ defaultTaxRateBp: 20000 })).toEqual(readInvoicingSettings(undefined));
  });
});

describe('invoicingSettings', () => {
  it('refuses unknown keys, rates above 100 % and countries that are not two letters', () => {
    expect(invoicingSettings.safeParse({ iban: 'x' }).success).toBe(false);
    expect(invoicingSettings.safeParse({ defaultTaxRateBp: 10001 }).success).toBe(false);
    expect(invoicingSettings.safeParse({ country: 'ESP' }).success).toBe(false);
  });

  it('sorts reminder days and drops repeats', () => {
    expect(invoicingSettings.parse({ reminders: { afterDays: [7, 1, 7] } }).reminders.afterDays).toEqual([1, 7]);
  });
});
