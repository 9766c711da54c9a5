/**
 * Resolves once the element with this id shows on the screen, or is focused or touched first; at once where
 * there is nothing to wait for (no such element yet, no IntersectionObserver, or the build's prerender in
 * Node). Not when it is merely near: a phone's home page is short until its sections arrive, and what it
 * loads would then be evaluated while the page hydrates.
 */
export function inViewport(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      element.removeEventListener('focusin', done);
      element.removeEventListener('pointerdown', done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    });
    observer.observe(element);
    element.addEventListener('focusin', done);
    element.addEventListener('pointerdown', done);
  });
}
