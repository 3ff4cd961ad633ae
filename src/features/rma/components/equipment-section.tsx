import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { PACKAGING_CHOICES, YES_NO } from '../../../shared/schemas/rma';
import { LABELS, SECTIONS } from '../texts';
import type { RmaFormValues } from '../model';
import { ChoiceFieldset } from './choice-fieldset';
import { FormSection } from './form-section';
import { TextareaField } from './textarea-field';
import classes from './rma-form.module.css';

/** What comes back with the equipment: yes/no questions, their flags, the packaging. */
export function EquipmentSection() {
  const packaging = useWatch<RmaFormValues, 'original_packaging'>({ name: 'original_packaging' });
  return (
    <FormSection title={SECTIONS.equipment}>
      <div className={classes.grid}>
        <ChoiceFieldset name="ballast_led_driver" legend={LABELS.ballast_led_driver} options={YES_NO} />
        <ChoiceFieldset name="reflector" legend={LABELS.reflector} options={YES_NO}>
          <CheckboxField<RmaFormValues> name="reflector_led" label={LABELS.reflector_led} mt="sm" />
        </ChoiceFieldset>
        <ChoiceFieldset name="lamp_led_bars" legend={LABELS.lamp_led_bars} options={YES_NO}>
          <CheckboxField<RmaFormValues> name="lamp_led_bars_not_included" label={LABELS.lamp_led_bars_not_included} mt="sm" />
        </ChoiceFieldset>
        <ChoiceFieldset name="wieland_nema_cord" legend={LABELS.wieland_nema_cord} options={YES_NO}>
          <CheckboxField<RmaFormValues> name="wieland_nema_not_included" label={LABELS.wieland_nema_not_included} mt="sm" />
        </ChoiceFieldset>
      </div>
      <ChoiceFieldset name="original_packaging" legend={LABELS.original_packaging} options={PACKAGING_CHOICES}>
        {packaging === 'other' && (
          <TextareaField name="original_packaging_other" label={LABELS.original_packaging_other} mt="sm" rows={2} />
        )}
      </ChoiceFieldset>
    </FormSection>
  );
}
