import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { searchIndexOf, searchProducts } from '../../lib/product-search';
import { useProducts } from '../../lib/use-products';
import { MAX_INTERESTS } from '../../shared/schemas/booth';
import type { Product } from '../../shared/product';
import { BOOTH_TEXT } from './texts';
import classes from './booth.module.css';

/** A product as the staff read it in the inbox, the export and the mail. */
export const interestOf = (product: Pick<Product, 'item_name' | 'sku'>) => `${product.item_name} (${product.sku})`;

/** The most search results offered at once: a tablet screen shows them without scrolling. */
const RESULTS = 6;

/**
 * Product interest: the products opened on this tablet with this visitor, ticked in one tap, and
 * a search over the catalogue already on the device (it works offline) for any other.
 */
export function InterestPicker({ viewed }: { viewed: readonly string[] }) {
  const { field } = useController<{ interests: string[] }, 'interests'>({ name: 'interests' });
  const chosen = field.value;
  const { products } = useProducts();
  const [query, setQuery] = useState('');
  const bySku = new Map(products.map((product) => [product.sku, product]));
  const viewedOptions = viewed.map((sku) => bySku.get(sku)).filter((product): product is Product => product !== undefined).map(interestOf);
  const words = query.trim().toLowerCase();
  const results = searchProducts(searchIndexOf(products), query, RESULTS)
    .map(interestOf)
    .filter((option) => !viewedOptions.includes(option));
  const others = chosen.filter((option) => !viewedOptions.includes(option) && !results.includes(option));
  const toggle = (option: string) =>
    field.onChange(chosen.includes(option) ? chosen.filter((picked) => picked !== option) : chosen.length < MAX_INTERESTS ? [...chosen, option] : chosen);
  const box = (option: string) => <Checkbox key={option} label={option} checked={chosen.includes(option)} onChange={() => toggle(option)} size="md" />;

  return (
    <fieldset className={classes.plainFieldset}>
      <legend>
        <Text fw={500}>{BOOTH_TEXT.interestsLabel}</Text>
      </legend>
      <Stack gap="xs">
        {viewedOptions.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {BOOTH_TEXT.viewedLabel}
            </Text>
            {viewedOptions.map(box)}
          </>
        )}
        {others.map(box)}
        <TextInput
          label={BOOTH_TEXT.searchLabel}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        {results.map(box)}
        {words && results.length === 0 && viewedOptions.every((option) => !option.toLowerCase().includes(words)) && (
          <Text size="sm" c="dimmed">
            {BOOTH_TEXT.noMatch}
          </Text>
        )}
      </Stack>
    </fieldset>
  );
}
