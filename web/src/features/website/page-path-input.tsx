import type { ComponentProps } from 'react';
import { Input } from '../../components/ui/input';

/** A page's address (`/about`): typed as a path, never capitalised or corrected by the keyboard. */
export function PagePathInput(props: ComponentProps<typeof Input>) {
  return <Input {...props} autoComplete="off" autoCapitalize="none" spellCheck={false} inputMode="url" />;
}
