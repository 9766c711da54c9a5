import { useEffect, useState } from 'react';
import { clearDraft, type DraftForm, readDraft } from './draft';

/**
 * The form's draft left before the bank, read once on mount and then removed from storage, so a
 * later visit starts empty (read in the initializer, removed in an effect: StrictMode runs both twice).
 */
export function useRestoredDraft<T>(form: DraftForm): T | null {
  const [draft] = useState(() => readDraft<T>(form));
  useEffect(() => clearDraft(form), [form]);
  return draft;
}
