import type { RealityCheckSummary } from '../../common/contract/responsible.contract';

/**
 * The reality check inside the casino game window (RTS 13 "also in the game window"):
 * the site and the game window (another page of the same origin, opened without an opener) talk
 * over one BroadcastChannel, as an operator's page and a provider's client exchange
 * postMessage-style "operator messages". The site announces the check with its figures and its
 * end; the game window answers with the member's choice.
 */
export const REALITY_CHECK_CHANNEL = 'bk-reality-check';

export type SiteToGameMessage =
  | { type: 'realityCheck'; summary: RealityCheckSummary; historyUrl: string }
  | { type: 'realityCheckDone' };

export type GameToSiteMessage = { type: 'realityCheckContinue' } | { type: 'realityCheckLogout' };

export interface RealityCheckChannel {
  post(message: SiteToGameMessage): void;
  close(): void;
}

/** Opens the channel; without BroadcastChannel (old browsers, tests) the game window is not told. */
export function openRealityCheckChannel(
  onAnswer: (message: GameToSiteMessage) => void,
): RealityCheckChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(REALITY_CHECK_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === 'realityCheckContinue' || data?.type === 'realityCheckLogout') {
      onAnswer({ type: data.type });
    }
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}
