// The booking kit's dialogs as the screens open them: each form, with react-hook-form, its zod
// resolver and its date and time pickers, loads when its dialog first opens, not with the screen
// (web/build/first-screen-check.ts keeps them off Home). A session's details open from the address.
// Their words load with them, not with the screens that open them.
import type { Namespace } from 'i18next';
import { lazyDialog } from '../../components/lazy-dialog';

/**
 * What the session dialogs read (booking, details, payments, a new customer, location or type),
 * wherever they open; `documents` for the session's quotes and invoices.
 */
const namespaces: Namespace = [
  'sessions',
  'payments',
  'documents',
  'contracts',
  'questionnaireAdmin',
  'questionnaires',
  'reviews',
  'customers',
  'locations',
  'sessionTypes',
  'tasks',
  'workflows',
  'validation',
];

export const CustomerFormDialog = lazyDialog(async () => (await import('./customer-form-dialog')).CustomerFormDialog, {
  namespaces,
});
export const SessionFormDialog = lazyDialog(async () => (await import('./session-form-dialog')).SessionFormDialog, {
  namespaces,
});
export const SessionDetailsDialog = lazyDialog(
  async () => (await import('./session-details-dialog')).SessionDetailsDialog,
  { namespaces, isOpen: ({ sessionId }) => sessionId !== undefined },
);
