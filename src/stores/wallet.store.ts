import { createStore } from 'zustand/vanilla';
import type { WalletRequestView } from '../../common/contract/wallet.contract';

/** A request as the bets stream last reported it, with when it arrived. */
export interface LiveWalletRequest {
  readonly request: WalletRequestView;
  readonly receivedAtMs: number;
}

/**
 * The member's charge/exchange requests reported live (`walletRequest` on `/api/sse/bets`), by id.
 * Pages merge these over the history they fetched; only src/streams writes here.
 */
export interface WalletState {
  readonly live: Readonly<Record<string, LiveWalletRequest>>;
}

export function upsertWalletRequests(
  state: WalletState,
  requests: readonly WalletRequestView[],
  nowMs: number,
): WalletState {
  if (requests.length === 0) return state;
  const live = { ...state.live };
  for (const request of requests) live[String(request.id)] = { request, receivedAtMs: nowMs };
  return { live };
}

/**
 * Fetched rows with their live versions laid over them; on the first page, requests of `kind`
 * that arrived live after `sinceMs` (the fetch) and are not in the page yet come first.
 */
export function mergeWalletHistory(
  state: WalletState,
  fetched: readonly WalletRequestView[],
  kind: WalletRequestView['kind'],
  sinceMs: number,
  firstPage: boolean,
): WalletRequestView[] {
  const ids = new Set(fetched.map((r) => r.id));
  const merged = fetched.map((r) => state.live[String(r.id)]?.request ?? r);
  if (!firstPage) return merged;
  const fresh = Object.values(state.live)
    .filter(
      (entry) =>
        entry.receivedAtMs >= sinceMs && entry.request.kind === kind && !ids.has(entry.request.id),
    )
    .map((entry) => entry.request)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return [...fresh, ...merged];
}

export const walletStore = createStore<WalletState>()(() => ({ live: {} }));
