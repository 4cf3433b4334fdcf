import { useState } from 'react';

/**
 * The last subject a dialog was opened for, kept after the caller clears it (which closes the
 * dialog), so what the dialog shows does not change while it animates out.
 */
export function useKeptWhileClosing<Subject>(subject: Subject | undefined): Subject | undefined {
  const [shown, setShown] = useState(subject);
  if (subject !== undefined && subject !== shown) setShown(subject);
  return subject ?? shown;
}
