import { describe, expect, it } from 'vitest';
import { sessionTypeFields } from './session-type';

describe('sessionTypeFields', () => {
  it('takes a name with its price in minor units, an hour, one client per slot and no description by default', () => {
    expect(sessionTypeFields.parse({ name: ' Wedding ', price: 240_000 })).toEqual({
      name: 'Wedding',
      price: 240_000,
      duration: 60,
      description: '',
      publicDescription: '',
      maxClients: 1,
      color: '#3B82F6',
    });
  });

  it('takes from 1 to 100 clients per slot and a colour as the database keeps it, #rrggbb', () => {
    const codes = (value: unknown) => sessionTypeFields.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(codes({ name: 'Mini', maxClients: 12, color: '#a1b2c3' })).toBeUndefined();
    expect(codes({ name: 'Mini', maxClients: 0 })).toEqual(['clientsRange']);
    expect(codes({ name: 'Mini', maxClients: 101 })).toEqual(['clientsRange']);
    expect(codes({ name: 'Mini', maxClients: 2.5 })).toEqual(['clientsRange']);
    expect(codes({ name: 'Mini', color: 'red' })).toEqual(['invalid']);
    expect(codes({ name: 'Mini', color: '#abc' })).toEqual(['invalid']);
  });

  it('refuses an empty name, fractions of a cent, negative prices and lengths no session may have', () => {
    const codes = (value: unknown) => sessionTypeFields.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(codes({ name: '  ', price: 0 })).toEqual(['required']);
    expect(codes({ name: 'Portrait', price: 99.5 })).toEqual(['invalid']);
    expect(codes({ name: 'Portrait', price: -100 })).toEqual(['amountNegative']);
    expect(codes({ name: 'x'.repeat(101) })).toEqual(['tooLong']);
    expect(codes({ name: 'Portrait', duration: 0 })).toEqual(['durationRange']);
    expect(codes({ name: 'Wedding', duration: 25 * 60 })).toEqual(['durationRange']);
  });
});
