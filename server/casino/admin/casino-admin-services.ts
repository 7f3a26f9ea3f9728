/**
 * The operator's desk of the casino area, one object under
 * `services.casino.admin`: catalog switches, members' bars, searches, stuck rounds, reconciliation.
 */
import type { Db } from '../../platform/db/db';
import type { Clock } from '../../platform/lib/clock';
import type { Realtime } from '../../platform/sse/realtime';
import { CasinoCatalogAdminService } from './casino-catalog-admin.service';
import { CasinoMemberFlagsService } from './casino-member-flags.service';
import { CasinoReconciliationService } from './casino-reconciliation.service';
import { CasinoSearchQueries } from './casino-search.queries';
import { CasinoStuckRoundsService } from './casino-stuck-rounds.service';

export function createCasinoAdminServices(deps: { db: Db; clock: Clock; realtime: Realtime }) {
  return {
    catalog: new CasinoCatalogAdminService(deps.db),
    memberFlags: new CasinoMemberFlagsService(deps.db),
    search: new CasinoSearchQueries(deps.db),
    stuckRounds: new CasinoStuckRoundsService(deps.db, deps.clock, deps.realtime),
    reconciliation: new CasinoReconciliationService(deps.db),
  };
}
export type CasinoAdminServices = ReturnType<typeof createCasinoAdminServices>;
