/** Text framing of the event-stream format (WHATWG HTML §9.2), nothing else. */

/** `id` null: a message outside the stream's sequence (it leaves the client's Last-Event-ID). */
export function formatSseEvent(id: number | null, eventName: string, data: unknown): string {
  const idLine = id === null ? '' : `id: ${id}\n`;
  // JSON.stringify never emits a raw newline, so the data fits on one `data:` line.
  return `${idLine}event: ${eventName}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function formatSseComment(text: string): string {
  return `: ${text.replace(/\n/g, ' ')}\n\n`;
}

export function formatSseRetry(retryMs: number): string {
  return `retry: ${retryMs}\n\n`;
}

/** A Last-Event-ID this server issued: a positive safe integer, anything else is ignored. */
export function parseLastEventId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
