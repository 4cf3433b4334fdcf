import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requiredRoleOf } from './route-role';

const match = (handle: unknown): UIMatch => ({
  id: 'route',
  pathname: '/app',
  params: {},
  data: undefined,
  loaderData: undefined,
  handle,
});

describe('requiredRoleOf', () => {
  it('asks for no role when no matched route names one', () => {
    expect(requiredRoleOf([match(undefined), match({ other: true })])).toBeUndefined();
  });

  it('takes the strictest role the matched routes name, wherever it is', () => {
    expect(requiredRoleOf([match({ requiredRole: 'owner' }), match({ requiredRole: 'manager' })])).toBe('owner');
    expect(requiredRoleOf([match({ requiredRole: 'assistant' }), match({ requiredRole: 'manager' })])).toBe('manager');
  });
});
