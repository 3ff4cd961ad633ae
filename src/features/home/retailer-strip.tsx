import { Link } from '@tanstack/react-router';
import { Title } from '@mantine/core';
import { HOME_RETAILER_STRIP } from '../../content/home';
import { HOME_RETAILER_TILES, isPlaceholderLink, type FeaturedRetailer } from '../../content/retailers';
import classes from './home.module.css';

function Tile({ retailer }: { retailer: FeaturedRetailer }) {
  const logo = <img src={retailer.image} alt={`${retailer.name} logo`} width={260} height={120} />;
  if (isPlaceholderLink(retailer.link)) {
    return (
      <a
        className={classes.tile}
        role="link"
        aria-disabled="true"
        onClick={() => console.info(HOME_RETAILER_STRIP.notAvailable(retailer.name))}
      >
        {logo}
      </a>
    );
  }
  return (
    <a className={classes.tile} href={retailer.link} target="_blank" rel="noopener noreferrer">
      {logo}
    </a>
  );
}

export function RetailerStrip() {
  return (
    <section className={classes.section} aria-labelledby="retailer-strip-title">
      <Title order={2} id="retailer-strip-title" ta="center" mb="md">
        {HOME_RETAILER_STRIP.title}
      </Title>
      <ul className={classes.tiles}>
        {HOME_RETAILER_TILES.map((retailer) => (
          <li key={retailer.id}>
            <Tile retailer={retailer} />
          </li>
        ))}
      </ul>
      <Link className={classes.cta} to="/usa-retailers">
        {HOME_RETAILER_STRIP.viewAll}
      </Link>
    </section>
  );
}
