import '@testing-library/jest-dom/vitest';
// Every submission passes through the outbox in IndexedDB, which jsdom does not have.
import 'fake-indexeddb/auto';

// Mantine reads these browser APIs, which jsdom does not implement.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
