// What a row id looks like (ids.ts makes them and checks them with zod): here for the readers that
// check stored values without a validation library.

export const ENTITY_ID_MAX = 64;
export const ENTITY_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export const isEntityId = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= ENTITY_ID_MAX && ENTITY_ID_PATTERN.test(value);
