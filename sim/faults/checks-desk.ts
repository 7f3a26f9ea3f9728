/**
 * The end-of-run checks of the operator's side (docs/money-lifecycles.md): a casino round is
 * decided by one actor and paid or refunded once; a tournament fee is taken once and refunded
 * exactly when the tournament was cancelled; a member's limits held at every stake they placed.
 */
import type { Violation } from './checks';
import type { OpRecord } from './history';
import { STAKE_KINDS, type DeskSnapshot } from './snapshot-desk';

export function checkDesk(history: OpRecord[], desk: DeskSnapshot): Violation[] {
  return [
    ...checkCasinoRounds(desk),
    ...checkDeskAcknowledged(history, desk),
    ...checkTournamentEntries(history, desk),
    ...checkLimits(desk),
  ];
}

/**
 * Each simulated round holds one bet: it is either paid (provider win or desk settle) or refunded
 * (provider or desk rollback), never both, never refunded past its stake; once the desk decided
 * it, the provider's later calls move nothing, and the desk decides a round at most once.
 */
export function checkCasinoRounds(desk: DeskSnapshot): Violation[] {
  const out: Violation[] = [];
  for (const r of desk.casinoRounds) {
    const paid = r.providerWon + r.deskSettled;
    const refunded = r.providerRefunded + r.deskRefunded;
    const problems: string[] = [];
    if (refunded > r.staked) problems.push(`refunded ${refunded} of a ${r.staked} stake`);
    if (refunded > 0 && paid > 0) problems.push(`paid ${paid} and refunded ${refunded}`);
    if (r.deskActions.length > 1)
      problems.push(`decided by the desk ${r.deskActions.length} times`);
    if (r.deskActions.length > 0 && r.providerWon + r.providerRefunded > 0) {
      problems.push(
        `the desk decided it (${r.deskActions.join(', ')}) and the provider moved ${r.providerWon + r.providerRefunded} too`,
      );
    }
    for (const problem of problems) {
      out.push({ check: 'doubleEffect', message: `casino round ${r.roundId}: ${problem}` });
    }
  }
  return out;
}

/** An acknowledged desk action left its audit row (and a settle its payment, when above 0). */
function checkDeskAcknowledged(history: OpRecord[], desk: DeskSnapshot): Violation[] {
  const out: Violation[] = [];
  const rounds = new Map(desk.casinoRounds.map((r) => [r.roundId, r]));
  for (const r of history) {
    if (r.outcome !== 'ok') continue;
    if (r.kind !== 'casinoDeskSettle' && r.kind !== 'casinoDeskRollback') continue;
    const roundId = r.ack?.roundId as number;
    const round = rounds.get(roundId);
    const want = r.kind === 'casinoDeskSettle' ? 'casinoRound.settle' : 'casinoRound.rollback';
    const winWon = r.ack?.winWon as number;
    if (!round || !round.deskActions.includes(want)) {
      out.push({
        check: 'ackMissing',
        step: r.step,
        message: `${r.kind} of round ${roundId}: no ${want}`,
      });
    } else if (r.kind === 'casinoDeskSettle' && round.deskSettled !== winWon) {
      out.push({
        check: 'ackMissing',
        step: r.step,
        message: `round ${roundId} settled for ${winWon}, paid ${round.deskSettled}`,
      });
    }
  }
  return out;
}

/**
 * A fee is taken once per entry (what the entry says it paid); a cancelled tournament refunded
 * each fee exactly and paid no prize; a running one refunded nothing.
 */
export function checkTournamentEntries(history: OpRecord[], desk: DeskSnapshot): Violation[] {
  const out: Violation[] = [];
  const byKey = new Map(desk.tournamentEntries.map((e) => [`${e.memberId}:${e.joinKey}`, e]));
  const byMember = new Set(desk.tournamentEntries.map((e) => `${e.tournamentId}:${e.memberId}`));
  for (const e of desk.tournamentEntries) {
    const name = `tournament ${e.tournamentId} member ${e.memberId}`;
    if (e.feeMoved !== e.feePaid) {
      out.push({
        check: e.feeMoved > e.feePaid ? 'doubleEffect' : 'settlement',
        message: `${name}: fee ${e.feePaid}, moved ${e.feeMoved}`,
      });
    }
    const wantRefund = e.state === 'cancelled' ? e.feePaid : 0;
    if (e.refunded !== wantRefund) {
      out.push({
        check: e.refunded > wantRefund ? 'doubleEffect' : 'settlement',
        message: `${name} (${e.state}): refunded ${e.refunded}, want ${wantRefund}`,
      });
    }
    if (e.state === 'cancelled' && e.prized > 0) {
      out.push({ check: 'doubleEffect', message: `${name}: cancelled yet prized ${e.prized}` });
    }
  }
  for (const r of history) {
    if (r.kind !== 'tournamentJoin' || r.key === null) continue;
    const entry = byKey.get(`${r.memberId}:${r.key}`);
    // A member who joined before is answered with that entry (its own key): the entry is the
    // member's in the tournament, whatever key made it.
    if (r.outcome === 'ok' && !byMember.has(`${String(r.ack?.tournamentId)}:${r.memberId}`)) {
      out.push({ check: 'ackMissing', step: r.step, message: `join ${r.key}: no entry` });
    }
    if (r.outcome === 'refused' && !r.hadUnknownAttempt && entry) {
      out.push({
        check: 'refusedTookEffect',
        step: r.step,
        message: `join ${r.key} was refused (${r.status} ${r.code ?? ''}) yet entered`,
      });
    }
  }
  return out;
}

/**
 * Replays each limited member's play in entry order: no stake above the per-bet limit, and no
 * stake that took the 24-hour loss (stakes − returns) past its limit. The server decides under the
 * member's lock, so entry order is the order it decided in; returns committed concurrently can
 * only make this replay more lenient than the server was.
 */
export function checkLimits(desk: DeskSnapshot): Violation[] {
  const out: Violation[] = [];
  for (const play of desk.limitedPlay) {
    let net = 0;
    for (const e of play.entries) {
      net += e.amount;
      if (!STAKE_KINDS.includes(e.kind) || e.amount >= 0) continue;
      const stake = -e.amount;
      if (play.stakePerBet !== null && stake > play.stakePerBet) {
        out.push({
          check: 'limit',
          message: `member ${play.memberId}: ${e.kind} of ${stake} past the per-bet limit ${play.stakePerBet} (entry ${e.entryId})`,
        });
      }
      if (play.loss24h !== null && -net > play.loss24h) {
        out.push({
          check: 'limit',
          message: `member ${play.memberId}: ${e.kind} of ${stake} took the 24 h loss to ${-net}, past ${play.loss24h} (entry ${e.entryId})`,
        });
      }
    }
  }
  return out;
}
