import { Text } from '@mantine/core';
import { DIRECTORY_TEXT, isPlaceholderLink, type RetailerEntry } from '../../content/retailers';
import { initialsOf } from './model';
import classes from './retailers.module.css';

export function RetailerCard({ entry }: { entry: RetailerEntry }) {
  return (
    <li className={classes.card}>
      {entry.image ? (
        <img
          className={classes.logo}
          src={entry.image}
          alt={`${entry.name} logo`}
          width={260}
          height={120}
          loading="lazy"
        />
      ) : (
        <div className={classes.initials} role="img" aria-label={`${entry.name} logo`}>
          {initialsOf(entry.name)}
        </div>
      )}
      <Text fw={700} component="h3" className={classes.cardName}>
        {entry.name}
      </Text>
      <Text size="sm" c="dimmed" className={classes.cardState}>
        {entry.state}
      </Text>
      <StoreLink link={entry.link} name={entry.name} label={DIRECTORY_TEXT.visit} />
    </li>
  );
}

/** A store's website link; a placeholder link renders as a disabled link that goes nowhere. */
export function StoreLink({ link, name, label }: { link: string; name: string; label: string }) {
  if (isPlaceholderLink(link)) {
    return (
      <a className={classes.visit} role="link" aria-disabled="true" title={DIRECTORY_TEXT.unavailable}>
        {label}
      </a>
    );
  }
  return (
    <a
      className={classes.visit}
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label}: ${name} (opens in a new tab)`}
    >
      {label}
    </a>
  );
}
