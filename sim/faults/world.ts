/**
 * What the simulation knows of the site while it runs: the nodes to send to, its members and
 * their sessions, the admin's session, the sports book and which fixtures are settled, the wallet
 * requests still pending, the casino bets still open. Operations read it to choose what to do
 * next and update it from the answers they get.
 */
import type { KeyObject } from 'node:crypto';
import type { SimFixture } from './sim-database';

export interface MemberState {
  id: number;
  userId: string;
  token: string;
  /** A live casino launch token, once the member opened a table. */
  launchToken: string | null;
}

export interface FixtureState extends SimFixture {
  /** open: bets taken; settled: closed and decided (index of the winning selection, or void). */
  phase: 'open' | 'settled';
  winner: number | 'void' | null;
}

export interface CasinoOpenBet {
  uuid: string;
  memberId: number;
  round: string;
  gameCode: string;
  amount: number;
}

export interface TournamentState {
  id: number;
  entryFee: number;
  /** open: members may join; cancelled: the operator cancelled it (fees refunded). */
  phase: 'open' | 'cancelled';
}

export interface PendingRequest {
  id: number;
  memberId: number;
  kind: 'charge' | 'exchange';
}

export interface World {
  baseUrls: string[];
  /** Nodes that are up (a killed node is out until it is restarted). */
  up: boolean[];
  members: MemberState[];
  adminToken: string;
  fixtures: FixtureState[];
  pending: PendingRequest[];
  openSportsBets: { id: number; memberId: number }[];
  casinoGames: { id: number; gameCode: string }[];
  casinoOpenBets: CasinoOpenBet[];
  /** Recent casino bets, open or not, that the operator's stuck-round desk may act on. */
  casinoDeskBets: CasinoOpenBet[];
  /** The cash-fee tournaments members join and the operator cancels. */
  tournaments: TournamentState[];
  providerKey: KeyObject;
  minigame: { gameId: number; odds: Record<string, number> };
  /** A run-unique prefix of every key, so replays in one database never collide. */
  keyPrefix: string;
}
