import { cn } from '../../lib/utils';

/** A column of a settings table: its heading, and whether it holds figures (aligned right). */
export type Column = { label: string; figures?: boolean };

/** The heading row of the small tables in Settings (usage lines, invoices). */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead className="text-left text-xs text-muted-foreground">
      <tr className="border-b">
        {columns.map(({ label, figures }, index) => (
          <th
            key={label}
            scope="col"
            className={cn('py-2 font-medium', index < columns.length - 1 && 'pr-4', figures && 'text-right')}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
