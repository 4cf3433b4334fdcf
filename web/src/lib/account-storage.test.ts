import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredAccounts, writeStoredAccounts } from './account-storage';
import type { Account } from './accounts';
import { ACCOUNT_STORAGE_KEY } from './storage-keys';

const account: Account = {
  id: 'b7f3c2d4-0000-4000-8000-000000000001',
  name: 'Estudi Llum',
  slug: null,
  createdAt: 1_795_000_000_000,
  settings: {},
  role: 'manager',
  deletionScheduledAt: null,
  customDomain: null,
};

let items: Map<string, string>;
beforeEach(() => {
  items = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
});
afterEach(() => vi.unstubAllGlobals());

const store = (state: unknown) => items.set(ACCOUNT_STORAGE_KEY, JSON.stringify({ state, version: 0 }));

describe('the studios this browser remembers', () => {
  it('come back as they were written', () => {
    writeStoredAccounts({ accountId: account.id, userId: 'user-1', accounts: [account] });
    expect(readStoredAccounts()).toEqual({ accountId: account.id, userId: 'user-1', accounts: [account] });
  });

  it('keep the choice of studio when the list or its owner is damaged', () => {
    store({ accountId: account.id, userId: 42, accounts: [{ ...account, role: 'admin' }] });
    expect(readStoredAccounts()).toEqual({ accountId: account.id, userId: undefined, accounts: [] });
  });

  it('are none when storage holds no studio, or not what the app writes', () => {
    expect(readStoredAccounts()).toEqual({ accountId: undefined, userId: undefined, accounts: [] });
    items.set(ACCOUNT_STORAGE_KEY, '{"state":');
    expect(readStoredAccounts().accounts).toEqual([]);
    store({ accountId: 7 });
    expect(readStoredAccounts()).toEqual({ accountId: undefined, userId: undefined, accounts: [] });
  });
});
