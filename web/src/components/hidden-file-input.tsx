import type { Ref } from 'react';

type HiddenFileInputProps = {
  ref: Ref<HTMLInputElement>;
  accept: readonly string[];
  testId?: string;
} & ({ multiple?: false; onFile: (file: File) => void } | { multiple: true; onFiles: (files: File[]) => void });

/**
 * A file input opened by a button of its own: a file input cannot be styled, and this one must
 * not be tabbed to twice. The same file may be chosen again after a failure (or a cancel).
 */
export function HiddenFileInput({ ref, accept, testId, ...pick }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      multiple={pick.multiple}
      accept={accept.join(',')}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (pick.multiple) pick.onFiles(files);
        else if (files[0]) pick.onFile(files[0]);
      }}
    />
  );
}
