import type { Migration } from 'kysely';
import * as catalogueAndLeads from './001-catalogue-and-leads';

/** Every migration, by name; they run once each, in name order. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '001-catalogue-and-leads': catalogueAndLeads,
};
