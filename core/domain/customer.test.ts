import { describe, expect, it } from 'vitest';
import { createCustomerArgs, customerFields, deleteCustomerArgs, updateCustomerArgs } from './customer';

const messages = (value: unknown) => {
  const result = customerFields.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('customerFields', () => {
  it('requires a name and trims it', () => {
    expect(messages({ name: '   ' })).toEqual(['name:required']);
    expect(customerFields.parse({ name: '  Ana García ' }).name).toBe('Ana García');
  });

  it('accepts an empty e-mail but not a malformed one', () => {
    expect(customerFields.parse({ name: 'Ana', email: '' }).email).toBe('');
    expect(messages({ name: 'Ana', email: 'ana@' })).toEqual(['email:email']);
    expect(customerFields.parse({ name: 'Ana', email: ' ana@example.com ' }).email).toBe('ana@example.com');
  });

  it('defaults the optional fields to empty text, as the table does', () => {
    expect(customerFields.parse({ name: 'Ana' })).toEqual({ name: 'Ana', email: '', phone: '', notes: '' });
  });

  it('bounds every field so nobody can store a novel in a phone number', () => {
    expect(messages({ name: 'x'.repeat(201) })).toEqual(['name:tooLong']);
    expect(messages({ name: 'Ana', phone: '1'.repeat(51) })).toEqual(['phone:tooLong']);
  });
});

describe('createCustomerArgs', () => {
  it('needs URL-safe ids made by the client', () => {
    expect(createCustomerArgs.safeParse({ id: 'abc_DEF-123', accountId: 'acc', name: 'Ana' }).success).toBe(true);
    expect(createCustomerArgs.safeParse({ id: 'a b', accountId: 'acc', name: 'Ana' }).success).toBe(false);
    expect(createCustomerArgs.safeParse({ id: '', accountId: 'acc', name: 'Ana' }).success).toBe(false);
  });
});

describe('updateCustomerArgs', () => {
  it('changes only the fields sent (no default clears the e-mail when only the name changes)', () => {
    expect(updateCustomerArgs.parse({ id: 'c1', name: ' Ana ' })).toEqual({ id: 'c1', name: 'Ana' });
  });
});

describe('deleteCustomerArgs', () => {
  it('cannot move sessions to the customer being deleted', () => {
    const result = deleteCustomerArgs.safeParse({ id: 'c1', sessions: { action: 'reassign', customerId: 'c1' } });
    expect(result.error?.issues[0]?.message).toBe('reassignToSelf');
  });

  it('states how many sessions and payments a full deletion removes', () => {
    expect(deleteCustomerArgs.safeParse({ id: 'c1', sessions: { action: 'delete' } }).success).toBe(false);
    expect(
      deleteCustomerArgs.safeParse({ id: 'c1', sessions: { action: 'delete', sessionCount: 2, paymentCount: 3 } })
        .success,
    ).toBe(true);
  });
});
