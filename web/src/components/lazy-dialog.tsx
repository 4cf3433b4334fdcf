import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, the form and validation libraries, a date picker) loads when it
 * first opens, not with the screen that can open it. From then on it stays mounted, so it closes
 * and opens again as any dialog does.
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
