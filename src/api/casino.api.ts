import {
  casinoCatalogSchema,
  casinoRoundPageSchema,
  playfunAuthResponseSchema,
  type CasinoKind,
  type CasinoLobby,
} from '../../common/contract/casino.contract';
import { providerRoundDetailSchema } from '../../common/contract/demo-provider.contract';
import { api } from './client';

export type {
  CasinoGameView,
  CasinoKind,
  CasinoLobby,
  CasinoProviderView,
  CasinoRoundView,
} from '../../common/contract/casino.contract';

/**
 * The site's casino calls (shapes from common/contract/casino.contract.ts). A lobby reads
 * its whole catalog once and filters it in the page, so typing in the search box costs no request.
 */
export function fetchCasinoCatalog(kind: CasinoKind, lobby: CasinoLobby) {
  return api.get('casino/games', { searchParams: { kind, lobby } }).json(casinoCatalogSchema);
}

/** Spec §7: the provider's launch_url for this member and game, or a Korean refusal. */
export function launchCasinoGame(gameId: number) {
  return api.post('playfun/auth', { json: { gameId } }).json(playfunAuthResponseSchema);
}

/** A page of the member's rounds; `from`/`to` are Seoul days, both included (either open). */
export function fetchCasinoRounds(kind: CasinoKind, page = 1, from?: string, to?: string) {
  return api
    .get('casino/rounds', { searchParams: { kind, page, from, to } })
    .json(casinoRoundPageSchema);
}

/**
 * The provider's round detail (detailUrl: the provider's own API, same origin, outside /api, so
 * not through the site's client and its session interceptor): cards or reels and the fairness.
 */
export async function fetchProviderRoundDetail(detailUrl: string) {
  const response = await fetch(detailUrl, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`round detail ${response.status}`);
  return providerRoundDetailSchema.parse(await response.json());
}
