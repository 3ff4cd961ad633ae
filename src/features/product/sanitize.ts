import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * Long descriptions come from the product database as HTML. Only plain text formatting and
 * links survive: no scripts, styles, SVG, MathML, event handlers or javascript: URLs.
 */
const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4', 'a'];
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let purifier: Purifier | undefined;

/** Its own instance, so these hooks never touch another part of the app that uses DOMPurify. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // DOMPurify already drops javascript: URLs; this also refuses data:, vbscript: and protocol-relative links.
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' && !SAFE_HREF.test(data.attrValue.trim())) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeDescription(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOW_DATA_ATTR: false });
}
