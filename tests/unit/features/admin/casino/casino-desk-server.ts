/**
 * The admin casino desk's fake server for the unit-dom tests: a catalog, a stuck round, a
 * reconciliation with a difference, a member, and the calls the cards make.
 */
import type {
  AdminCasinoCatalog,
  AdminCasinoReconcile,
  AdminCasinoRound,
} from '../../../../../common/contract/casino-admin.contract';
import { json, stubServer } from '../../../machines/fake-server';

const catalog: AdminCasinoCatalog = {
  providers: [
    { id: 1, code: 'demo', name: '데모 게이밍', status: 'on', sortOrder: 1, gameCount: 1 },
  ],
  games: [
    {
      id: 4,
      providerId: 1,
      providerName: '데모 게이밍',
      gameCode: 'classic-3x3',
      kind: 'slot',
      studio: '데모 슬롯',
      name: '클래식 프루츠',
      lobbies: ['live'],
      rtpBp: 9612,
      status: 'on',
      sortOrder: 1,
    },
  ],
};

const round: AdminCasinoRound = {
  id: 31,
  providerName: '데모 게이밍',
  roundRef: 'r-31',
  memberId: 7,
  memberUserId: 'player7',
  memberNickname: '플레이어',
  gameId: 4,
  gameName: '클래식 프루츠',
  kind: 'slot',
  stake: 5_000,
  win: 0,
  status: 'open',
  openedAt: '2030-03-01T03:00:00.000Z',
  closedAt: null,
};

const report: AdminCasinoReconcile = {
  providerId: 1,
  providerName: '데모 게이밍',
  date: '2030-03-01',
  theirs: { bets: 3_000, wins: 1_000, rollbacks: 0, net: 2_000 },
  ours: { bets: 5_500, wins: 1_000, rollbacks: 0, net: 4_500 },
  ledger: { bets: 5_500, wins: 1_000, rollbacks: 0, net: 4_500 },
  operator: { rollbacks: 0, wins: 0 },
  netMatches: false,
  lines: [
    {
      transactionUuid: 'ghost',
      kind: 'bet',
      roundRef: null,
      theirAmount: null,
      ourAmount: 2_500,
      status: 'missing_theirs',
    },
    {
      transactionUuid: 'b1',
      kind: 'bet',
      roundRef: 'r1',
      theirAmount: 3_000,
      ourAmount: 3_000,
      status: 'matched',
    },
  ],
};

/** As the admin member list answers (the flags card finds a member by user id through it). */
const member = {
  id: 7,
  userId: 'player7',
  type: 1,
  role: 0,
  withdrawalType: 0,
  level: 1,
  nickname: '플레이어',
  emoney: 0,
  point: 0,
  tendency: ['11'],
  disableCasinoFlag: 0,
  disableSlotFlag: 0,
  recommendCode: 'R7',
  phone: '010-0000-0000',
  blocked: false,
  agentUserId: null,
  createdAt: '2030-03-01T03:00:00.000Z',
  online: false,
};

type Sent = { method: string; path: string; body: unknown };

export function server() {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: await request.json(),
    });
  };
  const stub = stubServer({
    'GET /api/admin/casino/catalog': () => json(200, catalog),
    'PUT /api/admin/casino/games/4': async (request) => {
      await record(request);
      return json(200, { ...catalog, games: [{ ...catalog.games[0]!, status: 'maintenance' }] });
    },
    'GET /api/admin/casino/stuck-rounds': () =>
      json(200, { items: [round], page: 1, pageCount: 1, totalCount: 1 }),
    'POST /api/admin/casino/stuck-rounds/31/settle': async (request) => {
      await record(request);
      return json(200, { round: { ...round, status: 'closed', win: 9_500 }, movedWon: 9_500 });
    },
    'GET /api/admin/casino/reconciliation': () => json(200, report),
    'GET /api/admin/casino/rounds': () =>
      json(200, { items: [round], page: 1, pageCount: 1, totalCount: 1 }),
    'GET /api/admin/casino/transactions': () =>
      json(200, { items: [], page: 1, pageCount: 1, totalCount: 0 }),
    'GET /api/admin/casino/calls': () =>
      json(200, {
        items: [
          {
            id: 5,
            providerName: '데모 게이밍',
            endpoint: 'transaction/bet',
            requestUuid: 'q1',
            transactionUuid: 't1',
            signatureOk: false,
            status: 'RS_ERROR_INVALID_SIGNATURE',
            requestBody: '{"amount":1000}',
            responseBody: '{"status":"RS_ERROR_INVALID_SIGNATURE"}',
            durationUs: 1500,
            createdAt: '2030-03-01T03:00:00.000Z',
          },
        ],
        page: 1,
        pageCount: 1,
        totalCount: 1,
      }),
    'GET /api/admin/members': () =>
      json(200, {
        items: [{ ...member, userId: 'player7x' }, member],
        page: 1,
        pageCount: 1,
        totalCount: 2,
      }),
    'GET /api/admin/casino/members/7/flags': () =>
      json(200, {
        memberId: 7,
        userId: 'player7',
        nickname: '플레이어',
        tendency: ['11'],
        disableCasinoFlag: 0,
        disableSlotFlag: 0,
      }),
    'PUT /api/admin/casino/members/7/flags': async (request) => {
      await record(request);
      return json(200, {
        memberId: 7,
        userId: 'player7',
        nickname: '플레이어',
        tendency: ['11', '22'],
        disableCasinoFlag: 1,
        disableSlotFlag: 0,
      });
    },
  });
  return { ...stub, sent };
}
