import { useAfterDone } from '../../components/form/use-submission';
import { CUSTOMER_TYPES } from '../../content/regions';
import { CUSTOMER_TYPE_PLACEHOLDER, lightLayoutRequest } from '../../schemas/leads';
import { LeadFormPanel } from './lead-form-panel';
import { LEAD_TEXT } from './messages';
import { EMPTY_LEAD, LIGHT_LAYOUT_SUCCESS_MS } from './model';
import { useLeadForm } from './use-lead-form';

/** The home page's free light layout request; the Get Started banner scrolls to its id. */
export function FreeLightLayoutForm() {
  const lead = useLeadForm(lightLayoutRequest, {
    onSent: () => lead.form.reset(EMPTY_LEAD),
    reopenable: true,
  });
  // The fields empty at once; the message goes after a while.
  useAfterDone(lead.submission.done, LIGHT_LAYOUT_SUCCESS_MS, lead.submission.reset);

  return (
    <LeadFormPanel
      id="free-light-layout-form"
      title={LEAD_TEXT.lightLayoutTitle}
      intro={LEAD_TEXT.lightLayoutIntro}
      success={LEAD_TEXT.lightLayoutSuccess}
      lead={lead}
      fields={{
        roleLabel: LEAD_TEXT.customerType,
        rolePlaceholder: CUSTOMER_TYPE_PLACEHOLDER,
        roleOptions: CUSTOMER_TYPES,
        keyedOn: 'United States',
        regionValues: 'code',
      }}
    />
  );
}

export default FreeLightLayoutForm;
