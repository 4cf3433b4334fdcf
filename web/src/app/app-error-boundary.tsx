import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../components/error-fallback';
import { reportError } from '../lib/sentry';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * The last line of defence around the whole app. React still needs a class for this; the
 * Sentry SDK is not imported here so it can stay out of the first download.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
