/** How long work waits for the browser to fall idle before it runs anyway. */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `work` in a task of its own once the browser falls idle (within `IDLE_WAIT_MS`): while
 * React hydrates, it works in tasks back to back, so the first idle moment says hydration is
 * done. Browsers without idle callbacks (Safari) run it in the next task. Returns a cancel.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work);
  return () => clearTimeout(id);
}

/**
 * Runs `work` in a task of its own once the page has loaded and the browser has fallen idle,
 * so it neither competes with the page's first load and hydration nor holds them back. A page
 * the server rendered has usually loaded before its scripts run: only the browser's first idle
 * moment says that hydration is done. Returns a cancel.
 */
export function afterPageLoad(work: () => void): () => void {
  let cancelScheduled = () => {};
  const start = () => {
    cancelScheduled = whenIdle(work);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelScheduled();
  };
}
