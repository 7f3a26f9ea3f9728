import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginResult } from '../../../src/api/session.api';
import type { User } from '../../../common/contract/member.contract';
import { configureEffects } from '../../../src/machines/effects';
import { liveSessionMachine, sessionInput } from '../../../src/app/session-io';
import { createUserPollActor } from '../../../src/app/user-poll-actor';
import type { LoginInput } from '../../../src/machines/session.actors';
import { member } from '../stores/fixtures';

/** Seoul is UTC+9: this instant is 2025-01-01 09:00:00 on the site's clock. */
export const START = new Date('2025-01-01T00:00:00Z');
export const MINUTE = 60_000;

export function fakeEffects(path = '/login') {
  const spies = {
    notify: vi.fn<(message: string) => void>(),
    navigate: vi.fn<(to: string) => void>(),
    leaveSite: vi.fn<() => void>(),
    path,
  };
  const restore = configureEffects({
    notify: spies.notify,
    navigate: (to) => {
      spies.navigate(to);
      spies.path = to.split('?')[0] ?? to;
    },
    leaveSite: spies.leaveSite,
    currentPath: () => spies.path,
  });
  // One object, so a test's `effects.path = …` is what `currentPath()` answers.
  return Object.assign(spies, { restore });
}

export interface SessionHarnessOptions {
  loginResult?: LoginResult;
  autoLogoutMin?: number | null;
  user?: User;
}

/** The session machine with its I/O swapped through `machine.provide({ actors })`. */
export function startSessionActor({
  loginResult,
  autoLogoutMin = 30,
  user = member(),
}: SessionHarnessOptions = {}) {
  const fetchUser = vi.fn(async () => user);
  const logoutCalls = vi.fn();
  const loginCalls = vi.fn<(input: LoginInput) => void>();
  const machine = liveSessionMachine.provide({
    actors: {
      login: fromPromise<LoginResult, LoginInput>(async ({ input }) => {
        loginCalls(input);
        return loginResult ?? { ok: true, user, token: 'token-1' };
      }),
      logout: fromPromise<void>(async () => logoutCalls()),
      loadAutoLogoutMin: fromPromise<number | null>(async () => autoLogoutMin),
      userPoll: createUserPollActor(fetchUser),
    },
  });
  const actor = createActor(machine, { input: sessionInput }).start();
  const state = () => actor.getSnapshot().value;
  return { actor, state, fetchUser, logoutCalls, loginCalls };
}

/** Lets resolved promises (fromPromise actors) settle under fake timers. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
