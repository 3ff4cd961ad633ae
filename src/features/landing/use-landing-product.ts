import { useEffect, useState } from 'react';
import { fetchProduct } from '../../lib/api';
import type { Product } from '../../lib/product';
import { messageOf } from '../../lib/errors';
import type { LandingProduct } from './model';

export interface LandingProductState {
  product: LandingProduct | null;
  loading: boolean;
  error: string | null;
}

const LOADING: LandingProductState = { product: null, loading: true, error: null };

/**
 * Loads one catalogue product by numeric id: data, a loading flag and an error. A page the
 * server rendered starts with the product it rendered.
 */
export function useLandingProduct(productId: number, rendered?: Product): LandingProductState {
  const [state, setState] = useState<{ id: number; value: LandingProductState }>(() => ({
    id: productId,
    value: rendered ? { product: rendered as LandingProduct, loading: false, error: null } : LOADING,
  }));

  useEffect(() => {
    if (Number(rendered?.id) === productId) return;
    const controller = new AbortController();
    fetchProduct(productId, controller.signal)
      .then((product) =>
        setState({ id: productId, value: { product: product as LandingProduct, loading: false, error: null } }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ id: productId, value: { product: null, loading: false, error: messageOf(error) } });
      });
    return () => controller.abort();
  }, [productId, rendered]);

  // Moving between two landing pages must not show the previous fixture while the next loads.
  return state.id === productId ? state.value : LOADING;
}
