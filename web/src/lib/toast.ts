import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import { observable } from './observable';

// Sonner (9 KB) loads with the first toast a page shows, not with every screen: most page loads
// show none. A toast asked for before the toaster has mounted is shown once it subscribes:
// sonner hands a new subscriber the toasts still active.
let sonner: Promise<typeof SonnerModule> | undefined;

/** Whether this page has asked for a toast yet: the toaster mounts from then on. */
export const toastAsked = observable(false);

export function loadSonner(): Promise<typeof SonnerModule> {
  sonner ??= import('sonner');
  return sonner;
}

function show(kind: 'success' | 'error' | 'warning') {
  return (message: ReactNode, options?: SonnerModule.ExternalToast): void => {
    toastAsked.set(true);
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
  };
}

/** Sonner's `toast`, for the kinds the app shows. */
export const toast = { success: show('success'), error: show('error'), warning: show('warning') };
