import { toast } from 'react-toastify';

/** Error toasts are keyed by their text, so ten requests failing alike show one toast. */
export function notifyError(message: string): void {
  toast.error(message, { toastId: message });
}

export function notifySuccess(message: string): void {
  toast.success(message);
}
