import { boothLead } from './booth';
import { documentRequest } from './document-request';
import { catalogueRequest, lightLayoutRequest, retailerInquiry, type LeadContract } from './leads';
import { backInStockRequest } from './notify';
import { rebateRequest } from './rebate';
import { rmaRequest } from './rma';
import type { Contract } from './contract';

/**
 * Every write the storefront accepts. The server mounts a route per lead contract; the outbox
 * page and the staff inbox name submissions by their contract's label.
 */
export const LEAD_CONTRACTS = [catalogueRequest, lightLayoutRequest, retailerInquiry, documentRequest, rebateRequest, boothLead] as const satisfies readonly LeadContract[];

export const CONTRACTS = [...LEAD_CONTRACTS, backInStockRequest, rmaRequest] as const satisfies readonly Contract[];

export type LeadKind = (typeof LEAD_CONTRACTS)[number]['kind'];

/** The contract a stored submission was made under; entries saved by older versions name their endpoint's last segment. */
export const contractOf = (kind: string): Contract | undefined =>
  CONTRACTS.find((contract) => contract.kind === kind || contract.path.endsWith(`/${kind}`));

/** How a person names a kind of submission. */
export const labelOf = (kind: string) => contractOf(kind)?.label ?? 'Submission';
