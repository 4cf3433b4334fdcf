// The booking kit's dialogs as the screens open them: each form, with react-hook-form, its zod
// resolver and its date and time pickers, loads when its dialog first opens, not with the screen
// (web/build/first-screen-check.ts keeps them off Home). A session's details open from the address.
import { lazyDialog } from '../../components/lazy-dialog';

export const CustomerFormDialog = lazyDialog(async () => (await import('./customer-form-dialog')).CustomerFormDialog);
export const SessionFormDialog = lazyDialog(async () => (await import('./session-form-dialog')).SessionFormDialog);
export const SessionDetailsDialog = lazyDialog(
  async () => (await import('./session-details-dialog')).SessionDetailsDialog,
  ({ sessionId }) => sessionId !== undefined,
);
