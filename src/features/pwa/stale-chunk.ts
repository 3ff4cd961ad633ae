/**
 * After a deploy, an open page may ask for a chunk that no longer exists. Reload once to get
 * the new version; a second failure in the same session is left to the error view. Offline, a
 * chunk is out of reach rather than stale, and a reload would show the browser's offline page.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    if (sessionStorage.getItem('verdant:reloaded-for-chunk')) return;
    sessionStorage.setItem('verdant:reloaded-for-chunk', '1');
    event.preventDefault();
    window.location.reload();
  });
}
