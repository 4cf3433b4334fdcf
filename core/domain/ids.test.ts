import { describe, expect, it } from 'vitest';
import { entityId, newId } from './ids';

describe('newId', () => {
  it('makes URL-safe ids that the id schema accepts', () => {
    const ids = Array.from({ length: 1000 }, newId);
    for (const id of ids) expect(entityId.safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
