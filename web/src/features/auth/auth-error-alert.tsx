import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import type { AuthErrorMessage } from './use-auth-error-message';

export function AuthErrorAlert({
  error,
  testId = 'auth-error',
}: {
  error: AuthErrorMessage | undefined;
  testId?: string;
}) {
  if (!error) return null;
  return (
    <Alert variant="destructive" role="alert" data-testid={testId}>
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{error.message}</AlertTitle>
      {error.reasons && error.reasons.length > 0 && (
        <AlertDescription>
          <ul className="list-disc pl-4">
            {error.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </AlertDescription>
      )}
    </Alert>
  );
}
