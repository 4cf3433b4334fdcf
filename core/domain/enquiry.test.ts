import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { enquiryRequest } from './enquiry';

const parse = (value: unknown) => z.safeParse(enquiryRequest, value);

describe('enquiryRequest', () => {
  it('needs only a name and an e-mail, which it trims and lower-cases', () => {
    expect(parse({ name: ' Ana ', email: ' Ana@Example.COM ' })).toEqual({
      success: true,
      data: { name: 'Ana', email: 'ana@example.com', phone: '', message: '', language: 'en', website: '' },
    });
  });

  it('says which field is wrong, with the form’s message keys', () => {
    const result = parse({ name: '', email: 'nope', phone: '1'.repeat(51), message: 'x'.repeat(2001), language: 'fr' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['name', 'required'],
      ['email', 'email'],
      ['phone', 'tooLong'],
      ['message', 'tooLong'],
      ['language', expect.any(String)],
    ]);
  });
});
