/**
 * The member-facing side of the casino area: catalog, launch (and the provider's exchange of
 * its code) and round history, wired into `services.casino` by casino-services.ts with one line.
 */
import type { Db } from '../../platform/db/db';
import type { Clock } from '../../platform/lib/clock';
import { CasinoCatalogService } from '../catalog/catalog.service';
import { CasinoHistoryService } from '../history/rounds-history.service';
import { CasinoLaunchExchangeService } from './launch-exchange.service';
import { CasinoLaunchService } from './launch.service';

export function createSiteServices(deps: { db: Db; clock: Clock }) {
  return {
    catalog: new CasinoCatalogService(deps.db),
    launch: new CasinoLaunchService(deps.db, deps.clock),
    launchExchange: new CasinoLaunchExchangeService(deps.db, deps.clock),
    history: new CasinoHistoryService(deps.db),
  };
}
