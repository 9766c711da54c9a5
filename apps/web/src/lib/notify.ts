import { toast } from 'react-toastify';

/** Error toasts are keyed by their text, so ten requests failing alike show one toast. */
export function notifyError(message: string): void {
  toast.error(message, { toastId: message });
}

export function notifySuccess(message: string): void {
  toast.success(message);
}

/** A warning the user must act on in time (e.g. buy SMS credit): it stays until closed. */
export function notifyWarning(message: string): void {
  toast.warning(message, { toastId: message, autoClose: false });
}
