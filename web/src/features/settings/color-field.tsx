import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type ColorFieldProps<T extends FieldValues, Output> = {
  control: Control<T, unknown, Output>;
  name: FieldPathByValue<T, string>;
  label: string;
  description: string;
  /** The palette's accessible name: it sits beside the labelled text input. */
  pickerLabel: string;
  /** Already translated. */
  error: string | undefined;
};

/**
 * A colour as #RRGGBB, typed or picked: the browser's palette and the text input edit the same
 * value, so a colour copied from elsewhere can be pasted and a new one picked by eye.
 */
export function ColorField<T extends FieldValues, Output>({
  control,
  name,
  label,
  description,
  pickerLabel,
  error,
}: ColorFieldProps<T, Output>) {
  const { field } = useController({ control, name });
  const value = String(field.value ?? '');
  return (
    <Field label={label} description={description} error={error}>
      {(controlProps) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={pickerLabel}
            // The palette only takes #rrggbb; while the text is half typed it shows black.
            value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            onBlur={field.onBlur}
            disabled={field.disabled}
            className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50"
          />
          <Input
            {...controlProps}
            ref={field.ref}
            name={field.name}
            value={value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            className="font-mono"
          />
        </div>
      )}
    </Field>
  );
}
