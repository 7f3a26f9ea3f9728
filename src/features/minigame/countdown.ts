/**
 * Countdown arithmetic against the server clock: the page learns `serverTime` from the events
 * snapshot, keeps offset = server - client, and counts down to `closesAt` on the server's clock.
 */
export function serverOffsetMs(serverTime: string, clientNowMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - clientNowMs : 0;
}

/** Whole seconds left until `targetIso` on the server clock; never negative. */
export function secondsUntil(targetIso: string, clientNowMs: number, offsetMs: number): number {
  const target = Date.parse(targetIso);
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - (clientNowMs + offsetMs)) / 1000));
}

/** 'MM:SS', or 'H:MM:SS' past an hour. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
