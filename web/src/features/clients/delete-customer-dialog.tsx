import { useQuery } from '@rocicorp/zero/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerSessionsPlan } from '@core/domain/customer';
import { paidAmount } from '@core/domain/money';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { ConfirmActions, ConfirmDialogFrame } from '../../components/confirm-dialog-parts';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { AlertDialogDescription } from '../../components/ui/alert-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { useAccount } from '../../hooks/use-account';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import type { Customer } from '../bookings/customer';
import { CustomerPicker } from '../bookings/customer-picker';

type DeleteCustomerDialogProps = {
  customer: Customer | undefined;
  onOpenChange: (open: boolean) => void;
  /** Called once the customer is gone (e.g. to leave their page). */
  onDeleted?: () => void;
};

/**
 * Asks before deleting a customer. One without sessions is simply deleted. For one with
 * sessions the person chooses: move the sessions (and their payments) to another customer, or
 * delete everything, which names the money that goes with it and needs the customer's name
 * typed. Nothing is deleted silently: the server also refuses a deletion whose counts changed
 * meanwhile (`deletion_confirmation_mismatch`), and a customer with sessions this browser did
 * not know about (`customer_has_sessions`); the dialog waits for its answer and shows it.
 */
export function DeleteCustomerDialog({ customer, onOpenChange, onDeleted }: DeleteCustomerDialogProps) {
  const { t } = useTranslation('customers');
  return (
    <ConfirmDialogFrame
      subject={customer}
      onOpenChange={onOpenChange}
      title={(shown) => t('delete.title', { name: shown.name })}
      testId="delete-customer-dialog"
    >
      {/* Content unmounts when closed, so every opening starts with no choice made. */}
      {customer && (
        <DeleteCustomerForm
          customer={customer}
          onDone={() => {
            onOpenChange(false);
            onDeleted?.();
          }}
        />
      )}
    </ConfirmDialogFrame>
  );
}

type Choice = CustomerSessionsPlan['action'];

function DeleteCustomerForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const { t } = useTranslation(['customers', 'common']);
  const { account } = useAccount();
  const format = useStudioFormat();
  const save = useToastedMutation();
  const [sessions, result] = useQuery(queries.sessions.forCustomer({ accountId: account.id, customerId: customer.id }));
  const [choice, setChoice] = useState<Choice>();
  const [heir, setHeir] = useState('');
  const [typed, setTyped] = useState('');

  const payments = sessions.flatMap((session) => session.payments);
  const paid = paidAmount(payments);
  // Offline, the server's answer may never come: then what this browser knows is used, and
  // the server still refuses a customer with sessions when the change reaches it.
  const loading = useQueryPatience(sessions, result);
  const hasSessions = sessions.length > 0;

  let plan: CustomerSessionsPlan | undefined;
  if (choice === 'reassign' && heir) plan = { action: 'reassign', customerId: heir };
  if (choice === 'delete' && typed.trim() === customer.name.trim()) {
    plan = { action: 'delete', sessionCount: sessions.length, paymentCount: payments.length };
  }
  const ready = !loading && (!hasSessions || plan !== undefined);

  const confirm = () =>
    save(
      mutators.customer.delete(plan ? { id: customer.id, sessions: plan } : { id: customer.id }),
      t('toast.deleted', { name: customer.name }),
      { awaitServer: true },
    );

  return (
    <>
      {hasSessions ? (
        <div className="grid gap-4">
          <AlertDialogDescription>
            {t('delete.hasSessions', {
              name: customer.name,
              sessions: t('delete.sessionCount', { count: sessions.length }),
              payments: t('delete.paymentCount', { count: payments.length }),
              paid: format.money(paid),
            })}
          </AlertDialogDescription>
          <RadioGroup
            value={choice ?? ''}
            onValueChange={(value) => setChoice(value as Choice)}
            aria-label={t('delete.choose')}
          >
            <RadioCard value="reassign" label={t('delete.reassign')} description={t('delete.reassignHint')} />
            <RadioCard value="delete" label={t('delete.everything')} description={t('delete.everythingHint')} />
          </RadioGroup>
          {choice === 'reassign' && (
            <Field label={t('delete.heir')}>
              {(control) => <CustomerPicker {...control} value={heir} onChange={setHeir} exclude={customer.id} />}
            </Field>
          )}
          {choice === 'delete' && (
            <>
              <Alert variant="destructive" role="status">
                <AlertDescription>
                  {t('delete.moneyWarning', { count: payments.length, paid: format.money(paid) })}
                </AlertDescription>
              </Alert>
              <Field label={t('delete.typeName', { name: customer.name })}>
                {(control) => (
                  <Input
                    {...control}
                    value={typed}
                    onChange={(event) => setTyped(event.target.value)}
                    autoComplete="off"
                  />
                )}
              </Field>
            </>
          )}
        </div>
      ) : (
        <AlertDialogDescription>{loading ? t('common:loading') : t('delete.description')}</AlertDialogDescription>
      )}
      <ConfirmActions
        confirmLabel={choice === 'reassign' ? t('delete.reassignConfirm') : t('common:actions.delete')}
        onConfirm={confirm}
        onDone={onDone}
        disabled={!ready}
      />
    </>
  );
}
