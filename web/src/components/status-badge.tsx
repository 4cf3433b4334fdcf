// A status shown as a badge wherever its row is listed: each status's colour comes from a table
// the caller keeps beside its type, so a status added to the type without a colour fails to compile.
import type { ComponentProps } from 'react';
import { Badge } from './ui/badge';

export type BadgeVariant = ComponentProps<typeof Badge>['variant'];

type StatusBadgeProps<Status extends string> = {
  status: Status;
  variants: Readonly<Record<Status, BadgeVariant>>;
  /** The status in words, already translated. */
  label: string;
  testId?: string;
};

export function StatusBadge<Status extends string>({ status, variants, label, testId }: StatusBadgeProps<Status>) {
  return (
    <Badge variant={variants[status]} data-testid={testId}>
      {label}
    </Badge>
  );
}
