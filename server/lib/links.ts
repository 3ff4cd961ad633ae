/**
 * A link a visitor can follow from a mail program: `href` resolved against the storefront's
 * public address (PUBLIC_URL). Anything but http(s) is left out (null).
 */
export function absoluteUrl(base: string, href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
