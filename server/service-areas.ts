import type { Services } from './services';

/**
 * Which area owns each wired use-case (the folder its code lives in), or `platform` for the
 * shared ones every area may use. An area's plugin declares the use-cases it needs
 * (`<area>Needs` in server/<area>/<area>.plugin.ts); this table says whose they are, so a
 * declaration can be checked against the area directions of eslint.house-rules.js
 * (tests/unit/lint/area-needs.test.ts). `satisfies` makes a new use-case without an
 * owner a type error.
 */
export const SERVICE_AREAS = {
  db: 'platform',
  realtime: 'platform',
  audit: 'platform',
  settings: 'content',
  popups: 'content',
  shell: 'content',
  content: 'content',
  rules: 'content',
  ipBlocks: 'auth',
  sessions: 'auth',
  signup: 'auth',
  passwords: 'auth',
  messages: 'community',
  attendance: 'community',
  board: 'community',
  customer: 'community',
  adminMembers: 'admin',
  staffAccess: 'admin',
  staffAdmin: 'admin',
  balances: 'wallet',
  wallet: 'wallet',
  coupons: 'wallet',
  couponsAdmin: 'wallet',
  depositBonus: 'wallet',
  moneyHistory: 'wallet',
  manager: 'rolling',
  rollingRates: 'rolling',
  rollingSummary: 'rolling',
  settlements: 'rolling',
  eventRewards: 'rolling',
  managerReport: 'rolling',
  minigame: 'minigame',
  minigameBets: 'minigame',
  minigameQueries: 'minigame',
  minigameHistory: 'minigame',
  minigameSettings: 'minigame',
  points: 'member',
  memberProfiles: 'member',
  referrals: 'member',
  sportsBets: 'sports',
  sportsBetsMember: 'sports',
  sportsCashout: 'sports',
  sportsSettle: 'sports',
  sportsAdmin: 'sports',
  sportsAdminMarkets: 'sports',
  sportsLimits: 'sports',
  sportsFeed: 'sports',
  sportsBook: 'sports',
  casino: 'casino',
  tournament: 'tournament',
  responsible: 'responsible',
  responsibleAdmin: 'responsible',
} as const satisfies Record<keyof Services, string>;
