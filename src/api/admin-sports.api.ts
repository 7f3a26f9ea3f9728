import {
  adminFixtureMarketsSchema,
  adminLimitsResponseSchema,
  adminResettleResponseSchema,
  adminSportsBetsPageSchema,
  adminSportsBetViewSchema,
  adminSuspendMarketResponseSchema,
} from '../../common/contract/sports-admin.contract';
import type { z } from 'zod';
import type { levelLimitsSchema } from '../../common/contract/sports-admin.contract';
import { api } from './client';

/** Operator sports calls (`/api/admin/sports/*`); shapes from sports.contract.ts. */
export type LevelLimits = z.infer<typeof levelLimitsSchema>;
export type AdminSportsBet = z.infer<typeof adminSportsBetViewSchema>;

export function fetchAdminSportsBets(query: { page: number; status?: number; memberId?: number }) {
  const searchParams: Record<string, number> = { page: query.page };
  if (query.status !== undefined) searchParams.status = query.status;
  if (query.memberId !== undefined) searchParams.memberId = query.memberId;
  return api.get('admin/sports/bets', { searchParams }).json(adminSportsBetsPageSchema);
}

export function voidAdminSportsBet(id: number, reason: string) {
  return api
    .post(`admin/sports/bets/${id}/void`, { json: { reason } })
    .json(adminSportsBetViewSchema);
}

export function resettleAdminSelection(selectionId: string, settlement: number, reason: string) {
  return api
    .post(`admin/sports/selections/${encodeURIComponent(selectionId)}/resettle`, {
      json: { settlement, reason },
    })
    .json(adminResettleResponseSchema);
}

export function fetchAdminFixtureMarkets(fixtureId: string) {
  return api
    .get(`admin/sports/fixtures/${encodeURIComponent(fixtureId)}/markets`)
    .json(adminFixtureMarketsSchema);
}

export function suspendAdminMarket(fixtureId: string, marketKey: string, suspended: boolean) {
  return api
    .post('admin/sports/markets/suspend', { json: { fixtureId, marketKey, suspended } })
    .json(adminSuspendMarketResponseSchema);
}

export function fetchAdminSportsLimits() {
  return api.get('admin/sports/limits').json(adminLimitsResponseSchema);
}

export function updateAdminSportsLimits(limits: LevelLimits) {
  return api.put('admin/sports/limits', { json: limits }).json(adminLimitsResponseSchema);
}
