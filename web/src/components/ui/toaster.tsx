import { lazy, Suspense } from 'react';
import { useObservable } from '../../hooks/use-observable';
import { useTheme } from '../../hooks/use-theme';
import { loadSonner, toastAsked } from '../../lib/toast';

const Sonner = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Sonner's toaster in the app's theme, mounted with the page's first toast (lib/toast.ts). */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  if (!useObservable(toastAsked)) return null;
  return (
    <Suspense fallback={null}>
      <Sonner theme={resolvedTheme} richColors closeButton position="bottom-right" />
    </Suspense>
  );
}
