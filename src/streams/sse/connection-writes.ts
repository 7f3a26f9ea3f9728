import type { SseStreamName } from '../../../common/contract/sse.contract';
import { connectionStore, type ConnectionStatus } from '../../stores/connection.store';

/** The only writers of the connection store. */
export function writeStreamStatus(stream: SseStreamName, status: ConnectionStatus): void {
  if (connectionStore.getState().streams[stream] === status) return;
  connectionStore.setState((state) => ({ streams: { ...state.streams, [stream]: status } }));
}

export function writeOnline(online: boolean): void {
  if (connectionStore.getState().online !== online) connectionStore.setState({ online });
}
