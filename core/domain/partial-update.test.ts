import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { partialUpdate } from './partial-update';

const fields = z.object({
  name: z.string().trim().min(1, 'required'),
  notes: z.string().default(''),
  tags: z.array(z.string()).default([]),
});

describe('partialUpdate', () => {
  it('fills in nothing that was not sent, where the fields of a new row fill in defaults', () => {
    expect(fields.parse({ name: 'Ana' })).toEqual({ name: 'Ana', notes: '', tags: [] });
    expect(partialUpdate(fields).parse({ notes: 'Hi' })).toEqual({ notes: 'Hi' });
    expect(partialUpdate(fields).parse({})).toEqual({});
  });

  it('keeps the rules of every field it was sent', () => {
    expect(partialUpdate(fields).parse({ name: ' Ana ' })).toEqual({ name: 'Ana' });
    expect(
      partialUpdate(fields)
        .safeParse({ name: ' ' })
        .error?.issues.map((i) => i.message),
    ).toEqual(['required']);
  });
});
