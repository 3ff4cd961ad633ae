import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lineLimit } from '../../lib/cart/cart-model';
import { useCart } from '../../lib/cart/cart-provider';
import { CartLine } from './cart-line';
import { CART_TEXT } from './messages';
import { OrderSummary } from './order-summary';
import classes from './cart-page.module.css';

export function CartPage() {
  const cart = useCart();
  const { items, totalPrice, updateQuantity, removeItem, clearCart } = cart;

  if (items.length === 0) {
    return (
      <div className={classes.empty}>
        <h1>{CART_TEXT.emptyHeading}</h1>
        <p>{CART_TEXT.emptyBody}</p>
        <Button component={Link} to="/categories">
          {CART_TEXT.continueShopping}
        </Button>
      </div>
    );
  }

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
