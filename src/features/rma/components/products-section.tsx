import { Button, Group, Text } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ACTIONS, SECTIONS } from '../texts';
import { newProductLine, type RmaFormValues } from '../model';
import { FormSection } from './form-section';
import { ProductLine } from './product-line';
import classes from './rma-form.module.css';

/** The repeatable product lines; the last line cannot be removed. */
export function ProductsSection() {
  const { control, formState } = useFormContext<RmaFormValues>();
  // Lines carry their own `id`, so the array keys live under another name.
  const { fields, append, remove } = useFieldArray({ control, name: 'products', keyName: 'key' });
  const listError = formState.errors.products?.message ?? formState.errors.products?.root?.message;
  return (
    <FormSection title={SECTIONS.products}>
      {fields.map((line, index) => (
        <ProductLine key={line.key} index={index} canRemove={fields.length > 1} onRemove={() => remove(index)} />
      ))}
      {listError && <Text className={classes.error}>{listError}</Text>}
      <Group>
        <Button variant="outline" onClick={() => append(newProductLine())}>
          {ACTIONS.addProduct}
        </Button>
      </Group>
    </FormSection>
  );
}
