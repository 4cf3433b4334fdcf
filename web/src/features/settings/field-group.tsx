import type { ReactNode } from 'react';

/**
 * A titled group of a settings form's fields. It is a size container, so its fields go side by
 * side when the group is wide enough, whether it fills the card or shares it with a preview.
 */
export function FieldGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="@container grid min-w-0 gap-4">
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      {hint && <p className="-mt-2 text-xs text-muted-foreground">{hint}</p>}
      {children}
    </fieldset>
  );
}
