/**
 * What a user typed into a form before leaving for the bank to pay a wallet's shortfall, kept in
 * sessionStorage (this tab only) with the path to come back to after /payment/result.
 */
const DRAFT_PREFIX = 'vakilyar:draft:';
const RETURN_KEY = 'vakilyar:pay-difference:return';

export type DraftForm = 'chat-request' | 'consultation-request' | 'sms-purchase' | 'subscription';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function saveDraft(form: DraftForm, values: unknown, returnTo: string): void {
  sessionStorage.setItem(DRAFT_PREFIX + form, JSON.stringify(values));
  sessionStorage.setItem(RETURN_KEY, JSON.stringify({ form, path: returnTo }));
}

export const readDraft = <T>(form: DraftForm): T | null => read<T>(DRAFT_PREFIX + form);

export function clearDraft(form: DraftForm): void {
  sessionStorage.removeItem(DRAFT_PREFIX + form);
}

/** Where the result page sends the browser back to, once; null when no form is waiting. */
export function takeReturn(): { form: DraftForm; path: string } | null {
  const target = read<{ form: DraftForm; path: string }>(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return target;
}

export const peekReturn = () => read<{ form: DraftForm; path: string }>(RETURN_KEY);
