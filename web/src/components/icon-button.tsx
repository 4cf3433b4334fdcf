import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './ui/button';

type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label' | 'asChild'> & {
  /** The button's name for screen readers, already translated: the button shows only its icon. */
  label: string;
  icon: LucideIcon;
  iconClassName?: string | undefined;
};

/** A button that shows only an icon and is named by `label`, so icon buttons across screens read the same. */
export function IconButton({
  label,
  icon: Icon,
  iconClassName,
  variant = 'ghost',
  size = 'icon-sm',
  ...props
}: IconButtonProps) {
  return (
    <Button variant={variant} size={size} aria-label={label} {...props}>
      <Icon className={iconClassName} aria-hidden="true" />
    </Button>
  );
}
