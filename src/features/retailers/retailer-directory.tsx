import { useMemo, useState } from 'react';
import { Button, SimpleGrid, Text, Title } from '@mantine/core';
import { DIRECTORY_TEXT, type RetailerEntry } from '../../content/retailers';
import { LETTERS, enabledLetters, filterByLetter, toggleLetter } from './model';
import { RetailerCard } from './retailer-card';
import classes from './retailers.module.css';

export interface RetailerDirectoryProps {
  entries: readonly RetailerEntry[];
  title?: string;
  /** Starts filtered on this letter (used to reach the empty state of a letter without stores). */
  initialLetter?: string | null;
}

/** The A–Z directory shared by the US and Canadian retailer pages. */
export function RetailerDirectory({
  entries,
  title = DIRECTORY_TEXT.title,
  initialLetter = null,
}: RetailerDirectoryProps) {
  const [letter, setLetter] = useState<string | null>(initialLetter);
  const enabled = useMemo(() => enabledLetters(entries), [entries]);
  const shown = useMemo(() => filterByLetter(entries, letter), [entries, letter]);

  return (
    <section className={classes.directory} aria-labelledby="retailer-directory-title">
      <Title order={2} id="retailer-directory-title" className={classes.sectionTitle}>
        {title}
      </Title>
      <div className={classes.letters} role="group" aria-label={DIRECTORY_TEXT.lettersLabel}>
        {LETTERS.map((item) => (
          <button
            key={item}
            type="button"
            className={classes.letter}
            disabled={!enabled.has(item)}
            aria-pressed={letter === item}
            onClick={() => setLetter((current) => toggleLetter(current, item))}
          >
            {item}
          </button>
        ))}
      </div>
      <div className={classes.directoryStatus}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {DIRECTORY_TEXT.count(shown.length, entries.length)}
        </Text>
        {letter !== null && (
          <Button variant="light" size="xs" onClick={() => setLetter(null)}>
            {DIRECTORY_TEXT.showAll}
          </Button>
        )}
      </div>
      {shown.length === 0 && letter !== null ? (
        <div className={classes.empty}>
          <Text>{DIRECTORY_TEXT.noMatch(letter)}</Text>
          <Button variant="outline" onClick={() => setLetter(null)}>
            {DIRECTORY_TEXT.viewAll}
          </Button>
        </div>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" className={classes.cards}>
          {shown.map((entry) => (
            <RetailerCard key={entry.id} entry={entry} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
