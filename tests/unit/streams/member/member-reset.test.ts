import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginResult } from '../../../../src/api/session.api';
import type { MinigameBet } from '../../../../src/api/minigame.api';
import type { User } from '../../../../common/contract/member.contract';
import type { SportsBetView } from '../../../../common/contract/sports-bets.contract';
import type { WalletRequestView } from '../../../../common/contract/wallet.contract';
import { liveSessionMachine, sessionInput } from '../../../../src/app/session-io';
import { createUserPollActor } from '../../../../src/app/user-poll-actor';
import type { LoginInput } from '../../../../src/machines/session.actors';
import { minigameBetsStore } from '../../../../src/stores/minigame-bets.store';
import { sessionStore } from '../../../../src/stores/session.store';
import { sportsBetsStore } from '../../../../src/stores/sports-bets.store';
import { unreadStore } from '../../../../src/stores/unread.store';
import { walletStore } from '../../../../src/stores/wallet.store';
import { writeMyBets } from '../../../../src/streams/minigame/minigame-writes';
import { writeUnreadCount } from '../../../../src/streams/shell/shell-writes';
import { writeSportsBets } from '../../../../src/streams/sports/sports-bets.stream';
import { writeWalletRequests } from '../../../../src/streams/member/wallet-writes';
import { fakeEffects, settle, START } from '../../machines/session-harness';
import { member } from '../../stores/fixtures';
import { resetStores } from '../../stores/reset-stores';

const FIRST = member({ id: 1, userId: 'first01', nickname: '첫회원', emoney: 900_000 });
const SECOND = member({ id: 2, userId: 'second02', nickname: '둘째회원', emoney: 5_000 });
const ACCOUNTS: Record<string, User> = { first01: FIRST, second02: SECOND };

const walletRequest = (id: number): WalletRequestView => ({
  id,
  kind: 'exchange',
  amountWon: 300_000,
  status: 'pending',
  chargeType: null,
  depositorName: null,
  rejectReason: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  decidedAt: null,
});
// Only the fields the stores key on matter here.
const minigameBet = (id: number) => ({ id, gameId: 211, createdAt: '2025-01-01' }) as MinigameBet;
const sportsBet = (id: number) =>
  ({ id, createdAt: '2025-01-01T00:00:00.000Z', legs: [] }) as unknown as SportsBetView;

/** The session machine with logins answered per user id, as the server would. */
function startSession() {
  const machine = liveSessionMachine.provide({
    actors: {
      login: fromPromise<LoginResult, LoginInput>(async ({ input }) => {
        const user = ACCOUNTS[input.userId]!;
        return { ok: true, user, token: `token-${user.userId}` };
      }),
      logout: fromPromise<void>(async () => {}),
      loadAutoLogoutMin: fromPromise<number | null>(async () => 60),
      userPoll: createUserPollActor(async () => sessionStore.getState().user!),
    },
  });
  const actor = createActor(machine, { input: sessionInput }).start();
  const logIn = async (userId: string) => {
    actor.send({ type: 'LOGIN', userId, password: 'pass1234' });
    await settle();
  };
  return { actor, logIn };
}

/** Everything of one member the live stores can hold, as the streams would write it. */
function feedMemberData() {
  writeUnreadCount(3);
  writeWalletRequests([walletRequest(41)]);
  writeMyBets([minigameBet(77)]);
  writeSportsBets([sportsBet(88)]);
}

function expectNothingOfFirst() {
  expect(unreadStore.getState().count).toBe(0);
  expect(walletStore.getState().live).toEqual({});
  expect(minigameBetsStore.getState().bets).toEqual({});
  expect(sportsBetsStore.getState().bets).toEqual({});
}

let effects: ReturnType<typeof fakeEffects>;
beforeEach(() => {
  resetStores();
  vi.useFakeTimers({ now: START });
  effects = fakeEffects('/');
});
afterEach(() => {
  effects.restore();
  vi.useRealTimers();
});

describe('member data across logout and the next login', () => {
  it('logout → login as someone else: nothing of the first member is left in any store', async () => {
    const session = startSession();
    await session.logIn('first01');
    feedMemberData();
    expect(Object.keys(walletStore.getState().live)).toEqual(['41']);
    expect(Object.keys(minigameBetsStore.getState().bets)).toEqual(['77']);

    session.actor.send({ type: 'LOGOUT' });
    await settle();
    expect(sessionStore.getState()).toEqual({ user: null, token: null });
    expectNothingOfFirst();

    await session.logIn('second02');
    expect(sessionStore.getState().user).toMatchObject({ userId: 'second02', emoney: 5_000 });
    expectNothingOfFirst();
    session.actor.stop();
  });

  it('clears them too when the server ends the session (556, which is no spec §8 "reset")', async () => {
    const session = startSession();
    await session.logIn('first01');
    feedMemberData();
    session.actor.send({ type: 'SESSION_STATUS', status: 556 });
    await settle();
    expect(effects.navigate).toHaveBeenLastCalledWith('/login');
    expectNothingOfFirst();
    session.actor.stop();
  });

  it('clears them on the 555 reset as before', async () => {
    const session = startSession();
    await session.logIn('first01');
    feedMemberData();
    session.actor.send({ type: 'SESSION_STATUS', status: 555 });
    await settle();
    expectNothingOfFirst();
    session.actor.stop();
  });
});
