import { TextField } from '../../../components/form/text-field';
import { LABELS, SECTIONS } from '../texts';
import type { RmaFormValues } from '../model';
import { FormSection } from './form-section';
import { InvoiceSlot } from './invoice-slot';
import { TextareaField } from './textarea-field';
import classes from './rma-form.module.css';

export function ContactSection() {
  return (
    <FormSection title={SECTIONS.contact}>
      <div className={classes.grid}>
        <TextField<RmaFormValues> name="first_name" label={LABELS.first_name} autoComplete="given-name" withAsterisk />
        <TextField<RmaFormValues> name="last_name" label={LABELS.last_name} autoComplete="family-name" withAsterisk />
        <TextField<RmaFormValues> name="phone_number" label={LABELS.phone_number} type="tel" autoComplete="tel" />
        <TextField<RmaFormValues> name="email" label={LABELS.email} type="email" autoComplete="email" withAsterisk />
      </div>
      <TextareaField name="shipping_address" label={LABELS.shipping_address} autoComplete="street-address" rows={2} />
    </FormSection>
  );
}

export function OrderSection() {
  return (
    <FormSection title={SECTIONS.order}>
      <div className={classes.grid}>
        <TextField<RmaFormValues> name="order_id" label={LABELS.order_id} />
        <TextField<RmaFormValues> name="invoice_number" label={LABELS.invoice_number} />
      </div>
      <InvoiceSlot />
    </FormSection>
  );
}

export function IssueSection() {
  return (
    <FormSection title={SECTIONS.issue}>
      <TextareaField name="issue_description" label={LABELS.issue_description} withAsterisk rows={4} />
    </FormSection>
  );
}
