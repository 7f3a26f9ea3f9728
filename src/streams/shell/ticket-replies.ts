/**
 * `ticketReply` general events (an operator answered one of the member's tickets), handed from
 * src/streams/shell/general.stream.ts to an open ticket view so it refetches.
 */
type Listener = (ticketId: number) => void;
const listeners = new Set<Listener>();

export function notifyTicketReply(ticketId: number): void {
  for (const listener of listeners) listener(ticketId);
}

export function onTicketReply(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
