import { useQuery } from '@rocicorp/zero/react';
import { customerFields } from '@core/domain/customer';
import { queries } from '@core/zero/queries';
import { useAccount } from '../../hooks/use-account';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import type { Customer } from './customer';

/**
 * Another customer of the studio with the e-mail being typed, once it reads as a whole address:
 * the form warns before a second record of the same person is made. Asked only after typing
 * pauses, so the server is not sent a query for every letter.
 */
export function useCustomerWithEmail(typed: string, editing: string | undefined): Customer | undefined {
  const { account } = useAccount();
  const email = useDebouncedValue(typed.trim(), 300);
  const whole = email !== '' && customerFields.shape.email.safeParse(email).success;
  const [matches = []] = useQuery(whole && queries.customers.withEmail({ accountId: account.id, email }));
  return matches.find((customer: Customer) => customer.id !== editing);
}
