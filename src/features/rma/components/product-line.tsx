import { Button, Group } from '@mantine/core';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { RMA_PRODUCTS, RMA_VOLTAGES } from '../../../shared/schemas/rma';
import { ACTIONS, HINTS, LABELS, productLineTitle } from '../texts';
import type { RmaFormValues } from '../model';
import { EvidenceFiles } from './evidence-files';
import classes from './rma-form.module.css';

interface ProductLineProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

/** One returned product: what it is, its voltage, its serial numbers and its evidence. */
export function ProductLine({ index, canRemove, onRemove }: ProductLineProps) {
  const title = productLineTitle(index + 1);
  return (
    <fieldset className={classes.line}>
      <legend className={classes.legend}>{title}</legend>
      <div className={classes.grid}>
        <SelectField<RmaFormValues>
          name={`products.${index}.product`}
          label={LABELS.product}
          data={RMA_PRODUCTS}
          withAsterisk
        />
        <SelectField<RmaFormValues> name={`products.${index}.voltage`} label={LABELS.voltage} data={RMA_VOLTAGES} withAsterisk />
      </div>
      <TextField<RmaFormValues> name={`products.${index}.serial_numbers`} label={LABELS.serial_numbers} description={HINTS.serial_numbers} />
      <EvidenceFiles index={index} />
      {canRemove && (
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={onRemove} aria-label={`${ACTIONS.removeProduct} ${title}`}>
            {ACTIONS.removeProduct}
          </Button>
        </Group>
      )}
    </fieldset>
  );
}
