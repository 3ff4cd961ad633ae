/**
 * Request header names the page (and the service worker) send and the server reads. No browser
 * imports here: server/ imports this too.
 */

/**
 * Every write carries the id of the installed app that sent it, so the server's rate limits
 * can tell apart the tablets of a booth that share one address (decision 110). It identifies
 * a browser profile, not a person, and is never stored with what was sent.
 */
export const INSTALL_ID_HEADER = 'x-install-id';
