import { formatPrice } from '../../lib/format';
import type { Suggestion } from './model';
import { ProductThumb } from './product-thumb';
import classes from './suggestion-content.module.css';

/** Name, SKU, category, price and photo of one match: the same in the header list and the results page. */
export function SuggestionContent({ suggestion, imageSize }: { suggestion: Suggestion; imageSize: number }) {
  return (
    <>
      <ProductThumb src={suggestion.image} size={imageSize} />
      <span className={classes.text}>
        <span className={classes.name}>{suggestion.name}</span>
        <span className={classes.meta}>
          <span className={classes.sku}>{suggestion.sku}</span>
          {suggestion.category && <span className={classes.category}>{suggestion.category}</span>}
        </span>
      </span>
      <span className={classes.price}>{formatPrice(suggestion.price)}</span>
    </>
  );
}
