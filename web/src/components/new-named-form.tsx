import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { newId } from '@core/domain/ids';
import { DialogFormFooter } from './dialog-form-footer';
import { Field } from './ui/field';
import { Input } from './ui/input';
import { useValidationMessage } from '../hooks/use-validation-message';
import { useZeroMutation, type MutateRequest } from '../hooks/use-zero-mutation';

type NewNamedFormProps = {
  /** The name's label and the submit button's, already translated. */
  labels: { name: string; submit: string };
  schema: z.ZodType<string, string>;
  /** The mutation that makes the new row `id` named `name`. */
  create: (id: string, name: string) => MutateRequest;
  /** Where the new row opens once the server has it. */
  openPath: (id: string) => string;
};

/** A new row that needs only a name (a workflow, a mail template): made, then opened in its editor. */
export function NewNamedForm({ labels, schema, create, openPath }: NewNamedFormProps) {
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const message = useValidationMessage();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(name);
    if (!parsed.success) return setNameError(message(parsed.error.issues[0]?.message));
    setNameError(undefined);
    setPending(true);
    setError(undefined);
    const id = newId();
    const outcome = await mutate(create(id, parsed.data), { awaitServer: true });
    setPending(false);
    if (!outcome.ok) setError(outcome.message);
    else void navigate(openPath(id));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <Field label={labels.name} error={nameError}>
        {(field) => (
          <Input {...field} value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        )}
      </Field>
      <DialogFormFooter error={error} pending={pending} submitLabel={labels.submit} />
    </form>
  );
}
