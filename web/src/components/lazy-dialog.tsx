import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, the form and validation libraries, a date picker) loads when it
 * first opens, not with the screen that can open it. From then on it stays mounted, so it closes
 * and opens again as any dialog does. `isOpen` reads a dialog opened by another prop than `open`.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean = (props) => 'open' in props && props.open === true,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
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
