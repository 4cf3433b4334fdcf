import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, type ButtonProps } from './ui/button';

/** What a header menu's button shows, the same before and after its menu's code is there. */
export type MenuTriggerProps = {
  /** The button's accessible name. */
  label: string;
  testId: string;
  trigger: ReactNode;
  size?: ButtonProps['size'];
  /** Ghost unless said. */
  variant?: ButtonProps['variant'];
  className?: string;
};

type OpenableMenu<Props> = ComponentType<Props & { defaultOpen?: boolean }>;

/**
 * A header button whose menu (Radix's menu, focus and positioning: about 20 KB gzipped, and the
 * menu's own entries) loads when the button is first pointed at, focused or pressed, not with the
 * page: most visits never open it. Pressed, it opens as soon as the code is there.
 */
export function lazyMenuButton<Props extends MenuTriggerProps>(
  load: () => Promise<OpenableMenu<Props>>,
): ComponentType<Props> {
  let loading: Promise<OpenableMenu<Props>> | undefined;
  const loadOnce = () => (loading ??= load());
  return function LazyMenuButton(props: Props) {
    const [Menu, setMenu] = useState<OpenableMenu<Props> | null>(null);
    if (Menu) return <Menu {...props} defaultOpen />;

    const { label, testId, trigger, size, variant = 'ghost', className } = props;
    const open = () => void loadOnce().then((loaded) => setMenu(() => loaded));
    const preload = () => void loadOnce();
    return (
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        data-testid={testId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        {trigger}
      </Button>
    );
  };
}
