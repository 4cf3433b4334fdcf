import { z } from 'zod';

/**
 * Checks what a form's fields became with the schema the mutators use, reporting its issues
 * on the form's fields (the paths and the `validation` message keys are the same), so a form
 * can never accept what the server would refuse.
 */
export function parseInto<S extends z.ZodType>(schema: S, ctx: z.RefinementCtx, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // A form field is a top-level key: an issue inside one (one of the times typed in one box)
  // is shown on that field.
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
  }
  return z.NEVER;
}
