import { useEffect, useState } from 'react';
import { markUnsaved } from '../lib/unsaved-work';

/** Tells the app whether this form holds unsaved changes, until it closes. */
export function useUnsavedMark(dirty: boolean): void {
  const [form] = useState(() => Symbol('form'));
  useEffect(() => markUnsaved(form, dirty), [form, dirty]);
  useEffect(() => () => markUnsaved(form, false), [form]);
}
