import type { Namespace } from 'i18next';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { withWords } from '../lib/with-words';

type LazyDialogOptions<Props> = {
  /** Whether the dialog is open: `open`, or a `subject` set, unless said. */
  isOpen?: (props: Props) => boolean;
  /** The translation namespaces the dialog reads, loaded beside its code. */
  namespaces?: Namespace;
};

function openOrSubject(props: object): boolean {
  if ('open' in props) return props.open === true;
  return 'subject' in props && props.subject !== undefined;
}

/**
 * A dialog whose code (its form, the form and validation libraries, a date picker) and words
 * load when it first opens, not with the screen that can open it. From then on it stays mounted,
 * so it closes and opens again as any dialog does.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { isOpen = openOrSubject, namespaces = [] }: LazyDialogOptions<Props> = {},
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await withWords(load, namespaces) }));
  return function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
