import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureEarlyTaps, replayEarlyTaps, replayHydratedTaps } from './early-taps';

/** A voltage to choose, then ADD TO CART, which adds the chosen one. */
function BuyPanel({ onAdd }: { onAdd: (voltage: string) => void }) {
  const [voltage, setVoltage] = useState('120V');
  return (
    <>
      <button type="button" onClick={() => setVoltage('277V')}>
        277V
      </button>
      <button type="button" onClick={() => onAdd(voltage)}>
        ADD TO CART
      </button>
    </>
  );
}

describe('taps made before the page has hydrated', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    await replayEarlyTaps();
    document.body.innerHTML = '';
  });

  it('keeps a tap on a button and taps it again once replayed; links, submit buttons and the menu work as they are', async () => {
    document.body.innerHTML = `
      <button type="button" id="add"><span>ADD TO CART</span></button>
      <button type="button" id="menu" popovertarget="site-menu">Open menu</button>
      <a href="#details" id="link"><button type="button" id="inside-link">More</button></a>
      <form><button type="submit" id="send">Search</button></form>`;
    captureEarlyTaps();
    const adds = vi.fn();
    const submits = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('add')!.addEventListener('click', adds);
    document.querySelector('form')!.addEventListener('submit', submits);

    // The tap lands on the label inside the button, as a finger does.
    const kept = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#add span')!.dispatchEvent(kept);
    expect(kept.defaultPrevented).toBe(true);
    expect(adds).not.toHaveBeenCalled();

    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('inside-link')!.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);
    document.getElementById('send')!.click();
    expect(submits).toHaveBeenCalledTimes(1);
    // The browser opens the menu itself: tapping it again later would close it.
    const opened = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('menu')!.dispatchEvent(opened);
    expect(opened.defaultPrevented).toBe(false);

    await replayEarlyTaps();
    expect(adds).toHaveBeenCalledTimes(1);
    // Once replayed, taps reach the page as they happen.
    document.getElementById('add')!.click();
    expect(adds).toHaveBeenCalledTimes(2);
  });

  it('replays each tap in order, and none on a control the page has since removed', async () => {
    document.body.innerHTML = '<button type="button" id="a">A</button><button type="button" id="b">B</button>';
    captureEarlyTaps();
    const order: string[] = [];
    for (const id of ['a', 'b']) document.getElementById(id)!.addEventListener('click', () => order.push(id));
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    document.getElementById('a')!.click();
    document.getElementById('b')!.remove();
    await replayEarlyTaps();
    expect(order).toEqual(['a', 'a']);
  });

  it('keeps the option chosen in a list, which hydration puts back, and chooses it again once replayed', async () => {
    document.body.innerHTML = `
      <label for="sort">Sort by</label>
      <select id="sort"><option value="price-desc" selected>Price: High to Low</option><option value="price-asc">Price: Low to High</option></select>`;
    captureEarlyTaps();
    const sort = document.querySelector('select')!;
    sort.value = 'price-asc';
    sort.dispatchEvent(new Event('input', { bubbles: true }));
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // The page takes the list over with the option it was rendered with, then listens.
    sort.value = 'price-desc';
    const chosen: string[] = [];
    sort.addEventListener('change', () => chosen.push(sort.value));

    await replayEarlyTaps();
    expect(sort.value).toBe('price-asc');
    expect(chosen).toEqual(['price-asc']);
  });

  it('replays each tap once the page has taken in the one before', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const added: string[] = [];
    await act(async () => createRoot(container).render(<BuyPanel onAdd={(voltage) => added.push(voltage)} />));
    captureEarlyTaps();
    for (const name of ['277V', 'ADD TO CART']) [...container.querySelectorAll('button')].find((button) => button.textContent === name)!.click();
    expect(added).toEqual([]);
    await replayEarlyTaps();
    expect(added).toEqual(['277V']);
  });

  it('replays at once the taps that reach their control, and leaves one stopped on its way, and all after it, for the idle moment', async () => {
    document.body.innerHTML = `
      <div id="root">
        <button type="button" id="voltage">277V</button>
        <section id="details"><button type="button" id="compare">Compare</button></section>
        <button type="button" id="add">ADD TO CART</button>
      </div>`;
    captureEarlyTaps();
    const order: string[] = [];
    for (const id of ['voltage', 'compare', 'add']) document.getElementById(id)!.addEventListener('click', () => order.push(id));
    for (const id of ['voltage', 'compare', 'add']) document.getElementById(id)!.click();
    expect(order).toEqual([]);

    // As React does with a tap on a part it cannot hydrate yet: stopped at the root, on its way down.
    const notYetHydrated = (event: Event) => {
      if ((event.target as Element).closest('#details')) event.stopPropagation();
    };
    const root = document.getElementById('root')!;
    root.addEventListener('click', notYetHydrated, true);
    await replayHydratedTaps();
    expect(order).toEqual(['voltage']);

    root.removeEventListener('click', notYetHydrated, true);
    await replayEarlyTaps();
    expect(order).toEqual(['voltage', 'compare', 'add']);
  });

  it('leaves a tick box for the idle moment: a tap that did not take would be undone by a second', async () => {
    document.body.innerHTML = '<input type="checkbox" id="notify"><button type="button" id="add">ADD TO CART</button>';
    captureEarlyTaps();
    const box = document.querySelector<HTMLInputElement>('#notify')!;
    const adds = vi.fn();
    document.getElementById('add')!.addEventListener('click', adds);
    box.click();
    document.getElementById('add')!.click();
    expect(box.checked).toBe(false);

    await replayHydratedTaps();
    expect(box.checked).toBe(false);
    expect(adds).not.toHaveBeenCalled();
    await replayEarlyTaps();
    expect(box.checked).toBe(true);
    expect(adds).toHaveBeenCalledTimes(1);
  });
});
