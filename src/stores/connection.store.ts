import { createStore } from 'zustand/vanilla';
import type { SseStreamName } from '../../common/contract/sse.contract';

/**
 * Connection health as a first-class value, as trading front ends show it. `idle` means the stream
 * is not wanted (e.g. bets while logged out); `offline` means the browser reports no network.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'idle';

export interface ConnectionState {
  streams: Record<SseStreamName, ConnectionStatus>;
  online: boolean;
}

export const createConnectionStore = () =>
  createStore<ConnectionState>()(() => ({
    streams: { general: 'idle', bets: 'idle', inplay: 'idle' },
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
  }));
export const connectionStore = createConnectionStore();
