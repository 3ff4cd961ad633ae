import { Button, Drawer } from '@mantine/core';
import { useState } from 'react';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import { FilterPanel } from './filter-panel';
import { CATALOGUE_TEXT } from './messages';
import type { CatalogueFilters } from './model';

interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  filters: CatalogueFilters;
  onApply: (next: CatalogueFilters) => void;
}

/**
 * Choices here are a draft until Apply Filters, so the grid behind does not jump with every tap.
 * Loaded on first open: desktop visitors never need the drawer. Mounted afresh for each opening,
 * so it starts from the filters in force rather than an abandoned draft.
 */
export default function FiltersDrawer({ opened, onClose, filters, onApply }: FiltersDrawerProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  const [draft, setDraft] = useState(filters);
  return (
    <Drawer opened={shown} onClose={onClose} title={CATALOGUE_TEXT.filtersTitle} position="left" size="85%">
      <FilterPanel filters={draft} onChange={setDraft} />
      <Button
        fullWidth
        mt="md"
        onClick={() => {
          onApply(draft);
          onClose();
        }}
      >
        {CATALOGUE_TEXT.applyFilters}
      </Button>
    </Drawer>
  );
}
