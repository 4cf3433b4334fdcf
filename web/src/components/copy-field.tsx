import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
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
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Input
        value={value}
        readOnly
        aria-label={label}
        data-testid={testId}
        onFocus={(event) => event.target.select()}
      />
      <Button type="button" variant="outline" onClick={() => void copy().catch(() => setCopied(false))}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? copiedLabel : copyLabel}
      </Button>
    </div>
  );
}
