import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { mutators } from '../../../../core/zero/mutators';
import { Alert, AlertDescription } from '../../components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import type { Customer } from './customer';

type DeleteCustomerDialogProps = {
  customer: Customer | undefined;
  onOpenChange: (open: boolean) => void;
};

/**
 * Asks before deleting. The server refuses to delete a customer who has sessions
 * (`customer_has_sessions`), which this browser may not know about: while connected the dialog
 * waits for the server's answer and explains a refusal in place; offline the refusal arrives
 * later as a toast and the row reappears.
 */
export function DeleteCustomerDialog({ customer, onOpenChange }: DeleteCustomerDialogProps) {
  const { t } = useTranslation(['customers', 'common']);
  const mutate = useZeroMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  // Keeps the name on screen while the dialog animates out after `customer` went away.
  const [shown, setShown] = useState(customer);
  if (customer && customer !== shown) setShown(customer);

  const close = (open: boolean) => {
    if (open) return;
    setError(undefined);
    onOpenChange(false);
  };

  const confirm = async () => {
    if (!customer) return;
    setPending(true);
    setError(undefined);
    const outcome = await mutate(mutators.customer.delete({ id: customer.id }), { awaitServer: true });
    setPending(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    toast.success(t('toast.deleted', { name: customer.name }));
    close(false);
  };

  return (
    <AlertDialog open={customer !== undefined} onOpenChange={close}>
      <AlertDialogContent data-testid="delete-customer-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title', { name: shown?.name ?? '' })}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common:actions.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending && <Spinner />}
            {t('common:actions.delete')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
