// The booking kit's dialogs as the screens open them: each form, with react-hook-form, its zod
// resolver and its date and time pickers, loads when its dialog first opens, not with the screen
// (web/build/first-screen-check.ts keeps them off Home). A session's details open from the address.
// Their words load with them, not with the screens that open them.
import type { ComponentType } from 'react';
import { lazyDialog } from '../../components/lazy-dialog';
import { i18n } from '../../lib/i18n';

/**
 * What the session dialogs read (booking, details, payments, a new customer, location or type),
 * wherever they open; `documents` for the session's quotes and invoices.
 */
const namespaces = [
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

function withWords<Props>(load: () => Promise<ComponentType<Props>>) {
  return async () => (await Promise.all([load(), i18n.loadNamespaces(namespaces)]))[0];
}

export const CustomerFormDialog = lazyDialog(
  withWords(async () => (await import('./customer-form-dialog')).CustomerFormDialog),
);
export const SessionFormDialog = lazyDialog(
  withWords(async () => (await import('./session-form-dialog')).SessionFormDialog),
);
export const SessionDetailsDialog = lazyDialog(
  withWords(async () => (await import('./session-details-dialog')).SessionDetailsDialog),
  ({ sessionId }) => sessionId !== undefined,
);
