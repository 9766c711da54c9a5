import { ToastContainer } from 'react-toastify';

/** Toasts top-left, closing after 3 s, on click, pausing on hover and focus loss, draggable (spec section 2). */
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
    />
  );
}
