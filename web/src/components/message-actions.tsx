import { Link } from 'react-router';
import { Button, type ButtonProps } from './ui/button';

/** A way forward from a message: a link to a screen, or a button that does something. */
export type MessageAction = { label: string; variant?: ButtonProps['variant'] } & (
  { to: string } | { onClick: () => void }
);

/** A message's ways forward, side by side: outline buttons unless an action asks otherwise. */
export function MessageActions({ action }: { action: MessageAction | readonly MessageAction[] }) {
  const actions = Array.isArray(action) ? action : [action];
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {actions.map(({ label, variant = 'outline', ...does }) =>
        'to' in does ? (
          <Button key={label} asChild variant={variant}>
            <Link to={does.to}>{label}</Link>
          </Button>
        ) : (
          <Button key={label} variant={variant} onClick={does.onClick}>
            {label}
          </Button>
        ),
      )}
    </div>
  );
}
