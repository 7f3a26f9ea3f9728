/**
 * The fault simulation's checks (sim/faults/checks.ts) catch what they exist to catch: a clean
 * history and database pass, and each planted violation — a doubled effect, a negative balance,
 * a missing acknowledged bet, a refused operation that took effect, a wrong payout, a lost
 * round, a stream that repeated an event — is reported, so a run cannot pass vacuously.
 */
import { describe, expect, it } from 'vitest';
import { checkAll, type StreamLog } from '../../../sim/faults/checks';
import type { DeskSnapshot } from '../../../sim/faults/snapshot-desk';
import type { OpRecord } from '../../../sim/faults/history';
import type { Snapshot } from '../../../sim/faults/snapshot';

const MEMBER = 7;

function cleanSnapshot(): Snapshot {
  return {
    ledgerProblems: [],
    memberEntries: [
      { accountId: 1, memberId: MEMBER, entryId: 1, amount: 100_000 },
      { accountId: 1, memberId: MEMBER, entryId: 2, amount: -10_000 },
      { accountId: 1, memberId: MEMBER, entryId: 3, amount: 19_500 },
    ],
    transferKeys: new Set([
      'charge-approve:1',
      'minigame-stake:11',
      'sports-stake:21',
      'admin-adjust:k-grant',
      'coupon-use:31',
    ]),
    walletRequests: [
      {
        id: 1,
        memberId: MEMBER,
        key: 'k-charge',
        kind: 'charge',
        status: 'approved',
        amountWon: 100_000,
      },
    ],
    walletMoves: new Map([['charge-approve:1', 100_000]]),
    minigameBets: [
      {
        id: 11,
        memberId: MEMBER,
        key: `minigame-bet:${MEMBER}:k-mini`,
        gameId: 408,
        roundId: '20261125-0001',
        status: 2,
        stakeWon: 10_000,
        oddsHundredths: 195,
        payoutWon: 19_500,
      },
    ],
    minigameRounds: [{ gameId: 408, roundId: '20261125-0001', status: 'settled', overdue: true }],
    minigameRoundCredits: new Map([[`408:20261125-0001:${MEMBER}`, 19_500]]),
    minigameReplaceRefunds: new Map(),
    sportsBets: [
      {
        id: 21,
        memberId: MEMBER,
        key: 'k-sports',
        status: 2,
        stakeWon: 5_000,
        payoutWon: 9_250,
        cashedOutWon: null,
        expected: { status: 2, payoutWon: 9_250 },
        memberNet: 4_250,
      },
    ],
    casinoTransactions: [
      {
        uuid: 'c-bet',
        kind: 'bet',
        memberId: MEMBER,
        amount: 1_000,
        tombstone: false,
        movedAmount: 1_000,
      },
    ],
    pointConversions: new Set(),
    couponIssueKeys: new Set(['k-issue']),
    coupons: [{ id: 31, memberId: MEMBER, status: 'used', useKey: 'k-use' }],
  };
}

function op(partial: Partial<OpRecord> & Pick<OpRecord, 'kind'>): OpRecord {
  return {
    step: 1,
    memberId: MEMBER,
    key: null,
    outcome: 'ok',
    hadUnknownAttempt: false,
    attempts: 1,
    nodes: [0],
    ...partial,
  };
}

function cleanHistory(): OpRecord[] {
  return [
    op({ step: 1, kind: 'charge', key: 'k-charge', ack: { requestId: 1, amountWon: 100_000 } }),
    op({ step: 2, kind: 'approve', ack: { requestId: 1, requestKind: 'charge' } }),
    op({ step: 3, kind: 'minigameBet', key: 'k-mini', ack: { betId: 11 } }),
    op({ step: 4, kind: 'sportsSingle', key: 'k-sports', ack: { betId: 21 } }),
    op({ step: 5, kind: 'casinoBet', key: 'c-bet', ack: { amount: 1_000 } }),
    op({ step: 6, kind: 'minigameBet', key: 'k-refused', outcome: 'refused', status: 409 }),
    op({ step: 7, kind: 'pointGrant', key: 'k-grant', ack: { points: 5_000 } }),
    op({ step: 8, kind: 'pointGrant', key: 'k-grant-no', outcome: 'refused', status: 400 }),
    op({ step: 9, kind: 'couponIssue', key: 'k-issue', ack: { issueId: 1 } }),
    op({ step: 10, kind: 'couponUse', key: 'k-use', ack: { couponId: 31 } }),
    op({ step: 11, kind: 'couponUse', key: 'k-use-no', outcome: 'refused', status: 409 }),
  ];
}

const cleanStreams = (): StreamLog[] => [
  { memberId: MEMBER, ids: ['3', '4', '9'], resets: 0, reconnects: 2 },
];

/** Nothing on the operator's side: no casino round, tournament entry or limited member. */
function cleanDesk(): DeskSnapshot {
  return {
    casinoRounds: [],
    roundOfTransaction: new Map(),
    tournamentEntries: [],
    limitedPlay: [],
  };
}

describe('fault simulation checks', () => {
  it('pass a clean run', () => {
    expect(checkAll(cleanHistory(), cleanSnapshot(), cleanDesk(), cleanStreams())).toEqual([]);
  });

  it('catch a doubled effect: a round credited twice', () => {
    const snap = cleanSnapshot();
    snap.minigameRoundCredits.set(`408:20261125-0001:${MEMBER}`, 39_000);
    expect(checkAll(cleanHistory(), snap, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'doubleEffect' }),
    );
  });

  it('catch a doubled effect: a sports payout applied twice', () => {
    const snap = cleanSnapshot();
    snap.sportsBets[0]!.memberNet = 4_250 + 9_250;
    expect(checkAll(cleanHistory(), snap, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'doubleEffect' }),
    );
  });

  it('catch a balance that went negative on the way, even if it ends positive', () => {
    const snap = cleanSnapshot();
    snap.memberEntries = [
      { accountId: 1, memberId: MEMBER, entryId: 1, amount: -10_000 },
      { accountId: 1, memberId: MEMBER, entryId: 2, amount: 100_000 },
    ];
    expect(checkAll(cleanHistory(), snap, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'negativeBalance' }),
    );
  });

  it('catch an acknowledged bet missing from the database', () => {
    const snap = cleanSnapshot();
    snap.minigameBets = [];
    snap.minigameRoundCredits.clear();
    expect(checkAll(cleanHistory(), snap, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'ackMissing', step: 3 }),
    );
  });

  it('catch a definite refusal that took effect', () => {
    const snap = cleanSnapshot();
    snap.minigameBets.push({
      ...snap.minigameBets[0]!,
      id: 12,
      key: `minigame-bet:${MEMBER}:k-refused`,
      status: 0,
      payoutWon: 0,
    });
    expect(checkAll(cleanHistory(), snap, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'refusedTookEffect', step: 6 }),
    );
  });

  it('catch an acknowledged point credit missing, and a refused one that was credited', () => {
    const snap = cleanSnapshot();
    snap.transferKeys.delete('admin-adjust:k-grant');
    snap.transferKeys.add('admin-adjust:k-grant-no');
    const violations = checkAll(cleanHistory(), snap, cleanDesk(), cleanStreams());
    expect(violations).toContainEqual(expect.objectContaining({ check: 'ackMissing', step: 7 }));
    expect(violations).toContainEqual(
      expect.objectContaining({ check: 'refusedTookEffect', step: 8 }),
    );
  });

  it('catch a coupon used without its credit, credited unused, or used by a refused request', () => {
    const uncredited = cleanSnapshot();
    uncredited.transferKeys.delete('coupon-use:31');
    expect(checkAll(cleanHistory(), uncredited, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'ackMissing', step: 10 }),
    );
    const creditedUnused = cleanSnapshot();
    creditedUnused.coupons.push({ id: 32, memberId: MEMBER, status: 'unused', useKey: null });
    creditedUnused.transferKeys.add('coupon-use:32');
    expect(checkAll(cleanHistory(), creditedUnused, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'doubleEffect' }),
    );
    const refusedUsed = cleanSnapshot();
    refusedUsed.coupons.push({ id: 33, memberId: MEMBER, status: 'used', useKey: 'k-use-no' });
    refusedUsed.transferKeys.add('coupon-use:33');
    expect(checkAll(cleanHistory(), refusedUsed, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'refusedTookEffect', step: 11 }),
    );
  });

  it('catch a payout that is not what the legs say', () => {
    const snap = cleanSnapshot();
    snap.sportsBets[0]!.payoutWon = 9_000;
    expect(checkAll(cleanHistory(), snap, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'settlement' }),
    );
  });

  it('catch a round left undecided long after its draw', () => {
    const snap = cleanSnapshot();
    snap.minigameRounds[0]!.status = 'drawn';
    expect(checkAll(cleanHistory(), snap, cleanDesk(), cleanStreams())).toContainEqual(
      expect.objectContaining({ check: 'roundLost' }),
    );
  });

  it('report what the ledger verification found', () => {
    const snap = cleanSnapshot();
    snap.ledgerProblems = ['currency KRW: accounts sum to 5, not 0'];
    expect(checkAll(cleanHistory(), snap, cleanDesk(), cleanStreams())).toContainEqual({
      check: 'ledger',
      message: 'currency KRW: accounts sum to 5, not 0',
    });
  });

  it('catch a stream that repeated an event or answered a reconnect with reset', () => {
    const repeated = [{ memberId: MEMBER, ids: ['3', '4', '4'], resets: 0, reconnects: 1 }];
    const reset = [{ memberId: MEMBER, ids: ['3'], resets: 1, reconnects: 1 }];
    expect(checkAll(cleanHistory(), cleanSnapshot(), cleanDesk(), repeated)).toContainEqual(
      expect.objectContaining({ check: 'stream' }),
    );
    expect(checkAll(cleanHistory(), cleanSnapshot(), cleanDesk(), reset)).toContainEqual(
      expect.objectContaining({ check: 'stream' }),
    );
  });
});
