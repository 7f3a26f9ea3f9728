/**
 * An incremental `text/event-stream` parser (WHATWG HTML §9.2.6). We parse ourselves instead of
 * using EventSource because EventSource cannot send the `X-AUTH-TOKEN` header (docs/architecture.md §3).
 */
export interface SseMessage {
  /** The block's `id:` field, or null when the block had none. */
  id: string | null;
  /** The `event:` field; `message` when absent, as in the standard. */
  event: string;
  data: string;
}

export interface SseParser {
  push(chunk: string): void;
  /** The server's suggested reconnect delay (`retry:` field), if it sent one. */
  retryMs(): number | null;
}

export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let dataLines: string[] = [];
  let sawField = false;
  let retryMs: number | null = null;

  const dispatch = () => {
    // A block with only comments (heartbeats) is not a message.
    if (sawField && (dataLines.length > 0 || event !== '' || id !== null)) {
      onMessage({ id, event: event || 'message', data: dataLines.join('\n') });
    }
    id = null;
    event = '';
    dataLines = [];
    sawField = false;
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    sawField = true;
    if (field === 'data') dataLines.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) return;
        // A trailing CR may be the first half of CRLF split across chunks: wait for more.
        if (match[0] === '\r' && match.index === buffer.length - 1) return;
        const line = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        processLine(line);
      }
    },
    retryMs: () => retryMs,
  };
}
