import type { Measure, Product } from '../../shared/product';
import { PRODUCT_TEXT } from './messages';
import { isPowered } from './model';
import classes from './product.module.css';

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? PRODUCT_TEXT.notListed : String(value);

function lengthText(measure: Measure | undefined) {
  const parts = [measure?.inches !== undefined && `${measure.inches} in`, measure?.millimeters !== undefined && `${measure.millimeters} mm`];
  return parts.filter(Boolean).join(' / ') || PRODUCT_TEXT.notListed;
}

function weightText(measure: Measure | undefined) {
  const parts = [measure?.pounds !== undefined && `${measure.pounds} lbs`, measure?.kilograms !== undefined && `${measure.kilograms} kg`];
  return parts.filter(Boolean).join(' / ') || PRODUCT_TEXT.notListed;
}

function SpecTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <table className={classes.specTable}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TechSpecs({ product }: { product: Product }) {
  return (
    <section className={classes.section} aria-labelledby="specs-heading">
      <h2 id="specs-heading">{PRODUCT_TEXT.techSpecs}</h2>
      <div className={classes.specGrid}>
        {isPowered(product) && (
          <SpecTable
            caption={PRODUCT_TEXT.power}
            rows={[
              [PRODUCT_TEXT.ppf, text(product.ppf)],
              [PRODUCT_TEXT.efficacy, text(product.efficacy)],
              [PRODUCT_TEXT.inputVoltage, text(product.voltage_range ?? product.rated_voltage)],
              [PRODUCT_TEXT.certifications, text(product.certifications)],
            ]}
          />
        )}
        <SpecTable
          caption={PRODUCT_TEXT.dimensions}
          rows={[
            [PRODUCT_TEXT.length, lengthText(product.length)],
            [PRODUCT_TEXT.width, lengthText(product.width)],
            [PRODUCT_TEXT.height, lengthText(product.height)],
            [PRODUCT_TEXT.weight, weightText(product.weight)],
          ]}
        />
      </div>
    </section>
  );
}
