import type { ReactNode } from 'react';
import { cn } from '../lib/utils';
import { useVirtualRows } from '../hooks/use-virtual-rows';

type VirtualTableColumn = {
  label: ReactNode;
  /** E.g. hidden on narrow screens, or aligned right. */
  className?: string;
};

/** What each rendered `<tr>` takes so the virtualizer can measure it and screen readers can place it. */
type VirtualRowProps = {
  ref: (node: Element | null) => void;
  'data-index': number;
  'aria-rowindex': number;
};

type VirtualTableProps<T> = {
  rows: readonly T[];
  /** A row's usual height in pixels, until it is measured. */
  rowHeight: number;
  /** Called when the end of the loaded rows comes into view and more may exist. */
  onNearEnd?: (() => void) | undefined;
  caption: string;
  testId: string;
  columns: readonly VirtualTableColumn[];
  /** One `<tr>` (with its key) spread with the given props. */
  renderRow: (row: T, rowProps: VirtualRowProps) => ReactNode;
};

/** How tall the table's scrolling body may grow, in vh. */
const BODY_HEIGHT_VH = 70;

/** The scrolling, sticky-headed table the long client lists share; only the rows in view are rendered. */
export function VirtualTable<T>({
  rows,
  rowHeight,
  onNearEnd,
  caption,
  testId,
  columns,
  renderRow,
}: VirtualTableProps<T>) {
  const { scrollRef, virtualizer, items, before, after } = useVirtualRows({
    count: rows.length,
    estimateSize: rowHeight,
    viewportShare: BODY_HEIGHT_VH / 100,
    onNearEnd,
  });
  return (
    <div
      ref={scrollRef}
      className="overflow-auto rounded-xl border bg-card"
      style={{ maxHeight: `${BODY_HEIGHT_VH}vh` }}
    >
      <table className="w-full text-sm" data-testid={testId} aria-rowcount={rows.length + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 border-b bg-muted/90 text-left text-xs tracking-wide text-muted-foreground uppercase backdrop-blur">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn('px-4 py-3 font-medium', column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          <SpacerRow height={before} columnCount={columns.length} />
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return renderRow(row, {
              ref: virtualizer.measureElement,
              'data-index': item.index,
              'aria-rowindex': item.index + 2,
            });
          })}
          <SpacerRow height={after} columnCount={columns.length} />
        </tbody>
      </table>
    </div>
  );
}

/** Stands in for the rows above or below the rendered ones, so the scrollbar stays true. */
function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
}
