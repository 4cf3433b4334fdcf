import { lazyMenuButton } from './lazy-menu-button';
import type { ChoiceMenuProps } from './menu-button';

/**
 * A ChoiceMenu whose menu code loads when the button is first pointed at, focused or pressed: the
 * public pages show these switchers, and most visitors never open them.
 */
export const LazyChoiceMenu = lazyMenuButton<Omit<ChoiceMenuProps, 'defaultOpen'>>(
  async () => (await import('./menu-button')).ChoiceMenu,
);
