import { Button, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ADD_TO_CART_FAILED, ADDED_TO_CART, toCartProduct } from '../../lib/cart/cart-product';
import { AddedConfirmation, useAddedConfirmation } from '../../components/product/added-confirmation';
import CompareToggle from '../../components/product/compare-toggle';
import { QuantityStepper } from '../../components/product/quantity-stepper';
import { useCart } from '../../lib/cart/cart-provider';
import { formatPrice } from '../../lib/format';
import { productPrice, stockOf, type Product } from '../../shared/product';
import { DETAIL_ADDED_MS, PRODUCT_TEXT } from './messages';
import { clampQuantity, defaultVoltage, isPowered, stockNotice, voltageOptions } from './model';
import { OutOfStock } from './out-of-stock';
import { LandingPageLink } from '../../components/product/landing-page-link';
import classes from './product.module.css';

export function BuyPanel({ product }: { product: Product }) {
  const navigate = useNavigate();
  const addItem = useCart((cart) => cart.addItem);
  const stock = stockOf(product);
  const options = voltageOptions(product);
  const [voltage, setVoltage] = useState(() => defaultVoltage(options));
  const [quantity, setQuantity] = useState(1);
  const added = useAddedConfirmation(DETAIL_ADDED_MS, true);
  const [failed, setFailed] = useState(false);

  const chosen = options.find((option) => option.label === voltage);
  const line = () => toCartProduct(product, chosen ? { voltage: chosen.label, watts: chosen.watts } : {});
  const add = () => {
    const ok = addItem(line(), quantity);
    setFailed(!ok);
    return ok;
  };

  const addToCart = () => {
    if (add()) added.confirm();
  };

  const buyNow = () => {
    if (add()) void navigate({ to: '/checkout' });
  };

  const notice = stockNotice(stock, quantity);

  return (
    <section className={classes.buyPanel} aria-labelledby="product-title">
      <h1 id="product-title" className={classes.title}>
        {product.item_name}
      </h1>
      <p className={classes.price}>{formatPrice(productPrice(product))}</p>

      {options.length > 1 && (
        <div className={classes.voltages} role="group" aria-label={PRODUCT_TEXT.voltage}>
          {options.map((option) => (
            <UnstyledButton
              key={option.label}
              className={classes.voltage}
              aria-pressed={option.label === voltage}
              data-active={option.label === voltage || undefined}
              onClick={() => setVoltage(option.label)}
            >
              {option.label}
            </UnstyledButton>
          ))}
        </div>
      )}

      <dl className={classes.facts}>
        <dt>{PRODUCT_TEXT.sku}</dt>
        <dd>{product.sku}</dd>
        {product.voltage_range && (
          <>
            <dt>{PRODUCT_TEXT.voltageRange}</dt>
            <dd>{product.voltage_range}</dd>
          </>
        )}
      </dl>
      {product.short_description && <p>{product.short_description}</p>}
      {product.important_notes && <p className={classes.notes}>{product.important_notes}</p>}

      {stock <= 0 ? (
        <OutOfStock productName={product.item_name} />
      ) : (
        <>
          <div className={classes.quantityRow}>
            <span>{PRODUCT_TEXT.quantity}</span>
            <QuantityStepper
              value={quantity}
              min={1}
              max={stock}
              label={product.item_name}
              onChange={(next) => setQuantity(clampQuantity(next, stock))}
            />
          </div>
          {notice && (
            <p className={classes.stockNotice} role="status">
              {notice}
            </p>
          )}
          <div className={classes.buyButtons}>
            <Button size="md" onClick={buyNow}>
              {PRODUCT_TEXT.buyNow}
            </Button>
            <Button size="md" variant="outline" onClick={addToCart} disabled={added.locked}>
              {added.labelled ? PRODUCT_TEXT.added : PRODUCT_TEXT.addToCart}
            </Button>
          </div>
          <AddedConfirmation shown={added.confirmed} text={ADDED_TO_CART} visible />
          {failed && (
            <p className={classes.error} role="alert">
              {ADD_TO_CART_FAILED}
            </p>
          )}
          {/* Only what can be bought ships: an out-of-stock product says when it is back instead. */}
          <p className={classes.leadTime}>{PRODUCT_TEXT.leadTime}</p>
        </>
      )}
      <LandingPageLink product={product} />
      <CompareToggle sku={product.sku} />
      {/* Only a light with a stated output can be planned with. */}
      {isPowered(product) && !!product.ppf && (
        <Link to="/planner" search={{ sku: product.sku }} className={classes.planLink}>
          {PRODUCT_TEXT.planRoom}
        </Link>
      )}
    </section>
  );
}
