import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

type Options = {
  count: number;
  estimateSize: number;
  /** The most of the window's height the scrolling body takes: 0.7 for a max-height of 70vh. */
  viewportShare: number;
  /** Called when the last rows come into view and more may exist. */
  onNearEnd?: (() => void) | undefined;
};

/**
 * Renders only the rows in view of a scrolling table body, whatever the list's length: the
 * table keeps its semantics, with spacer rows standing in for the rest.
 */
export function useVirtualRows({ count, estimateSize, viewportShare, onNearEnd }: Options) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app does not use the React Compiler, whose memoization this warning is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    // The first render already fills the body it will measure. Sized 0 until measured, it
    // rendered the overscan rows alone, and measuring in its layout effect rendered and laid
    // out the table a second time before the first rows could be painted.
    initialRect: { width: 0, height: Math.round(window.innerHeight * viewportShare) },
    // Rows beyond the visible ones, rendered ahead of scrolling: each costs a page load time.
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (onNearEnd && count > 0 && last >= count - 20) onNearEnd();
  }, [last, count, onNearEnd]);
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return { scrollRef, virtualizer, items, before, after };
}
