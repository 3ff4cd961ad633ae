import { AGREE_DISAGREE, RESOLUTION_TYPES } from '../../../shared/schemas/rma';
import { LABELS, POLICIES, SECTIONS } from '../texts';
import { ChoiceFieldset } from './choice-fieldset';
import { FormSection } from './form-section';

/** The policies the visitor agrees or disagrees with before sending. */
export function ConfirmationsSection() {
  return (
    <FormSection title={SECTIONS.confirmations}>
      <ChoiceFieldset
        name="testing_functional"
        legend={LABELS.testing_functional}
        description={POLICIES.testing_functional}
        options={AGREE_DISAGREE}
      />
      <ChoiceFieldset
        name="accessories_included"
        legend={LABELS.accessories_included}
        description={POLICIES.accessories_included}
        options={AGREE_DISAGREE}
      />
      <ChoiceFieldset
        name="payment_agreement"
        legend={LABELS.payment_agreement}
        description={POLICIES.payment_agreement}
        options={AGREE_DISAGREE}
      />
    </FormSection>
  );
}

export function ResolutionSection() {
  return (
    <FormSection title={SECTIONS.resolution}>
      <ChoiceFieldset name="resolution_type" legend={LABELS.resolution_type} options={RESOLUTION_TYPES} />
    </FormSection>
  );
}
