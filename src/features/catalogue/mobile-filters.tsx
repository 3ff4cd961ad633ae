import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { CATALOGUE_TEXT } from './messages';
import type { CatalogueFilters } from './model';
import classes from './catalogue.module.css';

const FiltersDrawer = lazy(() => import('./filters-drawer'));

/** Below 768 px a floating button opens the filters in a drawer. */
export function MobileFilters({ filters, onApply }: { filters: CatalogueFilters; onApply: (next: CatalogueFilters) => void }) {
  const [opened, setOpened] = useState(false);
  // 0 until first asked for; each opening remounts the drawer with a fresh draft.
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <Button
        className={classes.floatingButton}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpened(true);
        }}
        radius="xl"
        size="md"
      >
        {CATALOGUE_TEXT.filtersButton}
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <FiltersDrawer key={openings} opened={opened} onClose={() => setOpened(false)} filters={filters} onApply={onApply} />
        </Suspense>
      )}
    </>
  );
}
