import { useQuery } from '@rocicorp/zero/react';
import { useId, useState, type ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { sessionTypeNamed } from '@core/domain/session-type-name';
import { queries } from '@core/zero/queries';
import { Input } from '../../components/ui/input';
import type { FieldControlProps } from '../../components/ui/field';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { priceText } from '../../lib/price-text';
import type { SessionFormInput, SessionFormOutput } from './session-form';

type SessionTypeInputProps = FieldControlProps & {
  form: Pick<
    UseFormReturn<SessionFormInput, unknown, SessionFormOutput>,
    'register' | 'setValue' | 'getValues' | 'getFieldState'
  >;
  placeholder: string;
};

/**
 * The booking form's type of session: free text, with the studio's saved session types offered
 * as it is typed. Naming a saved type spells it as saved and fills in its price and duration,
 * and naming another replaces them. A price the photographer typed, or the session already had,
 * is never overwritten; nor is a duration the photographer picked.
 */
export function SessionTypeInput({ form, ...props }: SessionTypeInputProps) {
  const { account } = useAccount();
  const format = useStudioFormat();
  const [sessionTypes] = useQuery(queries.sessionTypes.list({ accountId: account.id }));
  const listId = useId();
  const [filledPrice, setFilledPrice] = useState<string>();
  const field = form.register('type', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = sessionTypeNamed(sessionTypes, event.target.value);
      if (!chosen) return;
      if (event.target.value !== chosen.name) form.setValue('type', chosen.name);
      // Filled without marking it picked, so the next type named replaces it too.
      if (!form.getFieldState('duration').isDirty) form.setValue('duration', String(chosen.duration));
      const price = form.getValues('price');
      if (price.trim() !== '' && price !== filledPrice) return;
      const filled = priceText(chosen.price, format);
      setFilledPrice(filled);
      form.setValue('price', filled, { shouldValidate: true });
    },
  });
  return (
    <>
      <Input {...props} {...field} list={listId} autoComplete="off" />
      {/* Names only: Chrome shows an option's label beside its value, but Firefox shows the label
          instead of it, so a price as label would hide the type's name there. */}
      <datalist id={listId}>
        {sessionTypes.map((sessionType) => (
          <option key={sessionType.id} value={sessionType.name} />
        ))}
      </datalist>
    </>
  );
}
