// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('only offers the variants that exist', () => {
    expect(preferredEncoding('br, gzip', { gzip: true })).toBe('gzip');
    expect(preferredEncoding('br', { gzip: true })).toBeNull();
  });
});

describe('matchesIfNoneMatch', () => {
  const etags = ['"abc"', '"abc-br"'];
  it.each([
    ['"abc"', true],
    ['W/"abc-br"', true],
    ['"old", "abc-br"', true],
    ['*', true],
    ['"old"', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etags)).toBe(expected);
  });
});
