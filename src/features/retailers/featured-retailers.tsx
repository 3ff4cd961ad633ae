import { SimpleGrid, Text, Title } from '@mantine/core';
import { USA_PAGE_TEXT, type FeaturedRetailer } from '../../content/retailers';
import { StoreLink } from './retailer-card';
import classes from './retailers.module.css';

/** The Retail Network block: stores that stock the full line. */
export function FeaturedRetailers({ retailers }: { retailers: readonly FeaturedRetailer[] }) {
  return (
    <section aria-labelledby="retail-network-title">
      <Title order={2} id="retail-network-title" className={classes.sectionTitle}>
        {USA_PAGE_TEXT.networkTitle}
      </Title>
      <Text mb="md">{USA_PAGE_TEXT.networkIntro}</Text>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" className={classes.featured}>
        {retailers.map((retailer) => (
          <li key={retailer.id} className={classes.card}>
            <img
              className={classes.logo}
              src={retailer.image}
              alt={`${retailer.name} logo`}
              width={260}
              height={120}
              loading="lazy"
            />
            <Text fw={700} component="h3" className={classes.cardName}>
              {retailer.name}
            </Text>
            <Text size="sm" c="dimmed">
              {retailer.website}
            </Text>
            <StoreLink link={retailer.link} name={retailer.name} label={USA_PAGE_TEXT.visitFeatured} />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
