export type Encoding = 'br' | 'gzip';

/**
 * The compressed encoding to send for an Accept-Encoding header, brotli before gzip (smaller),
 * or null for the identity body. A coding listed with q=0 is refused, `*` stands for any
 * coding not listed.
 */
export function preferredEncoding(acceptEncoding: string | undefined, available: { br?: unknown; gzip?: unknown } = { br: true, gzip: true }): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && accepts('gzip')) return 'gzip';
  return null;
}

/** Whether an If-None-Match header names one of the given validators (or is `*`). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  // Weak comparison, as HTTP prescribes for If-None-Match: a W/ prefix on either tag is ignored.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = new Set(etags.map(opaque));
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || wanted.has(opaque(tag)));
}
