import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../../hooks/use-theme';

/** Sonner's toaster in the app's theme. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return <Sonner theme={resolvedTheme} richColors closeButton position="bottom-right" />;
}
