import type { ArticleBlock } from '../../shared/content/articles/types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "2025-10-01" → "1 Oct 2025", the date line every article shows under its headline. Written out rather than left to
 * Intl so every browser and locale prints the same text (some ICU versions say "Sept").
 */
export function formatDateLine(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** Words of running text, for keeping articles within their editorial length. */
export function wordCount(blocks: readonly ArticleBlock[]): number {
  return blocks
    .filter((block) => block.kind !== 'figure')
    .reduce((total, block) => total + block.text.split(/\s+/).filter(Boolean).length, 0);
}

/** Shown under every article: its figures are editorial text, not product specifications or rules. */
export const EDITORIAL_NOTE =
  'Figures in this article are editorial estimates drawn from published research and industry experience. They are not product specifications or performance guarantees.';
