import { Fragment, type ReactNode } from 'react';
import type { Block, Inline } from '@core/domain/contract-text';
import { cn } from '../lib/utils';

/** A merge field the text still holds, `{{client.name}}`: left unfilled, it is marked. */
const UNFILLED = /(\{\{\s*[\w.]+\s*\}\})/;

type ContractBlocksProps = {
  blocks: readonly Block[];
  /** Marks the merge fields left as `{{key}}`, for the studio's preview of a draft. */
  markUnfilled?: boolean;
  className?: string;
};

/**
 * A contract's text as its blocks (core/domain/contract-text.ts), the same ones its PDF draws:
 * what the client reads on the page is what the PDF holds. No HTML comes through.
 */
export function ContractBlocks({ blocks, markUnfilled = false, className }: ContractBlocksProps) {
  return (
    <div className={cn('grid gap-3 text-sm leading-relaxed', className)} data-testid="contract-blocks">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} markUnfilled={markUnfilled} />
      ))}
    </div>
  );
}

const headingClass = { 1: 'text-xl font-semibold', 2: 'text-lg font-semibold', 3: 'text-base font-semibold' };

function BlockView({ block, markUnfilled }: { block: Block; markUnfilled: boolean }) {
  const inlines = (items: readonly Inline[]) => <Inlines inlines={items} markUnfilled={markUnfilled} />;
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level + 1}` as 'h2' | 'h3' | 'h4';
      return <Heading className={cn('mt-2', headingClass[block.level])}>{inlines(block.inlines)}</Heading>;
    }
    case 'paragraph':
      return <p>{inlines(block.inlines)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={cn('grid gap-1 ps-6', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item, index) => (
            <li key={index}>{inlines(item)}</li>
          ))}
        </List>
      );
    }
  }
}

function Inlines({ inlines, markUnfilled }: { inlines: readonly Inline[]; markUnfilled: boolean }) {
  return inlines.map((inline, index) => {
    let content: ReactNode = markUnfilled ? <MarkedText text={inline.text} /> : inline.text;
    if (inline.italic) content = <em>{content}</em>;
    if (inline.bold) content = <strong>{content}</strong>;
    return <Fragment key={index}>{content}</Fragment>;
  });
}

function MarkedText({ text }: { text: string }) {
  // split() with a capturing group keeps each field at an odd index.
  return text.split(UNFILLED).map((part, index) =>
    index % 2 === 1 ? (
      <mark
        key={index}
        className="rounded bg-amber-200 px-0.5 text-amber-950 dark:bg-amber-400/30 dark:text-amber-100"
        data-testid="unfilled-field"
      >
        {part}
      </mark>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
