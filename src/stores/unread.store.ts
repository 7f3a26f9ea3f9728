import { createStore } from 'zustand/vanilla';

/** The member's unread message count (spec §3), shown in the top bar. */
export interface UnreadState {
  count: number;
}

export const createUnreadStore = () => createStore<UnreadState>()(() => ({ count: 0 }));
export const unreadStore = createUnreadStore();
