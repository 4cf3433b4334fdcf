// Answers and stored state a screen reads without a form of its own (the studio list, the first
// rows, an image token, a calendar address), checked with valita, the validator Zero's client is
// built on and ships anyway: zod would be 16 KB more on a screen for these few objects. Each shape
// is a Standard Schema, as lib/api.ts takes them.
import * as v from '@badrap/valita';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { isRecord } from '@core/domain/plain-object';

export { v };

/** `type` as a Standard Schema; keys it does not name are dropped, as zod's objects drop them. */
export function answerShape<T>(type: v.Type<T>): StandardSchemaV1<unknown, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'valita',
      validate: (value: unknown) => {
        const result = type.try(value, { mode: 'strip' });
        return result.ok ? { value: result.value } : { issues: [{ message: result.message }] };
      },
    },
  };
}

/** `value` when it is a plain object, else an empty one: settings damaged elsewhere read as none. */
export const recordOrEmpty = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
