import CloseRounded from '@mui/icons-material/CloseRounded';
import IconButton from '@mui/material/IconButton';
import { type CloseButtonProps, ToastContainer } from 'react-toastify';
import { shellText } from '@/locales/fa/shell';

/** The library's close button is named «close»; this one speaks Persian. */
function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <IconButton
      size="small"
      aria-label={shellText.closeNotification}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(event);
      }}
      sx={{ alignSelf: 'flex-start', color: 'inherit', opacity: 0.7 }}
    >
      <CloseRounded fontSize="small" />
    </IconButton>
  );
}

/**
 * Toasts top-left below the app bar (never over it), closing after 3 s, on click, pausing on hover and
 * focus loss, draggable (spec section 2). Every label a screen reader speaks is Persian: the region's,
 * the close button's; the timer bar (which the library names «notification timer») is not drawn.
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
      hideProgressBar
      closeButton={CloseButton}
      aria-label={shellText.notifications}
      style={{ top: 'calc(env(safe-area-inset-top) + 72px)' }}
    />
  );
}
