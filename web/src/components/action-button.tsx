import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from './ui/button';

/**
 * Something a person can do, described as data: go to another screen (`to`), to a page the app
 * does not draw (`href`: a studio's site, drawn by its server), or do it here.
 */
export type Action = { label: string; icon?: LucideIcon; variant?: ButtonProps['variant'] } & (
  { to: string } | { href: string } | { onClick: () => void }
);

/** An action drawn as a button, its icon before its label; one that goes somewhere is a link. */
export function ActionButton({ label, icon: Icon, variant, className, ...does }: Action & { className?: string }) {
  const content = (
    <>
      {Icon && <Icon aria-hidden="true" />}
      {label}
    </>
  );
  if ('href' in does) {
    return (
      <Button asChild variant={variant} className={className}>
        <a href={does.href}>{content}</a>
      </Button>
    );
  }
  return 'to' in does ? (
    <Button asChild variant={variant} className={className}>
      <Link to={does.to}>{content}</Link>
    </Button>
  ) : (
    <Button variant={variant} className={className} onClick={does.onClick}>
      {content}
    </Button>
  );
}
