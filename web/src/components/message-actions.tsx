import { ActionButton, type Action } from './action-button';

/** A message's ways forward, side by side: outline buttons unless an action asks otherwise. */
export function MessageActions({ action }: { action: Action | readonly Action[] }) {
  const actions = Array.isArray(action) ? action : [action];
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {actions.map((each) => (
        <ActionButton key={each.label} {...each} variant={each.variant ?? 'outline'} />
      ))}
    </div>
  );
}
