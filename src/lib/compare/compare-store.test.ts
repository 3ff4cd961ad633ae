import { describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY, createCompareStore, MAX_COMPARE, parseSavedCompare, toggled } from './compare-store';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  } satisfies Storage;
};

describe('the compare list', () => {
  it('adds, removes whatever the case, and takes no more than four', () => {
    let skus = toggled([], 'A');
    skus = toggled(skus, 'B');
    expect(toggled(skus, 'a')).toEqual(['B']);
    for (const sku of ['C', 'D', 'E']) skus = toggled(skus, sku);
    expect(skus).toEqual(['A', 'B', 'C', 'D']);
    expect(skus).toHaveLength(MAX_COMPARE);
  });

  it('reads back only a list of SKUs', () => {
    expect(parseSavedCompare('["A","B","A",3,""]')).toEqual(['A', 'B']);
    expect(parseSavedCompare('{"skus":["A"]}')).toEqual([]);
    expect(parseSavedCompare('not json')).toEqual([]);
    expect(parseSavedCompare(null)).toEqual([]);
  });

  it('is saved on the device and read back by the next store', () => {
    const storage = memoryStorage();
    const first = createCompareStore(storage);
    first.toggle('IL-L1050MS');
    first.toggle('IL-L700MS');
    expect(storage.getItem(COMPARE_STORAGE_KEY)).toBe('["IL-L1050MS","IL-L700MS"]');
    expect(createCompareStore(storage).store.getState().skus).toEqual(['IL-L1050MS', 'IL-L700MS']);
  });

  it('keeps working when storage fails', () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('full'); } };
    const list = createCompareStore(storage);
    list.toggle('A');
    expect(list.store.getState().skus).toEqual(['A']);
  });
});
