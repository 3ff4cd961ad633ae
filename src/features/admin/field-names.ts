import { COUNTRY_LABEL, REGION_LABELS, regionKindOf } from '../../components/form/region';
import type { LeadRow } from '../../shared/schemas/admin';
import { LEAD_CONTRACTS } from '../../shared/schemas/contracts';
import type { FieldNames, LeadContract } from '../../shared/schemas/leads';
import { RMA_CHOICE_LABELS, RMA_FIELD_LABELS } from '../../shared/schemas/rma';
import { STAFF_TEXT } from './texts';

/**
 * A stored submission's answers as staff read them: each field under the label its form showed
 * the visitor, each choice in the words of its option, never the wire's keys and values.
 */

/** One answer: "Label: value", keyed by its field. */
export interface Answer {
  field: string;
  text: string;
}

const CONTRACTS: readonly LeadContract[] = LEAD_CONTRACTS;

/** The country and state every lead form asks for, named as the region fields name them. */
const regionNames = (payload: Record<string, unknown>): FieldNames => ({
  country: { label: COUNTRY_LABEL },
  state: { label: REGION_LABELS[regionKindOf(String(payload.country ?? ''), 'United States')] },
});

const said = (value: unknown) => (typeof value === 'boolean' ? (value ? STAFF_TEXT.yes : STAFF_TEXT.no) : String(value));

/** Left out: a blank answer, and a box left unticked. */
const isBlank = (value: unknown) => value === '' || value === null || value === undefined || value === false;

/** Each answered field of a lead but those in `shown`, in the order it was sent. */
export function leadDetails(lead: Pick<LeadRow, 'kind' | 'payload'>, shown: ReadonlySet<string>): Answer[] {
  const names: FieldNames = { ...regionNames(lead.payload), ...CONTRACTS.find((contract) => contract.kind === lead.kind)?.fieldNames };
  return Object.entries(lead.payload)
    .filter(([field, value]) => !shown.has(field) && !isBlank(value))
    .map(([field, value]) => {
      const name = names[field];
      const option = name?.options?.find((candidate) => candidate.value === value);
      return { field, text: `${name?.label ?? field}: ${option?.label ?? said(value)}` };
    });
}

const rmaLabel = (field: string) => (RMA_FIELD_LABELS as Record<string, string>)[field] ?? field;

/** A choice of the RMA form in its own words ("credit" reads "Credit"). */
export const rmaChoice = (value: string) => (RMA_CHOICE_LABELS as Record<string, string>)[value] ?? value;

/** The checklist's answers: each choice in the form's words, a ticked box by its label. */
export const rmaChecklist = (checklist: Record<string, unknown>): Answer[] =>
  Object.entries(checklist)
    .filter(([, value]) => !isBlank(value))
    .map(([field, value]) => ({ field, text: `${rmaLabel(field)}: ${typeof value === 'string' ? rmaChoice(value) : said(value)}` }));
