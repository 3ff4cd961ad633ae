import { CART_STORAGE_KEY } from '../../lib/cart/cart-model';
import { staticPageHead, type HeadContext } from '../../lib/page-head';

/**
 * Run in the page's head, before its first paint: marks the document when this browser holds a
 * saved cart. The server renders the cart empty (it cannot know this browser's cart), and a
 * visitor with lines in it should see no "Your cart is empty" while the scripts load: the empty
 * state rendered before hydration is hidden under this mark (docs/decisions/201).
 */
const MARK_SAVED_CART = `try{if(JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})).items.length)document.documentElement.dataset.savedCart=''}catch{}`;

/** The cart's `head`: its page description, and the mark of a saved cart. */
export function cartHead(context: HeadContext) {
  const head = staticPageHead('/cart', context);
  return { ...head, scripts: [...head.scripts, { children: MARK_SAVED_CART }] };
}
