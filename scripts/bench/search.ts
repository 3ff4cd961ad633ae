// Live search compute per keystroke: the real model of src/features/search over generated
// catalogues, the index built once per list as the app does, then each prefix of a few typed
// queries searched as the suggestion list searches it (first SUGGESTION_LIMIT matches).
import { performance } from 'node:perf_hooks';
import { searchIndexOf, searchProducts } from '../../src/lib/product-search';
import { SEARCH_MIN_LENGTH, SUGGESTION_LIMIT } from '../../src/features/search/model';
import type { Product } from '../../src/shared/product';
import { asApiRecords, generateCatalogue } from './generate-catalogue';
import { median } from './median';

const SEARCH_SIZES = [1_000, 10_000, 100_000] as const;

/** A name, an SKU fragment, a brand, and a text nothing matches (every keystroke scans it all). */
const TYPED = ['ilogic plus 1050', 'IL-L10', 'verdant', 'zzqx no such lamp'];

export interface SearchFigure {
  products: number;
  /** Building the index (the catalogue's lowercased text and each product's offset), once per product list. */
  indexMs: number;
  /** Mean and worst compute per keystroke over every typed prefix, repeated. */
  meanKeystrokeMs: number;
  worstKeystrokeMs: number;
}


export function benchSearch(): SearchFigure[] {
  return SEARCH_SIZES.map((size) => {
    const products = asApiRecords(generateCatalogue(size)) as unknown as Product[];
    const started = performance.now();
    const index = searchIndexOf(products);
    const indexMs = performance.now() - started;

    const keystrokes = TYPED.flatMap((text) =>
      Array.from({ length: text.length - SEARCH_MIN_LENGTH + 1 }, (_, i) => text.slice(0, SEARCH_MIN_LENGTH + i)),
    );
    // Warm up the JIT as a visitor's first few keystrokes would.
    for (const text of keystrokes) searchProducts(index, text, SUGGESTION_LIMIT);
    // Each keystroke's figure is the median of several repeats, so one GC pause is not a keystroke.
    const perKeystroke = keystrokes.map((text) => {
      const samples: number[] = [];
      for (let repeat = 0; repeat < 15; repeat += 1) {
        const start = performance.now();
        searchProducts(index, text, SUGGESTION_LIMIT);
        samples.push(performance.now() - start);
      }
      return median(samples);
    });
    return {
      products: size,
      indexMs,
      meanKeystrokeMs: perKeystroke.reduce((sum, ms) => sum + ms, 0) / perKeystroke.length,
      worstKeystrokeMs: Math.max(...perKeystroke),
    };
  });
}
