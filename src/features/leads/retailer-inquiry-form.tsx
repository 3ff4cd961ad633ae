import { useAfterDone } from '../../components/form/use-submission';
import { RETAILER_ROLE_PLACEHOLDER, RETAILER_ROLES, retailerInquiry } from '../../schemas/leads';
import { LeadFormPanel } from './lead-form-panel';
import { LEAD_TEXT } from './messages';
import { RETAILER_SUCCESS_MS } from './model';
import { useLeadForm } from './use-lead-form';

/** The /usa-retailers partnership inquiry: after success the message stays 3 s, then the form starts afresh. */
export function RetailerInquiryForm() {
  const lead = useLeadForm(retailerInquiry, { reopenable: true });
  useAfterDone(lead.submission.done, RETAILER_SUCCESS_MS, lead.clear);

  return (
    <LeadFormPanel
      id="retailer-inquiry-form"
      title={LEAD_TEXT.retailerTitle}
      intro={LEAD_TEXT.retailerIntro}
      success={LEAD_TEXT.retailerSuccess}
      lead={lead}
      fields={{
        roleLabel: LEAD_TEXT.retailerRole,
        rolePlaceholder: RETAILER_ROLE_PLACEHOLDER,
        roleOptions: RETAILER_ROLES,
        keyedOn: 'United States',
        regionValues: 'name',
      }}
    />
  );
}

export default RetailerInquiryForm;
