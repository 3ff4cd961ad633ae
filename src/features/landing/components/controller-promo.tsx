import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LANDING_COPY } from '../../../shared/content/landing';
import classes from './landing.module.css';

const { controller } = LANDING_COPY;

/** The separately sold Plus Controller; BUY NOW opens its product page, VIEW NOW the range (decision 072). */
export function ControllerPromo() {
  return (
    <section className={classes.promo} aria-labelledby="controller-promo">
      <img className={classes.promoImage} src={controller.image} alt="" width={640} height={400} loading="lazy" />
      <div>
        <Title order={2} id="controller-promo" mb="sm">
          {controller.title}
        </Title>
        <Text mb="lg">{controller.text}</Text>
        <Group>
          <Button renderRoot={(props) => <Link {...props} to="/product/$sku" params={{ sku: controller.sku }} />}>
            {controller.buy}
          </Button>
          <Button variant="outline" renderRoot={(props) => <Link {...props} to="/controllers" />}>
            {controller.view}
          </Button>
        </Group>
      </div>
    </section>
  );
}
