import { CopyButton } from './copy-button';
import { Input } from './ui/input';

type CopyFieldProps = {
  value: string;
  /** The field's name, read by assistive technology. */
  label: string;
  copyLabel: string;
  copiedLabel: string;
  testId?: string;
};

/** A value to paste elsewhere, in a read-only field selected on focus, with a button that copies it. */
export function CopyField({ value, label, copyLabel, copiedLabel, testId }: CopyFieldProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Input
        value={value}
        readOnly
        aria-label={label}
        data-testid={testId}
        onFocus={(event) => event.target.select()}
      />
      <CopyButton value={value} copyLabel={copyLabel} copiedLabel={copiedLabel} />
    </div>
  );
}
