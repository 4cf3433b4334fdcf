import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './ui/button';

/** How long the button says it copied before it offers to copy again. */
const COPIED_MS = 2000;

type CopyButtonProps = {
  /** What goes to the clipboard. */
  value: string;
  copyLabel: string;
  copiedLabel: string;
};

/** A button that copies `value`, says so for a moment, then is ready to copy again. */
export function CopyButton({ value, copyLabel, copiedLabel }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };

  return (
    <Button type="button" variant="outline" onClick={() => void copy().catch(() => setCopied(false))}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? copiedLabel : copyLabel}
    </Button>
  );
}
