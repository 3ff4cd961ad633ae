/**
 * After a deploy, an open page may ask for a chunk that no longer exists. Reload once to get
 * the new version; a second failure in the same session is left to the error view.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem('verdant:reloaded-for-chunk')) return;
    sessionStorage.setItem('verdant:reloaded-for-chunk', '1');
    event.preventDefault();
    window.location.reload();
  });
}
