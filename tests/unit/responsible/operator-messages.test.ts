import { describe, expect, it } from 'vitest';
import { readOperatorMessage } from '../../../src/provider/demo/shell/operator-messages';

/** The game window's side of the reality-check protocol (RTS 13 in the game window). */
describe('operator messages to the game window', () => {
  const summary = {
    sessionStartedAt: '2025-01-01T00:00:00.000Z',
    now: '2025-01-01T00:15:00.000Z',
    elapsedSec: 900,
    stakesWon: 30_000,
    returnsWon: 12_000,
    netWon: -18_000,
    intervalMin: 15,
    sessionEndsAt: null,
  };

  it('reads the site’s reality check with its figures and history link', () => {
    expect(
      readOperatorMessage({ type: 'realityCheck', summary, historyUrl: '/bet_result' }),
    ).toEqual({
      type: 'realityCheck',
      figures: {
        elapsedSec: 900,
        stakesWon: 30_000,
        returnsWon: 12_000,
        netWon: -18_000,
        historyUrl: '/bet_result',
      },
    });
    expect(readOperatorMessage({ type: 'realityCheckDone' })).toEqual({ type: 'realityCheckDone' });
  });

  it('ignores anything else on the channel', () => {
    expect(readOperatorMessage(null)).toBeNull();
    expect(readOperatorMessage({ type: 'other' })).toBeNull();
    expect(
      readOperatorMessage({ type: 'realityCheck', summary, historyUrl: 'https://evil.example/' }),
    ).toBeNull();
    expect(
      readOperatorMessage({
        type: 'realityCheck',
        summary: { ...summary, netWon: '-18000' },
        historyUrl: '/bet_result',
      }),
    ).toBeNull();
  });
});
