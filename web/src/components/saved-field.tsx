import { useRef, useState, type ReactNode } from 'react';
import { Field, type FieldControlProps } from './ui/field';
import { Input } from './ui/input';
import { Textarea } from './ui/textarea';
import { useWriteBlock } from '../hooks/use-write-block';

export type FieldDraft = {
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  /** Saves what was typed, if it differs from what is stored. */
  onBlur: () => void;
};

/**
 * A field of a draft that saves itself when the person leaves it. What is typed stays on screen
 * until it is saved; then the synced value shows again (at once: the change applies locally first).
 * `commit` answers a translated message when it refuses the text or the server does.
 */
export function useFieldDraft(synced: string, commit: (text: string) => Promise<string | undefined>): FieldDraft {
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  // Each leaving of the field is numbered: a save answered after the person left it again (the
  // server slow, the new text refused at once) must not speak for the field any more.
  const leaving = useRef(0);
  return {
    value: draft ?? synced,
    error,
    onChange: setDraft,
    onBlur: () => {
      if (draft === undefined) return;
      const current = ++leaving.current;
      if (draft === synced) {
        setDraft(undefined);
        setError(undefined);
        return;
      }
      void commit(draft).then((failure) => {
        if (current !== leaving.current) return;
        setError(failure);
        // Saved: the synced value shows again, unless the person typed on meanwhile.
        if (!failure) setDraft((typed) => (typed === draft ? undefined : typed));
      });
    },
  };
}

type SavedTextFieldProps = {
  label: string;
  synced: string;
  commit: (text: string) => Promise<string | undefined>;
  description?: ReactNode;
  multiline?: boolean;
  className?: string;
};

/** A text field of a draft, saved as the person leaves it. */
export function SavedTextField({ label, synced, commit, description, multiline, className }: SavedTextFieldProps) {
  const draft = useFieldDraft(synced, commit);
  const blocked = useWriteBlock('sync') !== undefined;
  const props = (field: FieldControlProps) => ({
    ...field,
    value: draft.value,
    readOnly: blocked,
    onBlur: draft.onBlur,
  });
  return (
    <Field label={label} error={draft.error} description={description} className={className}>
      {(field) =>
        multiline ? (
          <Textarea {...props(field)} rows={3} onChange={(event) => draft.onChange(event.target.value)} />
        ) : (
          <Input {...props(field)} autoComplete="off" onChange={(event) => draft.onChange(event.target.value)} />
        )
      }
    </Field>
  );
}
