import { ALL_PRODUCTS_LABEL, CATEGORIES, CORD_TYPES } from '../../shared/content/categories';
import { FilterSection, OptionButton } from './filter-section';
import { CATALOGUE_TEXT } from './messages';
import {
  maxPriceOf,
  minPriceOf,
  selectCategory,
  selectSub,
  selectVoltage,
  selectWatts,
  setMaxPrice,
  setMinPrice,
  VOLTAGE_RANGES,
  WATT_BANDS,
  type CatalogueFilters,
} from './model';
import { PriceRange } from './price-range';
import classes from './catalogue.module.css';

interface FilterPanelProps {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
}

/** The same filters in the desktop sidebar and the mobile drawer. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  return (
    <div className={classes.panel}>
      <nav aria-label={CATALOGUE_TEXT.categoriesHeading} className={classes.categories}>
        <h2 className={classes.panelHeading}>{CATALOGUE_TEXT.categoriesHeading}</h2>
        <OptionButton active={!filters.category} onClick={() => onChange(selectCategory(filters, undefined))}>
          {ALL_PRODUCTS_LABEL}
        </OptionButton>
        {CATEGORIES.map((category) => (
          <OptionButton
            key={category.slug}
            active={filters.category === category.slug}
            onClick={() => onChange(selectCategory(filters, category.slug))}
          >
            {category.name}
          </OptionButton>
        ))}
      </nav>

      {filters.category === 'cords-accessories' && (
        <FilterSection title={CATALOGUE_TEXT.subcategoriesHeading}>
          {CORD_TYPES.map((cord) => (
            <OptionButton key={cord.value} active={filters.sub === cord.value} onClick={() => onChange(selectSub(filters, cord.value))}>
              {cord.label}
            </OptionButton>
          ))}
        </FilterSection>
      )}

      <FilterSection title={CATALOGUE_TEXT.wattsHeading}>
        <div className={classes.chips}>
          {WATT_BANDS.map((band) => (
            <OptionButton key={band.value} active={filters.watts === band.value} onClick={() => onChange(selectWatts(filters, band.value))}>
              {band.label}
            </OptionButton>
          ))}
        </div>
      </FilterSection>

      <FilterSection title={CATALOGUE_TEXT.voltageHeading}>
        {VOLTAGE_RANGES.map((range) => (
          <OptionButton key={range} active={filters.voltage === range} onClick={() => onChange(selectVoltage(filters, range))}>
            {range}
          </OptionButton>
        ))}
      </FilterSection>

      <FilterSection title={CATALOGUE_TEXT.priceHeading}>
        <PriceRange
          min={minPriceOf(filters)}
          max={maxPriceOf(filters)}
          onMinChange={(value) => onChange(setMinPrice(filters, value))}
          onMaxChange={(value) => onChange(setMaxPrice(filters, value))}
        />
      </FilterSection>
    </div>
  );
}
