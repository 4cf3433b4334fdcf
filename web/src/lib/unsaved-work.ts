// Whether some open form holds typed changes not saved yet: a new version of the app waits for
// it before reloading (lib/app-update.ts).
import { observable } from './observable';

const unsaved = new Set<symbol>();

/** How many open forms hold unsaved changes. */
export const unsavedForms = observable(0);

/** Records whether the form known as `form` holds unsaved changes. */
export function markUnsaved(form: symbol, dirty: boolean): void {
  if (dirty) unsaved.add(form);
  else unsaved.delete(form);
  unsavedForms.set(unsaved.size);
}
