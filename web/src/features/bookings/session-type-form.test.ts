import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '@core/domain/currency';
import { sessionTypeFormSchema, sessionTypeFormValues, type SessionType } from './session-type-form';

const money = { currency: DEFAULT_CURRENCY, locale: 'en' };
const schema = sessionTypeFormSchema(money);

describe('the session type’s questionnaire', () => {
  it('is none for a new type, and the one a type sends when editing it', () => {
    expect(sessionTypeFormValues(undefined, money).questionnaireId).toBe('');
    const wedding = { ...({} as SessionType), name: 'Wedding', price: 0, duration: 60, questionnaireId: 'q-1' };
    expect(sessionTypeFormValues(wedding, money).questionnaireId).toBe('q-1');
  });

  it('is saved as the id chosen, or as none (null) when “None” is chosen', () => {
    const typed = { ...sessionTypeFormValues(undefined, money), name: 'Wedding' };
    expect(schema.parse({ ...typed, questionnaireId: 'q-1' }).questionnaireId).toBe('q-1');
    expect(schema.parse(typed).questionnaireId).toBeNull();
  });
});

describe('the session type’s workflow', () => {
  it('is none for a new type, and the one its sessions follow when editing it', () => {
    expect(sessionTypeFormValues(undefined, money).workflowId).toBe('');
    const wedding = { ...({} as SessionType), name: 'Wedding', price: 0, duration: 60, workflowId: 'w-1' };
    expect(sessionTypeFormValues(wedding, money).workflowId).toBe('w-1');
  });

  it('is saved as the id chosen, or as none (null) when “No workflow” is chosen', () => {
    const typed = { ...sessionTypeFormValues(undefined, money), name: 'Wedding' };
    expect(schema.parse({ ...typed, workflowId: 'w-1' }).workflowId).toBe('w-1');
    expect(schema.parse(typed).workflowId).toBeNull();
  });
});

describe('the session type’s package', () => {
  it('is none for a new type, and the type’s price list and included photos when editing it', () => {
    expect(sessionTypeFormValues(undefined, money)).toMatchObject({ priceListId: '', includedPhotos: '' });
    const wedding = {
      ...({} as SessionType),
      name: 'Wedding',
      price: 0,
      duration: 60,
      priceListId: 'p-1',
      includedPhotos: 20,
    };
    expect(sessionTypeFormValues(wedding, money)).toMatchObject({ priceListId: 'p-1', includedPhotos: '20' });
  });

  it('is saved as the list and number typed, or as none (null) when left empty', () => {
    const typed = { ...sessionTypeFormValues(undefined, money), name: 'Wedding' };
    expect(schema.parse({ ...typed, priceListId: 'p-1', includedPhotos: ' 20 ' })).toMatchObject({
      priceListId: 'p-1',
      includedPhotos: 20,
    });
    expect(schema.parse(typed)).toMatchObject({ priceListId: null, includedPhotos: null });
  });

  it('refuses a number of included photos that is not a whole number from 1 to 10,000', () => {
    const typed = { ...sessionTypeFormValues(undefined, money), name: 'Wedding' };
    for (const includedPhotos of ['0', '2.5', 'twenty', '10001']) {
      const issues = schema.safeParse({ ...typed, includedPhotos }).error?.issues ?? [];
      expect(
        issues.map((issue) => issue.path.join('.')),
        includedPhotos,
      ).toEqual(['includedPhotos']);
    }
  });
});
