import { toast } from 'react-toastify';

/** Error toasts are keyed by their text, so ten requests failing alike show one toast. */
export function notifyError(message: string): void {
  toast.error(message, { toastId: message });
}

/**
 * The success toast on screen: every success a user action brings shows there, the latest replacing the
 * last. A fresh id once it has begun to close: a toast leaving keeps its id until its exit ends, and a new
 * one under that id would be dropped, its message lost.
 */
let successToast = 'success-0';
let successToasts = 0;

/**
 * One user action, one success toast (issue 25): the API client toasts a 201's own message and a screen may
 * confirm the same save in its words, or a double click may answer twice; the second replaces the first.
 */
export function notifySuccess(message: string): void {
  if (toast.isActive(successToast)) {
    toast.update(successToast, { render: message });
    return;
  }
  successToasts += 1;
  successToast = `success-${successToasts}`;
  toast.success(message, { toastId: successToast });
}

/** A warning the user must act on in time (e.g. buy SMS credit): it stays until closed. */
export function notifyWarning(message: string): void {
  toast.warning(message, { toastId: message, autoClose: false });
}
