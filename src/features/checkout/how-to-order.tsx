import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FIND_A_RETAILER } from '../../content/navigation';
import { SITE } from '../../shared/content/site';
import { CHECKOUT_TEXT } from './messages';
import classes from './checkout.module.css';

/** The page takes no payment; this says plainly how a buyer does complete the order. */
export function HowToOrder() {
  return (
    <Alert id="how-to-order" title={CHECKOUT_TEXT.howToOrderTitle} color="blue" variant="light">
      <p className={classes.alertText}>{CHECKOUT_TEXT.howToOrder}</p>
      <div className={classes.contactLinks}>
        <Anchor href={SITE.phoneHref}>{CHECKOUT_TEXT.callSales}</Anchor>
        <Anchor href={`mailto:${SITE.salesEmail}`}>{CHECKOUT_TEXT.emailSales}</Anchor>
        <Anchor component={Link} {...FIND_A_RETAILER}>
          {CHECKOUT_TEXT.findRetailer}
        </Anchor>
      </div>
    </Alert>
  );
}
