import { ToastContainer } from 'react-toastify';
import { shellText } from '@/locales/fa/shell';

/**
 * Toasts top-left below the app bar (never over it), closing after 3 s, on click, pausing on hover and
 * focus loss, draggable (spec section 2).
 */
export function Toasts() {
  return (
    <ToastContainer
      position="top-left"
      autoClose={3000}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      rtl
      aria-label={shellText.notifications}
      style={{ top: 'calc(env(safe-area-inset-top) + 72px)' }}
    />
  );
}
