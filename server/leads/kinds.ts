import type { BodyOf } from '../../src/shared/schemas/contract';
import { LEAD_CONTRACTS, type LeadKind } from '../../src/shared/schemas/contracts';
import type { LeadContract } from '../../src/shared/schemas/leads';

type KnownContract = (typeof LEAD_CONTRACTS)[number];

/**
 * A stored lead of a kind the storefront ships, as a union by kind: `switch (lead.kind)` gives
 * each case its own body's fields. Code that must also serve a kind added later (a contract it
 * has never heard of) handles `null` from knownLead() with what every contract has: its label
 * and contact().
 */
export type KnownLead = { [K in LeadKind]: { kind: K; body: BodyOf<Extract<KnownContract, { kind: K }>> } }[LeadKind];

const KNOWN: readonly LeadContract[] = LEAD_CONTRACTS;

/** The lead as its kind's own type, when its contract is one the storefront ships. */
export const knownLead = (contract: LeadContract, body: unknown): KnownLead | null =>
  KNOWN.includes(contract) ? ({ kind: contract.kind, body } as KnownLead) : null;
