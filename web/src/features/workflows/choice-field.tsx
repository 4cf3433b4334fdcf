import { Options } from '../../components/options';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useWriteBlock } from '../../hooks/use-write-block';

type ChoiceFieldProps<V extends string> = {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
  /** A first choice with the empty value ("none", "choose one"). */
  none?: string;
  testId?: string;
};

/** A labelled select of a step's field, saved as soon as it changes. */
export function ChoiceField<V extends string>({ label, value, options, onChange, none, testId }: ChoiceFieldProps<V>) {
  const blocked = useWriteBlock('sync') !== undefined;
  return (
    <Field label={label}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          disabled={blocked}
          data-testid={testId}
          // The options are the choices offered: the value read back is one of them.
          onChange={(event) => onChange(event.target.value as V | '')}
        >
          <Options options={options} none={none} />
        </NativeSelect>
      )}
    </Field>
  );
}
