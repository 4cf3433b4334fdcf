import type { Ref } from 'react';

type HiddenFileInputProps = {
  ref: Ref<HTMLInputElement>;
  accept: readonly string[];
  onFile: (file: File) => void;
};

/**
 * A file input opened by a button of its own: a file input cannot be styled, and this one must
 * not be tabbed to twice. The same file may be chosen again after a failure.
 */
export function HiddenFileInput({ ref, accept, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept.join(',')}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
