import { toast } from 'react-toastify';

/** Error toasts are keyed by their text, so ten requests failing alike show one toast. */
export function notifyError(message: string): void {
  toast.error(message, { toastId: message });
}

/** The one success toast on screen: every success a user action brings shows here, the latest replacing the last. */
const SUCCESS_TOAST = 'success';

/**
 * One user action, one success toast (issue 25): the API client toasts a 201's own message and a screen may
 * confirm the same save in its words, or a double click may answer twice; the second replaces the first.
 */
export function notifySuccess(message: string): void {
  if (toast.isActive(SUCCESS_TOAST)) toast.update(SUCCESS_TOAST, { render: message });
  else toast.success(message, { toastId: SUCCESS_TOAST });
}

/** A warning the user must act on in time (e.g. buy SMS credit): it stays until closed. */
export function notifyWarning(message: string): void {
  toast.warning(message, { toastId: message, autoClose: false });
}
