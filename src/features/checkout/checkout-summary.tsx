import { Button, TextInput } from '@mantine/core';
import { PLACEHOLDER_IMAGE } from '../../components/product/placeholder-image';
import type { CartItem } from '../../lib/cart/cart-model';
import { formatPrice } from '../../lib/format';
import { CHECKOUT_TEXT } from './messages';
import classes from './checkout.module.css';

/** Lines, a discount code box and the total, which equals the subtotal: freight is quoted with the order. */
export function CheckoutSummary({ items, subtotal }: { items: CartItem[]; subtotal: number }) {
  return (
    <aside className={classes.summary} aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">{CHECKOUT_TEXT.summary}</h2>
      <ul className={classes.items}>
        {items.map((item) => (
          <li key={item.id}>
            <img src={item.image || PLACEHOLDER_IMAGE} alt="" width={56} height={56} />
            <span className={classes.itemName}>
              {item.name}
              <small>{CHECKOUT_TEXT.quantity(item.quantity)}</small>
            </span>
            <span>{formatPrice((Number(item.price) || 0) * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <div className={classes.discount}>
        <TextInput label={CHECKOUT_TEXT.discountCode} description={CHECKOUT_TEXT.discountNote} name="discount" autoComplete="off" />
        <Button variant="default" type="button">
          {CHECKOUT_TEXT.applyDiscount}
        </Button>
      </div>
      <dl className={classes.totals}>
        <div>
          <dt>{CHECKOUT_TEXT.subtotal}</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div className={classes.total}>
          <dt>{CHECKOUT_TEXT.total}</dt>
          <dd data-testid="checkout-total">{formatPrice(subtotal)}</dd>
        </div>
      </dl>
    </aside>
  );
}
