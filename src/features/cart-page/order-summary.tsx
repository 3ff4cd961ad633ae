import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatPrice } from '../../lib/format';
import { CART_TEXT } from './messages';
import classes from './cart-page.module.css';

export function OrderSummary({ subtotal }: { subtotal: number }) {
  return (
    <aside className={classes.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading">{CART_TEXT.summary}</h2>
      <dl className={classes.totals}>
        <div>
          <dt>{CART_TEXT.subtotal}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div>
          <dt>{CART_TEXT.shipping}</dt>
          <dd>{formatPrice(0)}</dd>
        </div>
        <div>
          <dt>{CART_TEXT.taxes}</dt>
          <dd>{formatPrice(0)}</dd>
        </div>
      </dl>
      <p className={classes.note}>{CART_TEXT.calculatedNote}</p>
      <Button component={Link} to="/checkout" fullWidth size="md">
        {CART_TEXT.checkout}
      </Button>
    </aside>
  );
}
