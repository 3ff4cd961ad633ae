import { useCallback, useEffect, useState } from 'react';
import { fetchProduct } from '../../lib/api';
import type { Product } from '../../shared/product';
import { messageOf } from '../../lib/errors';
import { isUnreachable } from '../../lib/unreachable';
import type { LandingProduct } from './model';

export interface LandingProductState {
  product: LandingProduct | null;
  loading: boolean;
  error: string | null;
  /** No answer came and no copy is on this device: the page says so and offers a retry. */
  unreachable: boolean;
}

const LOADING: LandingProductState = { product: null, loading: true, error: null, unreachable: false };

/**
 * Loads one catalogue product by numeric id: data, a loading flag and an error. A page the
 * server rendered starts with the product it rendered.
 */
export function useLandingProduct(productId: number, rendered?: Product): LandingProductState & { retry: () => void } {
  const [state, setState] = useState<{ id: number; value: LandingProductState }>(() => ({
    id: productId,
    value: rendered ? { product: rendered as LandingProduct, loading: false, error: null, unreachable: false } : LOADING,
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && Number(rendered?.id) === productId) return;
    const controller = new AbortController();
    fetchProduct(productId, controller.signal)
      .then((product) =>
        setState({ id: productId, value: { product: product as LandingProduct, loading: false, error: null, unreachable: false } }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const value = { product: null, loading: false, error: messageOf(error), unreachable: isUnreachable(error) };
        setState({ id: productId, value });
      });
    return () => controller.abort();
  }, [productId, rendered, attempt]);

  const retry = useCallback(() => {
    setState({ id: productId, value: LOADING });
    setAttempt((count) => count + 1);
  }, [productId]);

  // Moving between two landing pages must not show the previous fixture while the next loads.
  return { ...(state.id === productId ? state.value : LOADING), retry };
}
