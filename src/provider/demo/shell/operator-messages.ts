/**
 * The operator's messages to the game window (RTS 13: the reality check also shows
 * inside the game). The operator's site and this window share an origin's BroadcastChannel; this
 * is the provider's own copy of that small protocol (it imports nothing of the site): the site
 * announces a reality check with its figures and its end, the window answers with the player's
 * choice.
 */
export const OPERATOR_CHANNEL = 'bk-reality-check';

export interface RealityCheckFigures {
  readonly elapsedSec: number;
  readonly stakesWon: number;
  readonly returnsWon: number;
  readonly netWon: number;
  readonly historyUrl: string;
}

export type OperatorMessage =
  | { readonly type: 'realityCheck'; readonly figures: RealityCheckFigures }
  | { readonly type: 'realityCheckDone' };

export type PlayerAnswer = 'realityCheckContinue' | 'realityCheckLogout';

const isWon = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** A message we understand, or null: anything else on the channel is ignored. */
export function readOperatorMessage(data: unknown): OperatorMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'realityCheckDone') return { type: 'realityCheckDone' };
  if (message.type !== 'realityCheck') return null;
  const summary = message.summary as Record<string, unknown> | null | undefined;
  const historyUrl = message.historyUrl;
  if (!summary || typeof historyUrl !== 'string' || !historyUrl.startsWith('/')) return null;
  const { elapsedSec, stakesWon, returnsWon, netWon } = summary;
  if (![elapsedSec, stakesWon, returnsWon, netWon].every(isWon)) return null;
  return {
    type: 'realityCheck',
    figures: {
      elapsedSec: elapsedSec as number,
      stakesWon: stakesWon as number,
      returnsWon: returnsWon as number,
      netWon: netWon as number,
      historyUrl,
    },
  };
}

export interface OperatorLink {
  answer(answer: PlayerAnswer): void;
  close(): void;
}

/** Listens for the operator; without BroadcastChannel the game simply never hears it. */
export function openOperatorLink(onMessage: (message: OperatorMessage) => void): OperatorLink {
  if (typeof BroadcastChannel === 'undefined') return { answer: () => {}, close: () => {} };
  const channel = new BroadcastChannel(OPERATOR_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = readOperatorMessage(event.data);
    if (message) onMessage(message);
  };
  return {
    answer: (type) => channel.postMessage({ type }),
    close: () => channel.close(),
  };
}
