/**
 * A page the server rendered shows its buttons before the app's script has taken the page over,
 * and a tap on one of them would do nothing: React answers only the events that reach a root
 * it is hydrating. These functions keep such taps instead of losing them.
 *
 * `captureEarlyTaps` runs inline in the page's head, before anything can be tapped (vite.config.ts
 * writes its source into index.html), so it is plain JavaScript that reads nothing from outside.
 * Links, forms and the menu work without the app (a link navigates, the header's search is a real
 * form, the menu is a popover the browser opens), so only buttons and the like are kept, and the
 * option chosen in a list (the catalogue's sort): React puts a list it controls back to the
 * option it was rendered with as it hydrates.
 *
 * Kept inputs are done again in two rounds. `replayHydratedTaps` runs as soon as the page's root
 * has hydrated: React hydrates the rest of the page (its Suspense boundaries) in passes after
 * that, and a tap on a part it cannot hydrate on the spot (a lazy piece never rendered yet) is
 * dropped, stopped on its way down before it reaches the control. So each kept tap is done again
 * only while the ones before it reached their control; the first that did not, and every input
 * after it, wait for `replayEarlyTaps`, which stops the capture once the browser is first idle,
 * when every pass is done, and does the rest.
 */
declare global {
  interface Window {
    /** Set by `captureEarlyTaps`: hands over the inputs kept so far, and lets replayed ones through. */
    verdantEarlyTaps?: EarlyTapCapture;
  }
}

/** A control tapped, or a list and the option chosen in it. */
interface EarlyInput {
  control: Element;
  chosen?: string;
}

interface EarlyTapCapture {
  /** The inputs kept so far; the capture goes on. */
  take: () => EarlyInput[];
  /** Stops the capture and hands over what it kept since the last `take`. */
  stop: () => EarlyInput[];
  /** Runs `replay` with the capture standing aside, so that the input it makes reaches the page. */
  pass: (replay: () => void) => void;
}

export function captureEarlyTaps() {
  const inputs: EarlyInput[] = [];
  let passing = false;
  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target && target.closest('button:not([type="submit"]), [role="button"], input[type="checkbox"], input[type="radio"]');
    // A button that shows or hides a popover (the menu) works without the app: the browser does it.
    if (passing || !control || control.closest('a[href]') || control.hasAttribute('popovertarget')) return;
    event.preventDefault();
    event.stopPropagation();
    inputs.push({ control });
  };
  // Read at `input`, which comes before `change`: React answers `input` on a part it has not
  // hydrated yet by hydrating it there and then, which puts the list back before `change`.
  const keepChoice = (event: Event) => {
    if (!passing && event.target instanceof HTMLSelectElement) inputs.push({ control: event.target, chosen: event.target.value });
  };
  document.addEventListener('click', keep, true);
  document.addEventListener('input', keepChoice, true);
  window.verdantEarlyTaps = {
    take: () => inputs.splice(0),
    stop: () => {
      document.removeEventListener('click', keep, true);
      document.removeEventListener('input', keepChoice, true);
      return inputs.splice(0);
    },
    pass: (replay) => {
      passing = true;
      try {
        replay();
      } finally {
        passing = false;
      }
    },
  };
}

/** Inputs the first round left for the second, in the order they were made. */
const waiting: EarlyInput[] = [];

/**
 * Does one kept input again, as the browser makes it (a tap, or the option set then `change`),
 * and tells whether it reached its control: React stops an input on a part it cannot hydrate yet
 * before it gets there.
 */
function replay({ control, chosen }: EarlyInput): boolean {
  const isChoice = control instanceof HTMLSelectElement && chosen !== undefined;
  let reached = false;
  const arrived = () => (reached = true);
  control.addEventListener(isChoice ? 'change' : 'click', arrived, { capture: true, once: true });
  const dispatch = () => {
    if (isChoice) {
      control.value = chosen;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLElement) control.click();
  };
  if (window.verdantEarlyTaps) window.verdantEarlyTaps.pass(dispatch);
  else dispatch();
  control.removeEventListener(isChoice ? 'change' : 'click', arrived, { capture: true });
  return reached;
}

/**
 * The first round, as soon as the page's root has hydrated: does again each kept input whose
 * control is still on the page, in order, each once the page has taken in the one before (React
 * applies an input's changes in a microtask after it, and the next tap, ADD TO CART after the
 * voltage, must see them). It stops at the first that did not reach its control, or that a second
 * try would undo (a tick box ticked twice is unticked), and leaves it and the rest for the second.
 */
export async function replayHydratedTaps() {
  const kept = window.verdantEarlyTaps?.take() ?? [];
  while (kept.length > 0) {
    const input = kept.shift()!;
    if (!input.control.isConnected) continue;
    if (input.control instanceof HTMLInputElement || !replay(input)) {
      waiting.push(input, ...kept);
      return;
    }
    await Promise.resolve();
  }
}

/**
 * The second round, once the browser is first idle and every part of the page has hydrated: stops
 * the capture and does again what the first round left and every input kept since, in order.
 */
export async function replayEarlyTaps() {
  const kept = [...waiting.splice(0), ...(window.verdantEarlyTaps?.stop() ?? [])];
  for (const input of kept) {
    if (!input.control.isConnected) continue;
    replay(input);
    await Promise.resolve();
  }
}
