/**
 * The end-of-run checks of the fault simulation (docs/many-nodes.md), as pure functions of what the simulation heard (History),
 * what the database holds (Snapshot) and what the member streams delivered (StreamLog): a
 * violation names the check, what is wrong and, where one caused it, the step to replay.
 */
import { payoutWon } from '../../common/domain/minigame/payout';
import { checkDesk } from './checks-desk';
import type { OpRecord } from './history';
import type { Snapshot } from './snapshot';
import type { DeskSnapshot } from './snapshot-desk';

export interface Violation {
  check:
    | 'ledger'
    | 'negativeBalance'
    | 'ackMissing'
    | 'refusedTookEffect'
    | 'doubleEffect'
    | 'settlement'
    | 'roundLost'
    | 'limit'
    | 'stream';
  message: string;
  step?: number;
}

/** What one member stream client received, over all its reconnects. */
export interface StreamLog {
  memberId: number;
  /** Event ids in the order received (frames without an id are not counted). */
  ids: string[];
  /** `reset` events: the server could not replay from the client's Last-Event-ID. */
  resets: number;
  reconnects: number;
}

export function checkAll(
  history: OpRecord[],
  snap: Snapshot,
  desk: DeskSnapshot,
  streams: StreamLog[],
): Violation[] {
  const deskDecided = deskDecidedTransactions(desk);
  return [
    ...checkLedger(snap),
    ...checkNeverNegative(snap),
    ...checkAcknowledged(history, snap, deskDecided),
    ...checkRefusals(history, snap),
    ...checkWalletMoves(snap),
    ...checkCoupons(snap),
    ...checkMinigame(snap),
    ...checkSports(snap),
    ...checkCasino(snap, deskDecided),
    ...checkDesk(history, desk),
    ...checkStreams(streams),
  ];
}

/**
 * Casino transactions (by uuid, and the bets they refer to) of rounds the operator's desk
 * decided: the provider's later win or rollback there is answered with what happened and moves
 * nothing, so the per-transaction checks leave them to the round check (checks-desk.ts).
 */
export function deskDecidedTransactions(desk: DeskSnapshot): Set<string> {
  const decided = new Set(
    desk.casinoRounds.filter((r) => r.deskActions.length > 0).map((r) => r.roundId),
  );
  const out = new Set<string>();
  for (const [uuid, roundId] of desk.roundOfTransaction) if (decided.has(roundId)) out.add(uuid);
  return out;
}

export function checkLedger(snap: Snapshot): Violation[] {
  return snap.ledgerProblems.map((message) => ({ check: 'ledger', message }));
}

/** Replays each member account's entries in order: the running balance never goes below 0. */
export function checkNeverNegative(snap: Snapshot): Violation[] {
  const out: Violation[] = [];
  let account = -1;
  let running = 0;
  let reported = -1;
  for (const e of snap.memberEntries) {
    if (e.accountId !== account) {
      account = e.accountId;
      running = 0;
    }
    running += Number(e.amount);
    if (running < 0 && reported !== account) {
      reported = account;
      out.push({
        check: 'negativeBalance',
        message: `member ${e.memberId} account ${account}: ${running} after entry ${e.entryId}`,
      });
    }
  }
  return out;
}

/** The minigame area stores a member's key scoped to the member (minigame-bet.service.ts). */
function minigameKey(r: OpRecord): string {
  return `minigame-bet:${r.memberId}:${r.key}`;
}

function ackNum(r: OpRecord, field: string): number | undefined {
  const value = r.ack?.[field];
  return typeof value === 'number' ? value : undefined;
}

/** The ledger key of an operator's adjustment (server/wallet/balance-adjust.service.ts). */
const pointGrantTransferKey = (key: string) => `admin-adjust:${key}`;

/** Every acknowledged operation left its row and its money movement. */
export function checkAcknowledged(
  history: OpRecord[],
  snap: Snapshot,
  deskDecided: Set<string> = new Set(),
): Violation[] {
  const out: Violation[] = [];
  const missing = (r: OpRecord, what: string) =>
    out.push({ check: 'ackMissing', step: r.step, message: `${r.kind} (${r.key ?? ''}): ${what}` });
  const requests = new Map(snap.walletRequests.map((w) => [w.id, w]));
  const requestByKey = new Map(snap.walletRequests.map((w) => [`${w.memberId}:${w.key}`, w]));
  const minigameByKey = new Map(snap.minigameBets.map((b) => [b.key, b]));
  const sportsByKey = new Map(snap.sportsBets.map((b) => [`${b.memberId}:${b.key}`, b]));
  const casinoByUuid = new Map(snap.casinoTransactions.map((c) => [c.uuid, c]));
  for (const r of history) {
    if (r.outcome !== 'ok') continue;
    switch (r.kind) {
      case 'charge':
      case 'exchange': {
        const row = requestByKey.get(`${r.memberId}:${r.key}`);
        if (!row || row.id !== ackNum(r, 'requestId')) missing(r, 'no wallet request');
        else if (r.kind === 'exchange' && !snap.transferKeys.has(`exchange-reserve:${row.id}`)) {
          missing(r, 'exchange not reserved');
        }
        break;
      }
      case 'approve':
      case 'reject':
      case 'cancelRequest': {
        const id = ackNum(r, 'requestId')!;
        const row = requests.get(id);
        const want = { approve: 'approved', reject: 'rejected', cancelRequest: 'cancelled' }[
          r.kind
        ];
        if (!row || row.status !== want) missing(r, `request ${id} is ${row?.status ?? 'gone'}`);
        else if (r.kind === 'approve' && !snap.transferKeys.has(`${row.kind}-approve:${id}`)) {
          missing(r, `request ${id} approved without its transfer`);
        } else if (
          r.kind !== 'approve' &&
          row.kind === 'exchange' &&
          !snap.transferKeys.has(`exchange-return:${id}`)
        ) {
          missing(r, `exchange ${id} ${want} without its return`);
        }
        break;
      }
      case 'pointGrant':
        if (!snap.transferKeys.has(pointGrantTransferKey(r.key!))) missing(r, 'no point credit');
        break;
      case 'pointConvert':
        if (!snap.pointConversions.has(r.key!)) missing(r, 'no conversion');
        break;
      case 'couponIssue':
        if (!snap.couponIssueKeys.has(r.key!)) missing(r, 'no coupon issue');
        break;
      case 'couponUse': {
        const id = ackNum(r, 'couponId');
        const coupon = snap.coupons.find((c) => c.id === id);
        if (!coupon || coupon.status !== 'used' || coupon.useKey !== r.key) {
          missing(r, `coupon ${id} is ${coupon?.status ?? 'gone'}`);
        } else if (!snap.transferKeys.has(`coupon-use:${id}`)) {
          missing(r, `coupon ${id} used without its credit`);
        }
        break;
      }
      case 'minigameBet': {
        const bet = minigameByKey.get(minigameKey(r));
        if (!bet || bet.id !== ackNum(r, 'betId')) missing(r, 'no bet');
        else if (!snap.transferKeys.has(`minigame-stake:${bet.id}`)) missing(r, 'no stake');
        break;
      }
      case 'sportsSingle':
      case 'sportsMultiple':
      case 'sportsSameKeyRace': {
        const bet = sportsByKey.get(`${r.memberId}:${r.key}`);
        if (!bet || bet.id !== ackNum(r, 'betId')) missing(r, 'no bet');
        else if (!snap.transferKeys.has(`sports-stake:${bet.id}`)) missing(r, 'no stake');
        const race = r.ack?.raceIds as (number | null)[] | undefined;
        const ids = new Set((race ?? []).filter((id) => id !== null));
        if (ids.size > 1) {
          out.push({
            check: 'doubleEffect',
            step: r.step,
            message: `one key, two bets: ${[...ids].join(', ')}`,
          });
        }
        break;
      }
      case 'sportsCashout': {
        const bet = snap.sportsBets.find((b) => b.id === ackNum(r, 'betId'));
        if (!bet || bet.cashedOutWon !== ackNum(r, 'offerWon')) missing(r, 'not cashed out');
        break;
      }
      case 'casinoBet':
      case 'casinoWin':
      case 'casinoRollback': {
        const betUuid = r.ack?.betUuid;
        if (typeof betUuid === 'string' && deskDecided.has(betUuid)) break;
        const tx = casinoByUuid.get(r.key!);
        if (!tx) missing(r, 'no casino transaction');
        else if (tx.amount > 0 && tx.movedAmount !== tx.amount) {
          missing(r, `moved ${tx.movedAmount ?? 0} of ${tx.amount}`);
        }
        break;
      }
      case 'sportsVoid': {
        const bet = snap.sportsBets.find((b) => b.id === ackNum(r, 'betId'));
        if (!bet || bet.status !== -1) missing(r, `bet ${ackNum(r, 'betId')} not void`);
        break;
      }
      case 'sportsSettle':
      case 'sportsResettle':
        // Judged by checkSports: every bet is what its legs say.
        break;
    }
  }
  return out;
}

/** A definite refusal (no attempt left unanswered) left nothing behind. */
export function checkRefusals(history: OpRecord[], snap: Snapshot): Violation[] {
  const out: Violation[] = [];
  const walletKeys = new Set(snap.walletRequests.map((w) => `${w.memberId}:${w.key}`));
  const minigameKeys = new Set(snap.minigameBets.map((b) => b.key));
  const sportsKeys = new Set(snap.sportsBets.map((b) => `${b.memberId}:${b.key}`));
  const couponUseKeys = new Set(snap.coupons.map((c) => c.useKey).filter((k) => k !== null));
  const casinoMoved = new Set(
    snap.casinoTransactions.filter((c) => c.movedAmount !== null).map((c) => c.uuid),
  );
  for (const r of history) {
    if (r.outcome !== 'refused' || r.hadUnknownAttempt || r.key === null) continue;
    const member = `${r.memberId}:${r.key}`;
    const took =
      ((r.kind === 'charge' || r.kind === 'exchange') && walletKeys.has(member)) ||
      (r.kind === 'minigameBet' && minigameKeys.has(minigameKey(r))) ||
      ((r.kind === 'sportsSingle' || r.kind === 'sportsMultiple') && sportsKeys.has(member)) ||
      (r.kind === 'pointConvert' && snap.pointConversions.has(r.key)) ||
      (r.kind === 'pointGrant' && snap.transferKeys.has(pointGrantTransferKey(r.key))) ||
      (r.kind === 'couponIssue' && snap.couponIssueKeys.has(r.key)) ||
      (r.kind === 'couponUse' && couponUseKeys.has(r.key)) ||
      (r.kind.startsWith('casino') && casinoMoved.has(r.key));
    if (took) {
      out.push({
        check: 'refusedTookEffect',
        step: r.step,
        message: `${r.kind} (${r.key}) was refused (${r.status} ${r.code ?? ''}) yet took effect`,
      });
    }
  }
  return out;
}

/** Each wallet request moved its amount once for each step it went through, and only those. */
/** A coupon is credited exactly when it is used: one `coupon-use:` transfer per used coupon. */
export function checkCoupons(snap: Snapshot): Violation[] {
  const out: Violation[] = [];
  const used = new Set(snap.coupons.filter((c) => c.status === 'used').map((c) => c.id));
  for (const c of snap.coupons) {
    const credited = snap.transferKeys.has(`coupon-use:${c.id}`);
    if (credited !== used.has(c.id)) {
      out.push({
        check: credited ? 'doubleEffect' : 'ackMissing',
        message: `coupon ${c.id} is ${c.status} ${credited ? 'and credited' : 'without its credit'}`,
      });
    }
  }
  return out;
}

export function checkWalletMoves(snap: Snapshot): Violation[] {
  const out: Violation[] = [];
  for (const w of snap.walletRequests) {
    const moved = (step: string) => snap.walletMoves.get(`${step}:${w.id}`);
    const expect: Record<string, boolean> =
      w.kind === 'charge'
        ? { 'charge-approve': w.status === 'approved' }
        : {
            'exchange-reserve': true,
            'exchange-approve': w.status === 'approved',
            'exchange-return': w.status === 'rejected' || w.status === 'cancelled',
          };
    for (const [step, wanted] of Object.entries(expect)) {
      const amount = moved(step);
      if (wanted && amount !== w.amountWon) {
        out.push({
          check: 'settlement',
          message: `${w.kind} ${w.id} (${w.status}): ${step} moved ${amount ?? 0}, not ${w.amountWon}`,
        });
      }
      if (!wanted && amount !== undefined) {
        out.push({
          check: 'doubleEffect',
          message: `${w.kind} ${w.id} (${w.status}): unexpected ${step} of ${amount}`,
        });
      }
    }
  }
  return out;
}

const GRADE_OF_STATUS: Record<number, 'won' | 'lost' | 'push' | undefined> = {
  1: 'lost',
  2: 'won',
  3: 'push',
};

/**
 * Minigame: each decided bet paid what its grade says; each round paid each member exactly the
 * sum of their bets' payouts (or refunds), once; no round with bets is left undecided.
 */
export function checkMinigame(snap: Snapshot): Violation[] {
  const out: Violation[] = [];
  const owed = new Map<string, number>();
  const rounds = new Map(snap.minigameRounds.map((r) => [`${r.gameId}:${r.roundId}`, r]));
  for (const bet of snap.minigameBets) {
    const round = rounds.get(`${bet.gameId}:${bet.roundId}`);
    const grade = GRADE_OF_STATUS[bet.status];
    if (grade) {
      const want = payoutWon(bet.stakeWon, bet.oddsHundredths, grade);
      if (bet.payoutWon !== want) {
        out.push({
          check: 'settlement',
          message: `minigame bet ${bet.id}: status ${bet.status} paid ${bet.payoutWon}, legs say ${want}`,
        });
      }
      const k = `${bet.gameId}:${bet.roundId}:${bet.memberId}`;
      owed.set(k, (owed.get(k) ?? 0) + bet.payoutWon);
    } else if (bet.status === -1) {
      const refund = snap.minigameReplaceRefunds.get(bet.id);
      if (round?.status === 'cancelled' && refund === undefined) {
        const k = `${bet.gameId}:${bet.roundId}:${bet.memberId}`;
        owed.set(k, (owed.get(k) ?? 0) + bet.stakeWon);
      } else if (refund !== bet.stakeWon) {
        out.push({
          check: 'settlement',
          message: `minigame bet ${bet.id}: replaced, refunded ${refund ?? 0} of ${bet.stakeWon}`,
        });
      }
    } else if (bet.status === 0 && round && round.status !== 'open' && round.overdue) {
      out.push({
        check: 'roundLost',
        message: `minigame bet ${bet.id}: still open in round ${bet.gameId}:${bet.roundId} (${round.status})`,
      });
    }
  }
  for (const round of snap.minigameRounds) {
    if (round.overdue && round.status !== 'settled' && round.status !== 'cancelled') {
      out.push({
        check: 'roundLost',
        message: `minigame round ${round.gameId}:${round.roundId} is ${round.status} long after its draw`,
      });
    }
  }
  const keys = new Set([...owed.keys(), ...snap.minigameRoundCredits.keys()]);
  for (const k of keys) {
    const want = owed.get(k) ?? 0;
    const paid = snap.minigameRoundCredits.get(k) ?? 0;
    if (want !== paid) {
      out.push({
        check: want < paid ? 'doubleEffect' : 'settlement',
        message: `minigame round:member ${k}: credited ${paid}, bets say ${want}`,
      });
    }
  }
  return out;
}

/**
 * Sports: each bet is what its legs say (or its cash-out), and the member's cash moved exactly
 * the payout minus the stake over all its settlements and resettlements: a settlement applied
 * twice, or a reversal missing, shows as a difference.
 */
export function checkSports(snap: Snapshot): Violation[] {
  const out: Violation[] = [];
  for (const bet of snap.sportsBets) {
    if (bet.status === -1) {
      if (bet.memberNet !== 0) {
        out.push({
          check: 'settlement',
          message: `sports bet ${bet.id}: cancelled, member net ${bet.memberNet} (want 0)`,
        });
      }
      continue;
    }
    const cashedOut = bet.cashedOutWon !== null;
    const want = cashedOut ? { status: 3, payoutWon: bet.cashedOutWon! } : bet.expected;
    if (bet.status !== want.status || (want.status !== 0 && bet.payoutWon !== want.payoutWon)) {
      out.push({
        check: 'settlement',
        message: `sports bet ${bet.id}: status ${bet.status} payout ${bet.payoutWon}, legs say ${want.status}/${want.payoutWon}`,
      });
    }
    const net = (want.status === 0 ? 0 : want.payoutWon) - bet.stakeWon;
    if (bet.memberNet !== net) {
      out.push({
        check: bet.memberNet > net ? 'doubleEffect' : 'settlement',
        message: `sports bet ${bet.id}: member net ${bet.memberNet}, want ${net}`,
      });
    }
  }
  return out;
}

/** Casino: every transaction that moves money moved its amount exactly once. */
export function checkCasino(snap: Snapshot, deskDecided: Set<string> = new Set()): Violation[] {
  return snap.casinoTransactions
    .filter((c) => !(c.kind !== 'bet' && deskDecided.has(c.uuid)))
    .filter((c) => !c.tombstone && c.amount > 0 && c.movedAmount !== c.amount)
    .map((c) => ({
      check: 'settlement' as const,
      message: `casino ${c.kind} ${c.uuid}: amount ${c.amount}, moved ${c.movedAmount ?? 0}`,
    }));
}

/**
 * Member streams (each of their events once, in order, to a client that reconnected through
 * the faults): ids strictly increase over every reconnect (no repeat, no going back),
 * and no reconnect was answered with `reset` (a gap the client could not replay).
 */
export function checkStreams(streams: StreamLog[]): Violation[] {
  const out: Violation[] = [];
  for (const s of streams) {
    let last: bigint | null = null;
    for (const id of s.ids) {
      const value = /^\d+$/.test(id) ? BigInt(id) : null;
      if (value === null) {
        out.push({
          check: 'stream',
          message: `member ${s.memberId}: event id "${id}" is not a number`,
        });
        break;
      }
      if (last !== null && value <= last) {
        out.push({
          check: 'stream',
          message: `member ${s.memberId}: event ${value} after ${last} (repeated or out of order)`,
        });
        break;
      }
      last = value;
    }
    if (s.resets > 0) {
      out.push({
        check: 'stream',
        message: `member ${s.memberId}: ${s.resets} reconnect(s) answered with reset (events lost)`,
      });
    }
  }
  return out;
}
