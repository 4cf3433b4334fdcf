import type { ReactNode } from 'react';
import type { MenuTriggerProps } from './lazy-menu-button';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

type MenuButtonProps = MenuTriggerProps & {
  /** Which edge of the button the menu lines up with. */
  align: 'start' | 'end';
  menuClassName?: string;
  /** Opens the menu as it first appears (it replaces a button just pressed: lazy-choice-menu.tsx). */
  defaultOpen?: boolean;
  /** The menu's entries. */
  children: ReactNode;
};

/** A button (ghost unless said) that opens a menu under it. */
export function MenuButton({
  label,
  testId,
  trigger,
  size,
  variant = 'ghost',
  className,
  align,
  menuClassName,
  defaultOpen,
  children,
}: MenuButtonProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size={size} className={className} aria-label={label} data-testid={testId}>
          {trigger}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className={menuClassName}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

type Choice = {
  value: string;
  /** What the entry shows. */
  content: ReactNode;
  /** The language the entry is written in, when it is not the page's. */
  lang?: string;
};

export type ChoiceMenuProps = Omit<MenuButtonProps, 'children'> & {
  /** The menu's title, above the choices. */
  heading: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** Menu items after the choices (an action such as "New studio…"), below a separator. */
  footer?: ReactNode;
};

/** A header button that opens a titled list of choices, the current one checked. */
export function ChoiceMenu({ heading, value, onChange, choices, footer, ...menu }: ChoiceMenuProps) {
  return (
    <MenuButton {...menu}>
      <DropdownMenuLabel>{heading}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={value} onValueChange={onChange}>
        {choices.map((choice) => (
          <DropdownMenuRadioItem key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.content}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      {footer && (
        <>
          <DropdownMenuSeparator />
          {footer}
        </>
      )}
    </MenuButton>
  );
}
