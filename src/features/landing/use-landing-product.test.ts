import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLandingProduct } from './use-landing-product';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('useLandingProduct', () => {
  it('is loading, then holds the product fetched by numeric id', async () => {
    const fetchMock = vi.fn(async (_url: string) => answer(200, { id: 9, sku: 'IL-L1050MS', item_name: 'iLogic MS Plus 1050W' }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useLandingProduct(9));

    expect(result.current).toMatchObject({ product: null, loading: true, error: null, unreachable: false });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.product?.sku).toBe('IL-L1050MS');
    expect(result.current.error).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/products/9');
  });

  it('reports a non-OK answer as "Error: {status}" with no product', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(404, { error: 'Product not found' })));
    const { result } = renderHook(() => useLandingProduct(9));

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ product: null, loading: false, error: 'Error: 404', unreachable: false });
  });

  it('shows loading again, not the previous fixture, when the id changes', async () => {
    let release: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/8')) await new Promise<void>((resolve) => (release = resolve));
        return answer(200, { id: Number(url.split('/').pop()), sku: url.endsWith('/8') ? 'IL-L700MS' : 'IL-L1050MS' });
      }),
    );
    const { result, rerender } = renderHook(({ id }) => useLandingProduct(id), { initialProps: { id: 9 } });
    await waitFor(() => expect(result.current.product?.sku).toBe('IL-L1050MS'));

    rerender({ id: 8 });
    expect(result.current).toMatchObject({ product: null, loading: true, error: null, unreachable: false });
    await waitFor(() => expect(release).toBeDefined());
    release!();
    await waitFor(() => expect(result.current.product?.sku).toBe('IL-L700MS'));
  });

  it('says the product is not on this device when no answer comes, and loads it on retry', async () => {
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useLandingProduct(9));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ product: null, unreachable: true });

    fetchMock.mockImplementation(async () => answer(200, { id: 9, sku: 'IL-L1050MS' }));
    act(() => result.current.retry());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.product?.sku).toBe('IL-L1050MS'));
    expect(result.current.unreachable).toBe(false);
  });
});
