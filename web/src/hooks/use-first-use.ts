import { useEffect, useState } from 'react';
import { onFirstUse } from '../lib/first-use';

/** Whether the visitor has pointed, touched, scrolled or typed since the page was drawn: false on the server. */
export function useFirstUse(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => onFirstUse(() => setReached(true)), []);
  return reached;
}
