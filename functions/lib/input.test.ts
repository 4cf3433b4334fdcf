import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiEvent } from './http';
import { HttpError } from './http';
import { parseJsonBody } from './input';

const event = (body: string | undefined, isBase64Encoded = false) => ({ body, isBase64Encoded }) as ApiEvent;
const schema = z.strictObject({ name: z.string().min(1) });

function failure(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('parseJsonBody', () => {
  it('returns the validated body, base64 or not', () => {
    expect(parseJsonBody(event('{"name":"Ana"}'), schema)).toEqual({ name: 'Ana' });
    expect(parseJsonBody(event(Buffer.from('{"name":"Ana"}').toString('base64'), true), schema)).toEqual({
      name: 'Ana',
    });
  });

  it('answers malformed JSON with 400 invalid_input', () => {
    const error = failure(() => parseJsonBody(event('{name:'), schema));
    expect([error.status, error.code]).toEqual([400, 'invalid_input']);
  });

  it('lists which fields are wrong', () => {
    const error = failure(() => parseJsonBody(event('{"name":"","extra":1}'), schema));
    expect(error.status).toBe(400);
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'name' })]));
  });

  it('refuses bodies over 256 KiB before parsing them', () => {
    const error = failure(() => parseJsonBody(event(JSON.stringify({ name: 'x'.repeat(300 * 1024) })), schema));
    expect(error.status).toBe(413);
  });
});
