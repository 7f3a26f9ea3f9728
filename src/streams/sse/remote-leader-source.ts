import type { SseSink, SseSource } from './sse-source';
import type { TabMessage } from './tab-messages';

export interface RemoteLeaderSource extends SseSource {
  /** Feed it the leader's `joined`, `relay` and `ended` messages. */
  handle(message: TabMessage): void;
}

interface Attachment {
  sink: SseSink;
  /** Set by the leader's `joined`; relays for any other connection are not this one's. */
  connectionId: string | null;
}

/**
 * A follower's view of the leader: attaching posts a `join`, and the leader's answers are routed
 * to the right subscription. Events relayed before the `joined` answer are ignored: the answer's
 * replay already holds them (the leader posts in order).
 */
export function createRemoteLeaderSource({
  tabId,
  post,
}: {
  tabId: string;
  post(message: TabMessage): void;
}): RemoteLeaderSource {
  const attachments = new Map<string, Attachment>();
  let requestCount = 0;

  return {
    attach(request, sink) {
      requestCount += 1;
      const requestId = `${tabId}:${requestCount}`;
      attachments.set(requestId, { sink, connectionId: null });
      post({ type: 'join', tabId, requestId, request });
      return () => {
        if (attachments.delete(requestId)) post({ type: 'leave', tabId, requestId });
      };
    },
    handle(message) {
      if (message.type === 'joined') {
        const attachment = attachments.get(message.requestId);
        if (!attachment || attachment.connectionId !== null) return;
        attachment.connectionId = message.connectionId;
        const { connectionId, open, replay } = message;
        attachment.sink.joined({ connectionId, open, replay });
      } else if (message.type === 'relay') {
        for (const attachment of [...attachments.values()]) {
          if (attachment.connectionId === message.connectionId)
            attachment.sink.event(message.event);
        }
      } else if (message.type === 'ended') {
        for (const [requestId, attachment] of [...attachments]) {
          if (attachment.connectionId !== message.connectionId) continue;
          // The leader already forgot it: no `leave` to send.
          attachments.delete(requestId);
          attachment.sink.end(message.end);
        }
      }
    },
  };
}
