import { useEffect, useState } from 'react';
import { fetchProduct } from '../../lib/api';
import { messageOf } from '../../lib/errors';
import type { LandingProduct } from './model';

export interface LandingProductState {
  product: LandingProduct | null;
  loading: boolean;
  error: string | null;
}

const LOADING: LandingProductState = { product: null, loading: true, error: null };

/** Loads one catalogue product by numeric id: data, a loading flag and an error (03 §7). */
export function useLandingProduct(productId: number): LandingProductState {
  const [state, setState] = useState<{ id: number; value: LandingProductState }>({ id: productId, value: LOADING });

  useEffect(() => {
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
  }, [productId]);

  // Moving between two landing pages must not show the previous fixture while the next loads.
  return state.id === productId ? state.value : LOADING;
}
