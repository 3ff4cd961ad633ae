import { Button, NativeSelect, Radio, TextInput } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { COUNTRIES, DEFAULT_COUNTRY, regionsOf } from '../../shared/content/regions';
import { useCart } from '../../lib/cart/cart-provider';
import { CheckoutSummary } from './checkout-summary';
import { HowToOrder } from './how-to-order';
import { CHECKOUT_TEXT } from './messages';
import classes from './checkout.module.css';

/**
 * A static order form: it takes no payment and nothing is sent from here. The cart store lives in React
 * context, which a route's beforeLoad cannot read, so the empty-cart redirect happens here.
 */
export function CheckoutPage() {
  const { items, totalPrice } = useCart();
  const [country, setCountry] = useState<string>(DEFAULT_COUNTRY);
  if (items.length === 0) return <Navigate to="/cart" replace />;

  return (
    <div className={classes.page}>
      <h1>{CHECKOUT_TEXT.heading}</h1>
      <HowToOrder />
      <div className={classes.layout}>
        <form className={classes.form} onSubmit={(event) => event.preventDefault()} noValidate>
          <fieldset className={classes.fieldset}>
            <legend>{CHECKOUT_TEXT.contact}</legend>
            <TextInput label={CHECKOUT_TEXT.email} type="email" name="email" autoComplete="email" />
          </fieldset>
          <fieldset className={classes.fieldset}>
            <legend>{CHECKOUT_TEXT.delivery}</legend>
            <NativeSelect
              label={CHECKOUT_TEXT.country}
              name="country"
              data={[...COUNTRIES]}
              value={country}
              onChange={(event) => setCountry(event.currentTarget.value)}
            />
            <div className={classes.row}>
              <TextInput label={CHECKOUT_TEXT.firstName} name="given-name" autoComplete="given-name" />
              <TextInput label={CHECKOUT_TEXT.lastName} name="family-name" autoComplete="family-name" />
            </div>
            <TextInput label={CHECKOUT_TEXT.company} name="organization" autoComplete="organization" />
            <TextInput label={CHECKOUT_TEXT.address} name="address" autoComplete="street-address" />
            <div className={classes.row}>
              <TextInput label={CHECKOUT_TEXT.city} name="city" autoComplete="address-level2" />
              <NativeSelect
                key={country}
                label={CHECKOUT_TEXT.region}
                name="region"
                data={[{ value: '', label: '' }, ...regionsOf(country).map((region) => ({ value: region.code, label: region.name }))]}
              />
              <TextInput label={CHECKOUT_TEXT.postalCode} name="postal-code" autoComplete="postal-code" />
            </div>
            <TextInput label={CHECKOUT_TEXT.phone} type="tel" name="phone" autoComplete="tel" />
          </fieldset>
          <fieldset className={classes.fieldset}>
            <legend>{CHECKOUT_TEXT.shippingMethod}</legend>
            <Radio name="shipping" value="freight" defaultChecked label={CHECKOUT_TEXT.freight} description={CHECKOUT_TEXT.freightNote} />
          </fieldset>
          <fieldset className={classes.fieldset}>
            <legend>{CHECKOUT_TEXT.payment}</legend>
            <p>{CHECKOUT_TEXT.acceptedPayments}</p>
            {/* Payment is arranged by a sales representative; the notice above says how. */}
            <Button type="button" size="md" fullWidth aria-describedby="how-to-order">
              {CHECKOUT_TEXT.payNow}
            </Button>
          </fieldset>
        </form>
        <CheckoutSummary items={items} subtotal={totalPrice} />
      </div>
    </div>
  );
}
