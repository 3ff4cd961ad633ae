import { Title } from '@mantine/core';
import { POWERED_BY } from '../../content/home';
import classes from './home.module.css';

export function PoweredBy() {
  return (
    <section className={classes.section} aria-labelledby="powered-by-title">
      <Title order={2} id="powered-by-title" ta="center" mb="md">
        {POWERED_BY.title}
      </Title>
      <ul className={classes.tiles}>
        {POWERED_BY.logos.map((logo) => (
          <li key={logo.name}>
            <img
              className={classes.poweredLogo}
              src={logo.image}
              alt={logo.name}
              width={320}
              height={100}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
