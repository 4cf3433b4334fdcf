import { Alert, AlertDescription } from './ui/alert';

/** Why a form's last try failed, already translated; nothing while there is no error. */
export function FormError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{error}</AlertDescription>
    </Alert>
  );
}
