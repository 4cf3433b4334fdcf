import { useState, type ComponentType } from 'react';
import type { ChoiceMenuProps } from './menu-button';
import { Button } from './ui/button';

let menuModule: Promise<ComponentType<ChoiceMenuProps>> | undefined;
const loadChoiceMenu = () => (menuModule ??= import('./menu-button').then(({ ChoiceMenu }) => ChoiceMenu));

/**
 * A ChoiceMenu whose menu code (Radix's menu, focus and positioning: about 30 KB gzipped) loads
 * when the button is first pointed at, focused or pressed, not with the page: the public pages
 * show these switchers, and most visitors never open them. Pressed, it opens as soon as the
 * code is there.
 */
export function LazyChoiceMenu(props: Omit<ChoiceMenuProps, 'defaultOpen'>) {
  const [ChoiceMenu, setChoiceMenu] = useState<ComponentType<ChoiceMenuProps> | null>(null);
  if (ChoiceMenu) return <ChoiceMenu {...props} defaultOpen />;

  const { label, testId, trigger, size, className } = props;
  const open = () => void loadChoiceMenu().then((loaded) => setChoiceMenu(() => loaded));
  const preload = () => void loadChoiceMenu();
  return (
    <Button
      variant="ghost"
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
}
