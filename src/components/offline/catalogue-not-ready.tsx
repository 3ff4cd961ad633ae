import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { loadProducts, type ProductsState } from '../../lib/use-products';
import { NotSavedOffline } from './not-saved-offline';

/**
 * What a page worked out from the whole catalogue shows until the catalogue is there: a spinner
 * while it loads, the offline notice when no copy is on this device, or the error. Null once
 * the products can be used.
 */
export function catalogueNotReady(
  { loading, unreachable, error }: Pick<ProductsState, 'loading' | 'unreachable' | 'error'>,
  texts: { loading: string; errorHeading: string },
): ReactNode {
  if (loading)
    return (
      <div role="status">
        <Loader aria-label={texts.loading} />
      </div>
    );
  if (unreachable) return <NotSavedOffline onRetry={() => void loadProducts()} />;
  if (error)
    return (
      <div role="alert">
        <h2>{texts.errorHeading}</h2>
        <p>{error}</p>
      </div>
    );
  return null;
}
