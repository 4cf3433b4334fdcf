import { describe, expect, it } from 'vitest';
import { accountResponse, accountShape } from './accounts';
import { answerShape, v } from './answer-shape';

const account = {
  id: 'b7f3c2d4-0000-4000-8000-000000000001',
  name: 'Estudi Llum',
  slug: 'estudi-llum',
  createdAt: 1_795_000_000_000,
  settings: { 'theme.accent': 'teal' },
  role: 'owner',
  deletionScheduledAt: null,
  customDomain: {
    hostname: 'llum.photo',
    verified: false,
    record: { name: '_studio-verification.llum.photo', value: 't' },
  },
};

const check = (shape: ReturnType<typeof answerShape>, value: unknown) => shape['~standard'].validate(value);

describe('answerShape', () => {
  it('gives the value it checked, without the keys its shape does not name', () => {
    expect(check(answerShape(v.object({ id: v.string() })), { id: 'a', extra: 1 })).toEqual({ value: { id: 'a' } });
  });

  it('reports what is wrong, and where, when the value does not fit', () => {
    const result = check(answerShape(v.object({ id: v.string() })), { id: 7 });
    expect(result).toEqual({ issues: [{ message: expect.stringMatching(/\.id/) }] });
  });
});

describe('an account as the API describes it', () => {
  it('is read whole', () => {
    expect(check(accountResponse, { account })).toEqual({ value: { account } });
  });

  it('reads settings damaged elsewhere as none, and a list kept offline without the newer fields', () => {
    const { deletionScheduledAt: _deletion, customDomain: _domain, ...older } = account;
    expect(accountShape.parse({ ...older, settings: 'damaged' })).toEqual({
      ...account,
      settings: {},
      deletionScheduledAt: null,
      customDomain: null,
    });
    const { settings: _settings, ...withoutSettings } = account;
    expect(accountShape.parse(withoutSettings).settings).toEqual({});
  });

  it('refuses an account without a name, with a role there is not, or with a malformed domain claim', () => {
    const { name: _name, ...nameless } = account;
    expect(check(accountResponse, { account: nameless })).toHaveProperty('issues');
    expect(check(accountResponse, { account: { ...account, role: 'admin' } })).toHaveProperty('issues');
    expect(
      check(accountResponse, { account: { ...account, customDomain: { hostname: 'llum.photo' } } }),
    ).toHaveProperty('issues');
  });
});
