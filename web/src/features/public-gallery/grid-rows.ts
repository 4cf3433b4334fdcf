// The contract between the justified grid and the two ways it puts rows in the page (every row,
// or only those near the viewport), apart so the lazily loaded virtual rows need not import the grid.
import type { ReactNode, Ref } from 'react';

export type RowsHandle = {
  /** Scrolls a row into view if it is not. */
  reveal: (row: number) => void;
};

/** How the grid's rows are put in the page: each row's height (with the gap below it) and where the grid starts. */
export type GridRowsProps = {
  heights: readonly number[];
  /** The grid's top in the document. */
  top: number;
  /** A row at `start` px below the grid's top; `onScreen` when it is in the viewport. */
  renderRow: (row: number, start: number, onScreen: boolean) => ReactNode;
  ref?: Ref<RowsHandle>;
};
