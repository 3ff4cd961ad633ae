/** Catalogue texts: headings, filters, sorting and the empty and failed states. */
export const CATALOGUE_TEXT = {
  errorHeading: 'Error loading products',
  emptyHeading: 'No products available',
  emptyHint: 'Only items with 2 or more units in stock are shown.',
  emptyPage:
    'No products available at this moment. Please check back later or contact us for more information',
  noMatchHeading: 'No products match these filters',
  noMatchHint: 'Try another wattage, voltage or price range, or clear the filters to see the whole category.',
  clearFilters: 'Clear filters',
  loading: 'Loading products',
  filtersButton: 'Filters',
  applyFilters: 'Apply Filters',
  filtersTitle: 'Filters',
  categoriesHeading: 'Categories',
  subcategoriesHeading: 'Subcategories',
  wattsHeading: 'Watts',
  voltageHeading: 'Voltage',
  priceHeading: 'Price',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  sortLabel: 'Sort by',
  sortHighLow: 'Price: High to Low',
  sortLowHigh: 'Price: Low to High',
} as const;

export const resultCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;
