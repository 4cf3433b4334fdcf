import type { ClassValue } from 'clsx';
import type { ComponentProps, ElementType } from 'react';
import { cn } from '../../lib/utils';

type Styling = {
  /** Names the part in the DOM (`data-slot`), for styles and tests that look for it. */
  slot?: string;
  /** Its own classes, which the caller's `className` follows and may override. */
  className: ClassValue;
};

/**
 * The wrapper most parts of this folder are: `Component` (an element or a Radix part) with its
 * classes and slot, and every prop of the original passed through.
 */
export function styled<T extends ElementType>(Component: T, { slot, className: own }: Styling) {
  // Typed by its props below; TypeScript cannot check JSX against a generic component's props.
  const Part: ElementType = Component;
  return function Styled(props: ComponentProps<T>) {
    const { className, ...rest } = props as { className?: string };
    return <Part data-slot={slot} className={cn(own, className)} {...rest} />;
  };
}
