import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { catalogueNotReady } from '../../components/offline/catalogue-not-ready';
import { compareList } from '../../lib/compare/compare-store';
import { useProducts } from '../../lib/use-products';
import { chosenProducts, compareRows } from './model';
import { COMPARE_TEXT as T } from './texts';
import hidden from '../../components/visually-hidden.module.css';
import classes from './compare.module.css';

interface ComparePageProps {
  skus: readonly string[];
  /** The list after a product is taken out, for the address to follow. */
  onChange: (skus: readonly string[]) => void;
}

/** The chosen products' specifications side by side, from the catalogue already on the device. */
export function ComparePage({ skus, onChange }: ComparePageProps) {
  return (
    <div className={classes.page}>
      <h1>{T.title}</h1>
      <Comparison skus={skus} onChange={onChange} />
    </div>
  );
}

function Comparison({ skus, onChange }: ComparePageProps) {
  const state = useProducts();
  if (skus.length === 0) return <Empty />;
  const notReady = catalogueNotReady(state, T);
  if (notReady) return notReady;
  const { products } = state;

  const { found, unknown } = chosenProducts(products, skus);
  if (found.length === 0) return <Empty unknown={unknown} />;
  const rows = compareRows(found);
  const remove = (sku: string) => {
    const next = found.map((product) => product.sku).filter((chosen) => chosen !== sku);
    compareList().set(next);
    onChange(next);
  };

  return (
    <>
      <p>{found.length > 1 ? T.intro : T.emptyText}</p>
      {unknown.length > 0 && <p role="note">{T.unknown(unknown.join(', '))}</p>}
      {found.length > 1 && <p className={classes.swipe}>{T.swipe}</p>}
      {/* Focusable so the columns scroll from the keyboard too. */}
      <div className={classes.scroller} role="region" aria-label={T.caption} tabIndex={0}>
        <table className={classes.table}>
          <caption className={hidden.hidden}>{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.specification}</th>
              {found.map((product) => (
                <th scope="col" key={product.sku} className={classes.product}>
                  <Link to="/product/$sku" params={{ sku: product.sku }}>
                    {product.item_name}
                  </Link>
                  <Button size="compact-sm" variant="subtle" aria-label={T.remove(product.item_name)} onClick={() => remove(product.sku)}>
                    {T.removeShort}
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs && <span className={classes.mark}> {T.differs}</span>}
                </th>
                {row.values.map((value, index) => (
                  <td key={found[index].sku}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.some((row) => row.differs) && <p className={classes.note}>{T.differsNote}</p>}
    </>
  );
}

function Empty({ unknown = [] }: { unknown?: readonly string[] }) {
  return (
    <div className={classes.empty}>
      <h2>{T.emptyHeading}</h2>
      {unknown.length > 0 && <p>{T.unknown(unknown.join(', '))}</p>}
      <p>{T.emptyText}</p>
      <Link to="/categories">{T.shop}</Link>
    </div>
  );
}
