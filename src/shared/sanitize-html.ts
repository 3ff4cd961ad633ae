import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/**
 * Product long descriptions are HTML written by staff or imported from a spreadsheet. They are
 * cleaned on their way into the database and again before the page shows them (decision 112),
 * with one allowlist: text formatting and links. Everything else goes, notably script, style,
 * svg and math (the namespaces mutation-XSS tricks rely on), every event handler and style
 * attribute, and any link that is not http(s), mailto, tel, a same-site path or an anchor.
 */
const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4', 'a'];
const ALLOWED_ATTR = ['href'];
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const CONFIG: Config & { RETURN_DOM?: false; RETURN_DOM_FRAGMENT?: false } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/**
 * A sanitiser bound to one window: the page's own, or a jsdom window on the server. Each gets
 * its own DOMPurify instance, so these hooks never touch another user of DOMPurify.
 */
export function htmlSanitizer(window: WindowLike): (html: string) => string {
  const purifier: Purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    // DOMPurify already drops javascript: URLs; this also refuses data:, vbscript: and protocol-relative links.
    if (data.attrName === 'href' && !SAFE_HREF.test(data.attrValue.trim())) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => purifier.sanitize(html, CONFIG);
}

let sanitizer: ((html: string) => string) | undefined;

/** The window to clean HTML with where there is no page: the server rendering one gives a jsdom window. */
export function provideSanitizerWindow(window: WindowLike) {
  sanitizer = htmlSanitizer(window);
}

/** Cleans HTML with the page's own window (or the one the server provided). */
export function sanitizeHtml(html: string): string {
  sanitizer ??= htmlSanitizer(window);
  return sanitizer(html);
}
