/**
 * Resolves once the element with this id is within a screen's height of the viewport; at once where there
 * is nothing to wait for (no such element yet, no IntersectionObserver, or the build's prerender in Node).
 */
export function nearViewport(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}
