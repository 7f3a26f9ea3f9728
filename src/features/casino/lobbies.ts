/**
 * The six lobby pages of spec §2: /casino (live tables, the Evolution pop-up),
 * /casino/index_cx, /casino/index_vinus and the same three for /slot. `lobby` is the catalog's
 * lobbies value (migration 022: 'live', 'cx', 'vinus').
 */
import type { CasinoKind, CasinoLobby } from '../../api/casino.api';
import { CASINO_TEXT } from '../../../common/i18n/casino-pages.ko';

export type LobbyPath =
  | '/casino'
  | '/casino/index_cx'
  | '/casino/index_vinus'
  | '/slot'
  | '/slot/index_cx'
  | '/slot/index_vinus';

export interface LobbyPage {
  readonly kind: CasinoKind;
  readonly lobby: CasinoLobby;
  readonly path: LobbyPath;
  readonly title: string;
}

const T = CASINO_TEXT.titles;

export const LOBBY_PAGES: readonly LobbyPage[] = [
  { kind: 'casino', lobby: 'live', path: '/casino', title: T.casinoLive },
  { kind: 'casino', lobby: 'cx', path: '/casino/index_cx', title: T.casinoCx },
  { kind: 'casino', lobby: 'vinus', path: '/casino/index_vinus', title: T.casinoVinus },
  { kind: 'slot', lobby: 'live', path: '/slot', title: T.slotLive },
  { kind: 'slot', lobby: 'cx', path: '/slot/index_cx', title: T.slotCx },
  { kind: 'slot', lobby: 'vinus', path: '/slot/index_vinus', title: T.slotVinus },
];

export function lobbyPage(kind: CasinoKind, lobby: CasinoLobby): LobbyPage {
  return LOBBY_PAGES.find((page) => page.kind === kind && page.lobby === lobby)!;
}

/** The tabs of a lobby: the three pages of the same line of business. */
export const lobbyTabs = (kind: CasinoKind): readonly LobbyPage[] =>
  LOBBY_PAGES.filter((page) => page.kind === kind);
