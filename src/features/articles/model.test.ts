import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../../shared/content/articles';
import { formatDateLine, wordCount } from './model';

describe('formatDateLine', () => {
  it('writes day, short month and year', () => {
    expect(formatDateLine('2025-10-01')).toBe('1 Oct 2025');
    expect(formatDateLine('2025-10-22')).toBe('22 Oct 2025');
    expect(formatDateLine('2025-09-05')).toBe('5 Sep 2025');
  });

  it('refuses anything that is not a calendar date', () => {
    expect(() => formatDateLine('2025-13-01')).toThrow();
    expect(() => formatDateLine('1 Oct 2025')).toThrow();
  });
});

describe('the articles', () => {
  it('sit on their five routes, each with its publication date', () => {
    expect(ARTICLES.map((a) => [a.path, formatDateLine(a.date)])).toEqual([
      ['/led-grow-lights-market', '1 Oct 2025'],
      ['/floriculture-market', '1 Oct 2025'],
      ['/microgreens-market', '2 Oct 2025'],
      ['/vertical-farming', '22 Oct 2025'],
      ['/cannabis-cultivation', '22 Oct 2025'],
    ]);
  });

  it('have a second wide image midway only in articles 1 and 3', () => {
    const withFigure = ARTICLES.map((article) => {
      const index = article.body.findIndex((block) => block.kind === 'figure');
      return index > 0 && index < article.body.length - 1;
    });
    expect(withFigure).toEqual([true, false, true, false, false]);
  });

  it('run to 600–900 words each', () => {
    for (const article of ARTICLES) {
      const words = wordCount(article.body);
      expect(words, article.path).toBeGreaterThanOrEqual(600);
      expect(words, article.path).toBeLessThanOrEqual(900);
    }
  });

  it('cite an external https source, and article 4 says it is adapted from a third-party blog', () => {
    for (const article of ARTICLES) expect(article.citation.url).toMatch(/^https:\/\//);
    expect(ARTICLES[3]!.citation.lead).toMatch(/^Adapted from a third-party .*blog/);
  });
});
