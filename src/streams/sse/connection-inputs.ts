import type { SseStreamName } from '../../../common/contract/sse.contract';
import { writeStreamStatus } from './connection-writes';

/**
 * The connection store's one input from outside this folder: a member stream that is not open
 * because nobody is logged in (the bets stream on logout). The writers stay private to this
 * folder (docs/architecture.md §2: a store is written only by its own stream).
 */
export const streamClosedForLogout = (stream: SseStreamName): void =>
  writeStreamStatus(stream, 'idle');
