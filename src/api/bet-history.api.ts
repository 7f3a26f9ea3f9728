import {
  minigameHistoryPageSchema,
  type MinigameHistoryQuery,
} from '../../common/contract/bet-history.contract';
import { api } from './client';

/** /bet_result's minigame and virtual tabs; shapes from bet-history.contract.ts. */
export function fetchMinigameHistory(query: MinigameHistoryQuery) {
  const searchParams: Record<string, string | number> = { kind: query.kind, page: query.page };
  if (query.status !== undefined) searchParams.status = query.status;
  if (query.from) searchParams.from = query.from;
  if (query.to) searchParams.to = query.to;
  return api.get('minigame/bet-history', { searchParams }).json(minigameHistoryPageSchema);
}
