import { describe, expect, it } from 'vitest';
import {
  checkCasinoRounds,
  checkLimits,
  checkTournamentEntries,
} from '../../../sim/faults/checks-desk';
import type { OpRecord } from '../../../sim/faults/history';
import type {
  CasinoRoundMoves,
  DeskSnapshot,
  TournamentEntryMoves,
} from '../../../sim/faults/snapshot-desk';

function desk(over: Partial<DeskSnapshot> = {}): DeskSnapshot {
  return {
    casinoRounds: [],
    roundOfTransaction: new Map(),
    tournamentEntries: [],
    limitedPlay: [],
    ...over,
  };
}

function round(over: Partial<CasinoRoundMoves>): CasinoRoundMoves {
  return {
    roundId: 1,
    status: 'closed',
    staked: 1_000,
    providerWon: 0,
    providerRefunded: 0,
    deskSettled: 0,
    deskRefunded: 0,
    deskActions: [],
    ...over,
  };
}

function entry(over: Partial<TournamentEntryMoves>): TournamentEntryMoves {
  return {
    tournamentId: 9,
    memberId: 3,
    state: 'scheduled',
    joinKey: 'k1',
    feePaid: 5_000,
    feeMoved: 5_000,
    refunded: 0,
    prized: 0,
    ...over,
  };
}

describe('casino rounds on the operator desk', () => {
  it('accepts a round paid by one actor, or refunded by one', () => {
    const rounds = [
      round({ providerWon: 2_000 }),
      round({ roundId: 2, providerRefunded: 1_000, status: 'rolled_back' }),
      round({ roundId: 3, deskSettled: 2_000, deskActions: ['casinoRound.settle'] }),
      round({ roundId: 4, deskRefunded: 1_000, deskActions: ['casinoRound.rollback'] }),
    ];
    expect(checkCasinoRounds(desk({ casinoRounds: rounds }))).toEqual([]);
  });

  it('flags a desk settlement followed by the provider refunding the stake', () => {
    const rounds = [
      round({ deskSettled: 2_000, providerRefunded: 1_000, deskActions: ['casinoRound.settle'] }),
    ];
    const found = checkCasinoRounds(desk({ casinoRounds: rounds }));
    expect(found.map((v) => v.check)).toContain('doubleEffect');
    expect(found.map((v) => v.message).join()).toContain('paid 2000 and refunded 1000');
  });

  it('flags a desk settlement followed by the provider paying its own win', () => {
    const rounds = [
      round({ deskSettled: 2_000, providerWon: 6_000, deskActions: ['casinoRound.settle'] }),
    ];
    expect(checkCasinoRounds(desk({ casinoRounds: rounds }))[0]?.message).toContain(
      'the provider moved 6000 too',
    );
  });

  it('flags a round refunded past its stake, and one the desk decided twice', () => {
    const twice = round({
      deskActions: ['casinoRound.settle', 'casinoRound.rollback'],
      deskRefunded: 1_000,
    });
    const over = round({ roundId: 2, providerRefunded: 1_000, deskRefunded: 1_000 });
    const messages = checkCasinoRounds(desk({ casinoRounds: [twice, over] })).map((v) => v.message);
    expect(messages.join()).toContain('decided by the desk 2 times');
    expect(messages.join()).toContain('refunded 2000 of a 1000 stake');
  });
});

describe('tournament entries', () => {
  it('accepts a fee taken once, refunded exactly when cancelled', () => {
    const entries = [entry({}), entry({ memberId: 4, state: 'cancelled', refunded: 5_000 })];
    expect(checkTournamentEntries([], desk({ tournamentEntries: entries }))).toEqual([]);
  });

  it('flags a fee taken twice, a refund of a running one, and a cancelled one left unrefunded', () => {
    const entries = [
      entry({ feeMoved: 10_000 }),
      entry({ memberId: 4, refunded: 5_000 }),
      entry({ memberId: 5, state: 'cancelled' }),
      entry({ memberId: 6, state: 'cancelled', refunded: 5_000, prized: 10_000 }),
    ];
    const found = checkTournamentEntries([], desk({ tournamentEntries: entries }));
    expect(found.map((v) => v.check)).toEqual([
      'doubleEffect',
      'doubleEffect',
      'settlement',
      'doubleEffect',
    ]);
  });

  it('flags an acknowledged join without an entry and a refused join that entered', () => {
    const base: Omit<OpRecord, 'outcome' | 'key'> = {
      step: 1,
      kind: 'tournamentJoin',
      memberId: 3,
      hadUnknownAttempt: false,
      attempts: 1,
      nodes: [0],
    };
    const history: OpRecord[] = [
      { ...base, key: 'k-missing', outcome: 'ok', ack: { tournamentId: 10 } },
      // Joined before under k1: answered with that entry.
      { ...base, key: 'k-again', outcome: 'ok', ack: { tournamentId: 9 } },
      { ...base, key: 'k1', outcome: 'refused', status: 409, code: 'RG_STAKE_LIMIT' },
    ];
    const found = checkTournamentEntries(history, desk({ tournamentEntries: [entry({})] }));
    expect(found.map((v) => v.check)).toEqual(['ackMissing', 'refusedTookEffect']);
  });
});

describe('responsible-gambling limits replayed', () => {
  const play = (entries: { kind: string; amount: number }[]) =>
    desk({
      limitedPlay: [
        {
          memberId: 3,
          stakePerBet: 15_000,
          loss24h: 30_000,
          entries: entries.map((e, i) => ({ entryId: i + 1, ...e })),
        },
      ],
    });

  it('accepts stakes within both limits, returns making room again', () => {
    const entries = [
      { kind: 'sports_stake', amount: -15_000 },
      { kind: 'casino_bet', amount: -15_000 },
      { kind: 'casino_win', amount: 10_000 },
      { kind: 'minigame_stake', amount: -10_000 },
    ];
    expect(checkLimits(play(entries))).toEqual([]);
  });

  it('flags a tournament fee past the per-bet limit and past the loss limit', () => {
    const entries = [
      { kind: 'casino_bet', amount: -10_000 },
      { kind: 'tournament_entry', amount: -20_000 },
      { kind: 'tournament_entry', amount: -5_000 },
    ];
    const messages = checkLimits(play(entries)).map((v) => v.message);
    // 30,000 reaches the limit without passing it; the next 5,000 passes it.
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('past the per-bet limit 15000');
    expect(messages[1]).toContain('took the 24 h loss to 35000');
  });

  it('does not count a reversal of a payout as a stake', () => {
    const entries = [
      { kind: 'sports_stake', amount: -15_000 },
      { kind: 'sports_payout', amount: 30_000 },
      { kind: 'sports_reversal', amount: -30_000 },
    ];
    expect(checkLimits(play(entries))).toEqual([]);
  });
});
