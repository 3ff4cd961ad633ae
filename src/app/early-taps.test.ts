import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyTaps, replayEarlyTaps } from './early-taps';

describe('taps made before the page has hydrated', () => {
  afterEach(() => {
    replayEarlyTaps();
    document.body.innerHTML = '';
  });

  it('keeps a tap on a button and taps it again once replayed; links and submit buttons work as they are', () => {
    document.body.innerHTML = `
      <button type="button" id="add"><span>ADD TO CART</span></button>
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

    replayEarlyTaps();
    expect(adds).toHaveBeenCalledTimes(1);
    // Once replayed, taps reach the page as they happen.
    document.getElementById('add')!.click();
    expect(adds).toHaveBeenCalledTimes(2);
  });

  it('replays each tap in order, and none on a control the page has since removed', () => {
    document.body.innerHTML = '<button type="button" id="a">A</button><button type="button" id="b">B</button>';
    captureEarlyTaps();
    const order: string[] = [];
    for (const id of ['a', 'b']) document.getElementById(id)!.addEventListener('click', () => order.push(id));
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    document.getElementById('a')!.click();
    document.getElementById('b')!.remove();
    replayEarlyTaps();
    expect(order).toEqual(['a', 'a']);
  });
});
