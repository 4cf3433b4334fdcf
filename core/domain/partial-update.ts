import { z } from 'zod';

type WithoutDefault<T> = T extends z.core.$ZodDefault<infer Inner> ? Inner : T;

/**
 * The changes an update may send, from the fields of a new row: each one optional, and none
 * filled in when absent. zod 4 applies a field's `.default()` even inside `.partial()`, which
 * would reset every field an update did not send. A field may be zod/mini's (a shared schema).
 */
export function partialUpdate<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  fields: z.ZodObject<Shape, Config>,
) {
  const withoutDefaults = Object.fromEntries(
    Object.entries(fields.shape).map(([key, field]) => [
      key,
      field instanceof z.core.$ZodDefault ? field._zod.def.innerType : field,
    ]),
  ) as { [K in keyof Shape]: WithoutDefault<Shape[K]> };
  return fields.extend(withoutDefaults).partial();
}
