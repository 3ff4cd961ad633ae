import type { Migration } from 'kysely';
import * as catalogueAndLeads from './001-catalogue-and-leads';
import * as subscriptions from './002-subscriptions';
import * as rma from './003-rma';
import * as staffInbox from './004-staff-inbox';
import * as claimHeartbeat from './005-claim-heartbeat';
import * as sharedLimits from './006-shared-limits';
import * as mailLanesAndStaffDevices from './007-mail-lanes-and-staff-devices';
import * as leadSearchAndPages from './008-lead-search-and-pages';
import * as leadFiles from './009-lead-files';

/** Every migration, by name; they run once each, in name order. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '001-catalogue-and-leads': catalogueAndLeads,
  '002-subscriptions': subscriptions,
  '003-rma': rma,
  '004-staff-inbox': staffInbox,
  '005-claim-heartbeat': claimHeartbeat,
  '006-shared-limits': sharedLimits,
  '007-mail-lanes-and-staff-devices': mailLanesAndStaffDevices,
  '008-lead-search-and-pages': leadSearchAndPages,
  '009-lead-files': leadFiles,
};
