import 'nprogress/nprogress.css';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

// The bar alone says a page is coming; its corner spinner would be one more thing turning on the screen.
// NProgress's own template gives the bar `role="bar"`, which is no ARIA role (axe: critical aria-roles
// whenever a check lands mid-navigation); the bar is decoration, the page's own loader speaks.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // NProgress finds its bar by `[role="bar"]` unless told otherwise.
  barSelector: '.bar',
});

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
