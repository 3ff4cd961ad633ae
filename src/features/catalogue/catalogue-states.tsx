import { Button, Loader } from '@mantine/core';
import { CATALOGUE_TEXT } from './messages';
import classes from './catalogue.module.css';

export function CatalogueLoading() {
  return (
    <div className={classes.state} role="status">
      <Loader aria-label={CATALOGUE_TEXT.loading} />
    </div>
  );
}

export function CatalogueError({ message }: { message: string }) {
  return (
    <div className={classes.state} role="alert">
      <h2>{CATALOGUE_TEXT.errorHeading}</h2>
      <p>{message}</p>
    </div>
  );
}

/** Nothing on this shelf at all: the spec's empty catalogue. */
export function CatalogueEmpty() {
  return (
    <div className={classes.state}>
      <h2>{CATALOGUE_TEXT.emptyHeading}</h2>
      <p className={classes.hint}>{CATALOGUE_TEXT.emptyHint}</p>
      <p>{CATALOGUE_TEXT.emptyPage}</p>
    </div>
  );
}

/** The shelf has products but the buyer's filters exclude all of them. */
export function CatalogueNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className={classes.state}>
      <h2>{CATALOGUE_TEXT.noMatchHeading}</h2>
      <p className={classes.hint}>{CATALOGUE_TEXT.noMatchHint}</p>
      <Button variant="outline" onClick={onClear}>
        {CATALOGUE_TEXT.clearFilters}
      </Button>
    </div>
  );
}
