import {
  InputValidationError,
  isQuery,
  isQueryDefinition,
  type AnyCustomQuery,
  type Query,
  type QueryInternals,
} from '@rocicorp/zero';
import { describe, expect, it } from 'vitest';
import { checkedQueries } from './checked-queries';
import { queries, queryDefinitions } from './queries';
import type { Schema } from './schema';

/** Every query of a registry, so a new area or query is covered too. */
function queriesIn(tree: object): AnyCustomQuery[] {
  return Object.values(tree).flatMap((value: unknown) =>
    isQuery(value) ? [value] : typeof value === 'object' && value !== null ? queriesIn(value) : [],
  );
}

const names = (tree: object) => queriesIn(tree).map((query) => query.queryName);

/** What zero-cache knows a built query by: the rows it asks for, and the name and arguments it came from. */
function identity<T extends keyof Schema['tables'] & string, R>(query: Query<T, Schema, R>) {
  const { ast, customQueryID } = query as unknown as QueryInternals<T, Schema, R>;
  return { ast, customQueryID };
}

const accountId = '0192f0c4-7f1e-7c3a-9a54-3f1d2b6c8e01';
const ctx = { userID: 'someone', roles: { [accountId]: 'owner' as const } };

describe('the queries the server runs', () => {
  it('are the browser’s by name, no more and no fewer', () => {
    expect(names(checkedQueries).sort()).toEqual(names(queries).sort());
    expect(names(queries)).toEqual(
      expect.arrayContaining(['customers.list', 'accounts.mine', 'sessionSteps.bySession']),
    );
  });

  it('check their arguments, every one', () => {
    const unchecked = queriesIn(checkedQueries).filter((query) => {
      try {
        query.fn({ args: 'not arguments', ctx });
        return true;
      } catch (error) {
        return !(error instanceof InputValidationError && error.message.includes(query.queryName));
      }
    });
    expect(unchecked.map((query) => query.queryName)).toEqual([]);
  });

  it('refuse arguments the browser’s query takes as given', () => {
    for (const args of [{ accountId, limit: 5001 }, { accountId: 'not an id!' }]) {
      expect(() => queries.customers.list.fn({ args, ctx })).not.toThrow();
      expect(() => checkedQueries.customers.list.fn({ args, ctx })).toThrow(InputValidationError);
    }
  });

  it('build the browser’s query from arguments that pass', () => {
    const args = { accountId, search: 'núria', limit: 100 };
    expect(identity(checkedQueries.customers.list.fn({ args, ctx }))).toEqual(
      identity(queries.customers.list.fn({ args, ctx })),
    );
  });
});

describe('the queries the browser runs', () => {
  it('carry no argument schema, so its first screen loads none', () => {
    const definitions = Object.values(queryDefinitions).flatMap((area) => Object.values(area));
    expect(definitions.length).toBe(names(queries).length);
    expect(definitions.filter((definition) => !isQueryDefinition(definition) || definition.validator)).toEqual([]);
  });
});
