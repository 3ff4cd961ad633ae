import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { loadProducts, useProducts } from '../../lib/use-products';
import type { Product } from '../../shared/product';
import { searchIndexOf, searchProducts } from '../../lib/product-search';
import {
  SEARCH_DEBOUNCE_MS,
  SUGGESTION_LIMIT,
  isSearchable,
  normaliseQuery,
} from './model';

export type LiveSearchStatus = 'closed' | 'searching' | 'empty' | 'results';

/**
 * The header search's state: what was typed, the debounced query, the suggestions and the
 * keyboard-active option. The catalogue is fetched only once the box is first used, so a
 * visitor who never searches never downloads it for the header.
 */
export function useLiveSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const catalogue = useProducts({ enabled: used });

  const query = normaliseQuery(text);
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const searchable = isSearchable(query);
  const pending = searchable && (debouncedQuery !== query || catalogue.loading);

  const suggestions = useMemo(
    () =>
      isSearchable(debouncedQuery)
        ? searchProducts(searchIndexOf(catalogue.products), debouncedQuery, SUGGESTION_LIMIT)
        : [],
    [catalogue.products, debouncedQuery],
  );

  // A failed catalogue call was logged by the loader; the visitor just sees no list, since a search box has no room for an error.
  const status: LiveSearchStatus =
    !open || !searchable || catalogue.error
      ? 'closed'
      : pending
        ? 'searching'
        : suggestions.length === 0
          ? 'empty'
          : 'results';
  const visibleSuggestions = status === 'results' ? suggestions : [];

  const reset = useCallback(() => {
    setText('');
    setOpen(false);
    setActiveIndex(-1);
  }, []);

  const openProduct = useCallback(
    (product: Product) => {
      reset();
      void navigate({ to: '/product/$sku', params: { sku: product.sku } });
    },
    [navigate, reset],
  );

  const activate = () => {
    setUsed(true);
    // On a poor connection the first call may have failed: coming back to the box asks again.
    if (catalogue.error) void loadProducts();
    if (searchable) setOpen(true);
  };

  const change = (next: string) => {
    setUsed(true);
    setText(next);
    setOpen(true);
    setActiveIndex(-1);
  };

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);

  /**
   * Enter, or the search button: the option picked with the arrow keys, else the one product the
   * text matches, else every match on /search. Several matches never open the first of them: the
   * list's "Press Enter to see all results" promises the full list.
   */
  const submit = () => {
    if (status === 'results' && activeIndex >= 0) {
      openProduct(visibleSuggestions[activeIndex]);
      return;
    }
    if (!query) return;
    const matches = searchable && !catalogue.loading ? searchProducts(searchIndexOf(catalogue.products), query, 2) : [];
    if (matches.length === 1) {
      openProduct(matches[0]);
      return;
    }
    reset();
    void navigate({ to: '/search', search: { q: query } });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = visibleSuggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (status === 'closed') activate();
        else if (count) setActiveIndex((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (count) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Escape':
        if (status !== 'closed') {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  return {
    text,
    debouncedQuery,
    status,
    suggestions: visibleSuggestions,
    activeIndex,
    setActiveIndex,
    activate,
    change,
    close,
    submit,
    keyDown,
    openProduct,
    reset,
  };
}
