import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import type { z } from 'zod';
import { newId } from '@core/domain/ids';
import { useAccount } from './use-account';
import { useFormDraft } from './use-form-draft';
import { useZeroMutation, type MutateRequest } from './use-zero-mutation';

/** A table's create and update mutators, as core/zero/mutators defines them. */
type RowMutators<Values> = {
  create: (args: Values & { id: string; accountId: string }) => MutateRequest;
  update: (args: Values & { id: string }) => MutateRequest;
};

/** The namespaces of the row forms' texts, each with its `toast.created` and `toast.updated`. */
const savedToastNamespaces = ['customers', 'locations', 'schedulePlans', 'sessions', 'sessionTypes', 'tasks'] as const;

type RowFormOptions<Input extends FieldValues, Output> = {
  /** What kind of row the form is about ("customer"), naming its draft on this device. */
  name: string;
  /** Whose texts say the row was added or saved, with its name where it has one. */
  ns: (typeof savedToastNamespaces)[number];
  /** The row being edited; undefined when the form adds one to the studio. */
  row: { id: string } | undefined;
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  mutators: RowMutators<Output>;
  /** Runs once the save is accepted and said so, with the row's id: closing the dialog. */
  onSaved: (values: Output, id: string) => void;
};

/**
 * A form that adds or edits one row through Zero, and says so once saved. A new row keeps one id for the form's life,
 * so trying again after a refusal cannot add it twice; a refusal stays in the form as its
 * error, shown in place with nothing typed lost; what is typed is kept on the device meanwhile.
 */
export function useRowForm<Input extends FieldValues, Output>({
  name,
  ns,
  row,
  schema,
  defaultValues,
  mutators,
  onSaved,
}: RowFormOptions<Input, Output>) {
  const { t } = useTranslation(savedToastNamespaces);
  const { account } = useAccount();
  const mutate = useZeroMutation();
  const [id] = useState(() => row?.id ?? newId());
  const [formError, setFormError] = useState<string>();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const draft = useFormDraft(form, `${account.id}:${name}:${row?.id ?? 'new'}`);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const request = row
      ? mutators.update({ ...values, id })
      : mutators.create({ ...values, id, accountId: account.id });
    const outcome = await mutate(request);
    if (outcome.ok) {
      draft.saved();
      const named = { name: nameOf(values) };
      toast.success(row ? t(`${ns}:toast.updated`, named) : t(`${ns}:toast.created`, named));
      onSaved(values, id);
    } else setFormError(outcome.message);
  });

  return { form, formError, onSubmit };
}

/** The saved row's name, for the toast; a session has none. */
function nameOf(values: unknown): string | undefined {
  return typeof values === 'object' && values !== null && 'name' in values && typeof values.name === 'string'
    ? values.name
    : undefined;
}
