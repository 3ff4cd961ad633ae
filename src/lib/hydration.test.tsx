import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { beginHydration, endHydration, useHydrated } from './hydration';

let renders = 0;
function Badge() {
  renders += 1;
  return <span>{useHydrated() ? 'saved cart: 3' : 'no badge'}</span>;
}

describe('useHydrated', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('answers false on the server', () => {
    expect(renderToString(<Badge />)).toBe('<span>no badge</span>');
  });

  it('answers true from the first render of a page the browser renders itself', async () => {
    const container = document.createElement('div');
    renders = 0;
    await act(async () => createRoot(container).render(<Badge />));
    expect(container.textContent).toBe('saved cart: 3');
    expect(renders).toBe(1);
  });

  it("keeps the server's markup through hydration, then shows the browser's value in one render", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Badge />);
    const onRecoverableError = vi.fn();
    renders = 0;

    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Badge />, { onRecoverableError });
    });
    expect(container.textContent).toBe('no badge');
    expect(renders).toBe(1);

    await act(async () => endHydration());
    expect(container.textContent).toBe('saved cart: 3');
    expect(renders).toBe(2);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
