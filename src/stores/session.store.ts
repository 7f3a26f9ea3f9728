import { createStore } from 'zustand/vanilla';
import { z } from 'zod';
import { userSchema, type User } from '../../common/contract/member.contract';
import { browserLocalStorage, readJson, writeJson, type KeyValueStorage } from './storage';

/** The logged-in user and their bearer token; persisted so a reload keeps the login (spec §4). */
export interface SessionState {
  user: User | null;
  token: string | null;
}

export const SESSION_STORAGE_KEY = 'session';

const persistedSessionSchema = z.object({ user: userSchema, token: z.string().min(1) });

export function createSessionStore(storage: KeyValueStorage = browserLocalStorage()) {
  const saved = readJson(storage, SESSION_STORAGE_KEY, (raw) => {
    const parsed = persistedSessionSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  });
  const store = createStore<SessionState>()(() => ({
    user: saved?.user ?? null,
    token: saved?.token ?? null,
  }));
  store.subscribe(({ user, token }) => {
    writeJson(storage, SESSION_STORAGE_KEY, user && token ? { user, token } : null);
  });
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;
export const sessionStore = createSessionStore();

export const selectIsLoggedIn = (state: SessionState): boolean =>
  state.user !== null && state.token !== null;
