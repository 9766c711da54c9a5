import 'nprogress/nprogress.css';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

// The bar alone says a page is coming; its corner spinner would be one more thing turning on the screen.
NProgress.configure({ showSpinner: false });

/**
 * The top progress bar of spec section 2: starts when a navigation starts loading (a lazy page,
 * a loader), is done when it completes, and when it fails, since the router is then idle again
 * or this component is replaced by the error page.
 */
export function RouteProgress() {
  const { state } = useNavigation();

  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);

  useEffect(() => () => void NProgress.done(), []);

  return null;
}
