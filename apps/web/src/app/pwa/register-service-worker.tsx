import { registerSW } from 'virtual:pwa-register';
import { toast } from 'react-toastify';
import { UpdateToast } from './update-toast';

const UPDATE_TOAST = 'app-update';

/**
 * Registers the service worker (build-tools/pwa.ts) once the page has loaded. A new version installs in the
 * background and waits; the user is offered it in a toast that stays until closed, and «به‌روزرسانی»
 * activates it and reloads. Never reloads by itself: a half-filled form stays.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh() {
      toast.info(<UpdateToast onReload={() => void update(true)} />, {
        toastId: UPDATE_TOAST,
        autoClose: false,
        closeOnClick: false,
        icon: false,
      });
    },
  });
}
