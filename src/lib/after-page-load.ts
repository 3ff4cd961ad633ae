/** How long work waits for the browser to fall idle before it runs anyway. */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `work` in a task of its own once the page has loaded and the browser has fallen idle,
 * so it neither competes with the page's first load and hydration nor holds them back. A page
 * the server rendered has loaded before its scripts run: only the browser's first idle moment
 * says that hydration is done. Browsers without idle callbacks (Safari) run it in the next task.
 * Returns a cancel.
 */
export function afterPageLoad(work: () => void): () => void {
  let cancelScheduled = () => {};
  const start = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
      cancelScheduled = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(work);
      cancelScheduled = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelScheduled();
  };
}
