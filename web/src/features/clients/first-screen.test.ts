import { describe, expect, it } from 'vitest';
import { startOfDay } from '@core/domain/studio-time';
import { queries } from '@core/zero/queries';
import type { Account } from '../../lib/accounts';
import { firstScreenQueries } from './first-screen';

const account: Account = {
  id: '0192f0c4-7f1e-7c3a-9a54-3f1d2b6c8e01',
  name: 'Estudi Llum',
  slug: null,
  createdAt: 0,
  settings: { timeZone: 'America/New_York' },
  role: 'owner',
  deletionScheduledAt: null,
  customDomain: null,
};
// 02:30 UTC on 1 March: still the last day of February in New York.
const now = Date.UTC(2026, 2, 1, 2, 30);

const asked = (address: string) => firstScreenQueries(new URL(address, 'https://studio.example'), account, now);

describe('the queries a page load fetches before its first render', () => {
  it('are the customers tab’s first page', () => {
    const expected = [{ name: 'customers.list', args: { accountId: account.id, limit: 100 } }];
    expect(asked('/app/clients/customers')).toEqual(expected);
    expect(asked('/app/clients/customers/')).toEqual(expected);
  });

  it('are the customers tab’s first page as its address searches it, so a reload keeps the search', () => {
    expect(asked('/app/clients/customers?q=%20N%C3%BAria%20')).toEqual([
      { name: 'customers.list', args: { accountId: account.id, search: 'Núria', limit: 100 } },
    ]);
  });

  it('are the sessions tab’s first page as its address filters it, from the start of the studio’s day, and its currency', () => {
    expect(asked('/app/clients/sessions?when=past&status=confirmed&payment=partial&q=%20rosa%20&order=asc')).toEqual([
      {
        name: 'sessions.list',
        args: {
          accountId: account.id,
          when: 'past',
          boundary: startOfDay(now, 'America/New_York'),
          statuses: ['confirmed'],
          paymentStatuses: ['partial'],
          search: 'rosa',
          order: 'asc',
          limit: 100,
        },
      },
      { name: 'payments.currency', args: { accountId: account.id } },
    ]);
    expect(startOfDay(now, 'America/New_York')).toBe(Date.UTC(2026, 1, 28, 5));
  });

  it('ignore filters the tab does not know, as the tab does', () => {
    const [sessions] = asked('/app/clients/sessions?when=tomorrow&status=lost');
    expect(sessions?.args).toEqual({
      accountId: account.id,
      when: 'upcoming',
      boundary: startOfDay(now, 'America/New_York'),
      limit: 100,
    });
  });

  it('name queries of the registry, as /api/zero/read looks them up', () => {
    const names = [...asked('/app/clients/customers'), ...asked('/app/clients/sessions')].map(({ name }) => name);
    expect(names).toEqual([
      queries.customers.list.queryName,
      queries.sessions.list.queryName,
      queries.payments.currency.queryName,
    ]);
  });

  it('are none on screens that open on no list', () => {
    expect(asked('/app')).toEqual([]);
    expect(asked('/app/clients/customers/0192f0c4-7f1e-7c3a-9a54-3f1d2b6c8e02')).toEqual([]);
    expect(asked('/app/galleries')).toEqual([]);
  });
});
