/**
 * Runs `work` in a task of its own once the page has loaded (at once if it already has), so it
 * neither competes with the page's first load nor holds it back. Returns a cancel.
 */
export function afterPageLoad(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => (timer = setTimeout(work));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
  };
}
