/**
 * The casino area's use-cases (docs/architecture.md §10), wired once per app by the composition
 * (server/services.ts puts them under `services.casino`). Each part of the area (wallet, launch
 * and catalog, history, operator desk) adds its service here.
 */
import type { Bus } from '../platform/bus/bus';
import type { Db } from '../platform/db/db';
import type { Clock } from '../platform/lib/clock';
import type { Realtime } from '../platform/sse/realtime';
import { createSiteServices } from './launch/site-services';
import { createCasinoAdminServices } from './admin/casino-admin-services';
import { CasinoWalletService } from './wallet/casino-wallet.service';
import type { RoundsChanged } from './wallet/round-observers';

export interface CasinoServiceDeps {
  db: Db;
  bus: Bus;
  clock: Clock;
  realtime: Realtime;
  /** Areas that keep views of the casino rounds (tournament scores), wired by the composition. */
  roundObservers?: readonly RoundsChanged[];
}

export function createCasinoServices(deps: CasinoServiceDeps) {
  void deps;
  return {
    ...createSiteServices(deps),
    casinoWallet: new CasinoWalletService(deps),
    admin: createCasinoAdminServices(deps),
  };
}
export type CasinoServices = ReturnType<typeof createCasinoServices>;
