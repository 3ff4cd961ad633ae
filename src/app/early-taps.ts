/**
 * A page the server rendered shows its buttons before the app's script has taken the page over,
 * and a tap on one of them would do nothing: React answers only the events that reach a root
 * it is hydrating. These two functions keep such taps instead of losing them.
 *
 * `captureEarlyTaps` runs inline in the page's head, before anything can be tapped (vite.config.ts
 * writes its source into index.html), so it is plain JavaScript that reads nothing from outside.
 * Links, forms and the menu work without the app (a link navigates, the header's search is a real
 * form, the menu is a popover the browser opens), so only buttons and the like are kept, and the option chosen in a list (the catalogue's sort): React
 * puts a list it controls back to the option it was rendered with as it hydrates.
 * `replayEarlyTaps` stops the capture and does each kept input again, once the page has hydrated:
 * what the visitor asked for happens then.
 */
declare global {
  interface Window {
    /** Set by `captureEarlyTaps`: stops the capture and hands over the inputs kept so far. */
    verdantEarlyTaps?: () => EarlyInput[];
  }
}

/** A control tapped, or a list and the option chosen in it. */
interface EarlyInput {
  control: Element;
  chosen?: string;
}

export function captureEarlyTaps() {
  const inputs: EarlyInput[] = [];
  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target && target.closest('button:not([type="submit"]), [role="button"], input[type="checkbox"], input[type="radio"]');
    // A button that shows or hides a popover (the menu) works without the app: the browser does it.
    if (!control || control.closest('a[href]') || control.hasAttribute('popovertarget')) return;
    event.preventDefault();
    event.stopPropagation();
    inputs.push({ control });
  };
  // Read at `input`, which comes before `change`: React answers `input` on a part it has not
  // hydrated yet by hydrating it there and then, which puts the list back before `change`.
  const keepChoice = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) inputs.push({ control: event.target, chosen: event.target.value });
  };
  document.addEventListener('click', keep, true);
  document.addEventListener('input', keepChoice, true);
  window.verdantEarlyTaps = () => {
    document.removeEventListener('click', keep, true);
    document.removeEventListener('input', keepChoice, true);
    return inputs.splice(0);
  };
}

/**
 * Stops the capture (when the page has it) and does again every kept input whose control is
 * still on the page, in order, each once the page has taken in the one before: React applies an
 * input's changes in a microtask after it, and the next tap (ADD TO CART after the voltage) must
 * see them. A choice is made again as the browser makes it: the option set, then `change`.
 */
export async function replayEarlyTaps() {
  const kept = window.verdantEarlyTaps?.() ?? [];
  for (const { control, chosen } of kept) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLSelectElement && chosen !== undefined) {
      control.value = chosen;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLElement) control.click();
    await Promise.resolve();
  }
}
