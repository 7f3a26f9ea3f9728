import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from '../../../../src/streams/sse/sse-parser';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const parser = createSseParser((m) => messages.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return { messages, parser };
}

describe('createSseParser', () => {
  it('parses id, event and data, ignoring heartbeat comments', () => {
    const { messages } = parse([
      ': heartbeat\n\nid: 3\nevent: unread\ndata: {"type":"unread","count":2}\n\n',
    ]);
    expect(messages).toEqual([{ id: '3', event: 'unread', data: '{"type":"unread","count":2}' }]);
  });

  it('joins multi-line data and defaults the event name to message', () => {
    const { messages } = parse(['data: a\ndata: b\n\n']);
    expect(messages).toEqual([{ id: null, event: 'message', data: 'a\nb' }]);
  });

  it('handles chunks split inside lines and CRLF split across chunks', () => {
    const { messages } = parse(['id: 1', '2\r', '\ndata: {"x"', ':1}\r\n\r', '\n']);
    expect(messages).toEqual([{ id: '12', event: 'message', data: '{"x":1}' }]);
  });

  it('dispatches a data-less reset so the client notices it, and reads retry', () => {
    const { messages, parser } = parse(['retry: 3000\nid: 9\nevent: reset\n\n']);
    expect(messages).toEqual([{ id: '9', event: 'reset', data: '' }]);
    expect(parser.retryMs()).toBe(3000);
  });

  it('does not dispatch an unterminated block', () => {
    expect(parse(['data: half']).messages).toEqual([]);
  });
});
