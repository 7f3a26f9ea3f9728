import { describe, expect, it, vi } from 'vitest';
import { firstValueFrom, toArray } from 'rxjs';
import { createFetchSseTransport, SseHttpError } from '../../../../src/streams/sse/sse-transport';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });

describe('createFetchSseTransport', () => {
  it('sends the headers, reports open, parses messages and completes at end of stream', async () => {
    const fetchMock = vi.fn(
      async () => new Response(streamOf(['id: 1\ndata: {"a"', ':1}\n\n: hb\n\n']), { status: 200 }),
    );
    const transport = createFetchSseTransport({ fetch: fetchMock as unknown as typeof fetch });
    const events = await firstValueFrom(
      transport({ url: '/api/sse/general', headers: { 'Last-Event-ID': '0' } }).pipe(toArray()),
    );
    expect(events).toEqual([
      { type: 'open' },
      { type: 'message', message: { id: '1', event: 'message', data: '{"a":1}' } },
    ]);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Accept: 'text/event-stream', 'Last-Event-ID': '0' });
  });

  it('fails with the status and reports it, so session statuses reach the machine', async () => {
    const onHttpStatus = vi.fn();
    const transport = createFetchSseTransport({
      fetch: (async () => new Response('{}', { status: 555 })) as unknown as typeof fetch,
      onHttpStatus,
    });
    await expect(firstValueFrom(transport({ url: '/x', headers: {} }))).rejects.toBeInstanceOf(
      SseHttpError,
    );
    expect(onHttpStatus).toHaveBeenCalledWith(555);
  });
});
