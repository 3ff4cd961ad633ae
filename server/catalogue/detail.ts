import type { ProductRecord } from './repository';

interface Measure {
  inches?: number;
  millimeters?: number;
  pounds?: number;
  kilograms?: number;
}

const measure = (record: ProductRecord, field: string) => record[field] as Measure | undefined;

const millimeters = (value?: Measure) => (value?.millimeters != null ? `${value.millimeters}mm` : undefined);
const weightText = (value?: Measure) =>
  value?.pounds != null && value.kilograms != null ? `${value.pounds} lbs ${value.kilograms} kg` : undefined;

/**
 * The detail answer: the product record plus the grouped shape the iLogic Plus landing
 * pages read: `specifications.*` and `physical.dimensions_formatted.*`.
 */
export function productDetail(record: ProductRecord) {
  return {
    ...record,
    specifications: {
      model: record.sku,
      rated_voltage: record.rated_voltage ?? record.voltage_range,
      ppf: record.ppf,
      efficacy: record.efficacy,
    },
    physical: {
      dimensions_formatted: {
        length: millimeters(measure(record, 'length')),
        width: millimeters(measure(record, 'width')),
        height: millimeters(measure(record, 'height')),
        weight: weightText(measure(record, 'weight')),
      },
    },
  };
}
