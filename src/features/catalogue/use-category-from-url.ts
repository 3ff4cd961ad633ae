import { useReducedMotion } from '@mantine/hooks';
import { useEffect } from 'react';
import { categoryFromHash, type CategorySlug } from '../../shared/content/categories';

/**
 * Older links (and the product breadcrumb) name the category in the hash; it is moved into the
 * query so the URL has one shape. Whenever the URL names a category the page glides to the
 * top, or jumps there for people who asked for less motion.
 */
export function useCategoryFromUrl(
  category: CategorySlug | undefined,
  hash: string,
  moveToQuery: (slug: CategorySlug) => void,
) {
  // Read on the first render, not in an effect after it: a tap made while the page hydrates is
  // replayed in that first render, and must already know the preference.
  const reduceMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });

  useEffect(() => {
    const fromHash = categoryFromHash(hash);
    if (fromHash) moveToQuery(category ?? fromHash);
    // Only a new hash asks for a move; the callback changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  useEffect(() => {
    if (category) window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
    // The motion preference alone is no reason to scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [category]);
}
