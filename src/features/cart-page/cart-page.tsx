import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useHydrated } from '../../lib/hydration';
import { lineLimit } from '../../lib/cart/cart-model';
import { useCart } from '../../lib/cart/cart-provider';
import { CartLine } from './cart-line';
import { CART_TEXT } from './messages';
import { OrderSummary } from './order-summary';
import classes from './cart-page.module.css';

/**
 * The empty state. Rendered by the server, which cannot know this browser's cart, it is kept
 * until hydration and hidden meanwhile from a visitor whose browser holds a saved cart (see
 * page-head.ts): an empty cart paints from the HTML alone, a full one never claims to be empty.
 */
function EmptyCart({ beforeHydration }: { beforeHydration: boolean }) {
  return (
    <div className={classes.empty} data-before-hydration={beforeHydration || undefined}>
      <h1>{CART_TEXT.emptyHeading}</h1>
      <p>{CART_TEXT.emptyBody}</p>
      <Button component={Link} to="/categories">
        {CART_TEXT.continueShopping}
      </Button>
    </div>
  );
}

export function CartPage() {
  const cart = useCart();
  const hydrated = useHydrated();
  const { items, totalPrice, updateQuantity, removeItem, clearCart } = cart;

  if (!hydrated || items.length === 0) return <EmptyCart beforeHydration={!hydrated} />;

  return (
    <div className={classes.page}>
      <div className={classes.header}>
        <h1>{CART_TEXT.heading}</h1>
        <Button variant="outline" color="red" onClick={clearCart}>
          {CART_TEXT.clearCart}
        </Button>
      </div>
      <div className={classes.layout}>
        <ul className={classes.lines}>
          {items.map((item) => (
            <CartLine
              key={`${item.id}@${item.voltage ?? ''}`}
              item={item}
              limit={lineLimit(cart, item)}
              onQuantity={(quantity) => updateQuantity(item.id, Math.max(1, quantity), item.voltage)}
              onRemove={() => removeItem(item.id, item.voltage)}
            />
          ))}
        </ul>
        <OrderSummary subtotal={totalPrice} />
      </div>
    </div>
  );
}
