// The rows of a large gallery's grid, only those near the viewport in the DOM (TanStack Virtual
// over the window): 2,000 photos cost about as much as 20. Loaded only for a gallery that large.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle } from 'react';
import type { GridRowsProps } from './grid-rows';

export default function VirtualRows({ heights, top, renderRow, ref }: GridRowsProps) {
  const virtualizer = useWindowVirtualizer({
    count: heights.length,
    estimateSize: (row) => heights[row] ?? 0,
    overscan: 2,
    scrollMargin: top,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, heights]);

  useImperativeHandle(
    ref,
    () => ({
      reveal: (row) => {
        const range = virtualizer.range;
        if (!range || row <= range.startIndex || row >= range.endIndex) {
          virtualizer.scrollToIndex(row, { align: 'center' });
        }
      },
    }),
    [virtualizer],
  );

  const range = virtualizer.range;
  return virtualizer
    .getVirtualItems()
    .map((row) =>
      renderRow(
        row.index,
        row.start - virtualizer.options.scrollMargin,
        range !== null && row.index >= range.startIndex && row.index <= range.endIndex,
      ),
    );
}
