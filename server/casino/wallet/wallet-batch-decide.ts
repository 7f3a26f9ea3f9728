/**
 * Decides a batch's calls from what wallet-batch-reads.ts read under the locks, without a round
 * trip: the common calls — a new bet, a win on a standing bet, and their refusals — by the same
 * rules and in the same order as the single-call use-cases (wallet-bet.ts, wallet-win.ts), so
 * the batch can write them with one statement per step (wallet-batch-writes.ts).
 *
 * Everything else goes the general way — each call by its own use-case in a savepoint, after the
 * set-based writes: rollbacks, repeats of a used id, tombstoned bets, wins on bets this batch
 * cannot see, and every call of a member named by more than one call of the batch or of an id
 * named twice (so each decided call is alone with its member, its balance and its ids, and
 * calls that could see each other run one after another as they would alone).
 */
import { refusalOf } from '../casino-access';
import type { MoneyJob } from './wallet-batch.types';
import { roundKey, type BatchLaunch, type BatchReads } from './wallet-batch-reads';
import { betEvent, decideRound, roundStateOf, winEvent } from './casino-round-lifecycle';
import { refused, type WalletOutcome } from './wallet-outcome';
import { launchIsLive, stateOfBetRound, tokenHash, type StoredTransaction } from './wallet-records';

export type BatchDecision =
  | { kind: 'general' }
  | { kind: 'refused'; outcome: WalletOutcome }
  | { kind: 'bet'; memberId: number; launch: BatchLaunch; amount: number }
  | { kind: 'win'; memberId: number; bet: StoredTransaction; amount: number };

const GENERAL: BatchDecision = { kind: 'general' };

const launchOf = (job: MoneyJob, reads: BatchReads): BatchLaunch | undefined =>
  job.call.body.token === '' ? undefined : reads.launches.get(tokenHash(job.call.body.token));

/** The member a call is about, as far as the rows read say (null: the general way decides). */
function memberNamed(job: MoneyJob, providerId: number, reads: BatchReads): number | null {
  switch (job.call.endpoint) {
    case 'transaction/bet': {
      const launch = launchOf(job, reads);
      return launch && launch.provider_id === providerId ? launch.member_id : null;
    }
    case 'transaction/win':
      return reads.transactions.get(job.call.body.reference_transaction_uuid)?.member_id ?? null;
    case 'transaction/rollback':
      return null;
  }
}

const idsOf = (job: MoneyJob): string[] =>
  job.call.endpoint === 'transaction/bet'
    ? [job.call.body.transaction_uuid]
    : [job.call.body.transaction_uuid, job.call.body.reference_transaction_uuid];

function countOf<K>(keys: Iterable<K>): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * One decision per job, in order. `stakeRefused`: the jobs whose stake a member's own limits
 * refuse (responsible gambling), answered like a barred member.
 */
export function decideBatch(
  providerId: number,
  jobs: readonly MoneyJob[],
  reads: BatchReads,
  now: Date,
  stakeRefused: ReadonlySet<number> = new Set(),
): BatchDecision[] {
  const members = jobs.map((job) => memberNamed(job, providerId, reads));
  const callsOfMember = countOf(members.filter((id): id is number => id !== null));
  const usesOfId = countOf(jobs.flatMap(idsOf));
  // Members with more than one call, or a call whose id another call names: one by one.
  const shared = new Set<number>();
  jobs.forEach((job, i) => {
    const member = members[i];
    if (member === null || member === undefined) return;
    if (callsOfMember.get(member)! > 1 || idsOf(job).some((id) => usesOfId.get(id)! > 1)) {
      shared.add(member);
    }
  });
  return jobs.map((job, i) => {
    const memberId = members[i];
    if (memberId === null || memberId === undefined) return GENERAL;
    if (!reads.members.has(memberId) || shared.has(memberId)) return GENERAL;
    if (job.call.endpoint === 'transaction/bet') {
      return decideBet(
        job.call.body,
        memberId,
        launchOf(job, reads)!,
        reads,
        now,
        stakeRefused.has(i),
      );
    }
    if (job.call.endpoint === 'transaction/win') return decideWin(job, memberId, reads);
    return GENERAL;
  });
}

/** A member's balance as locked for this batch (undefined: their cash was not locked). */
function balanceOf(memberId: number, reads: BatchReads): number | undefined {
  const cash = reads.cash.get(memberId);
  return cash ? reads.balances.get(cash.accountId)?.balance : undefined;
}

/** wallet-bet.ts placeBet's checks, in its order. */
function decideBet(
  call: Extract<MoneyJob['call'], { endpoint: 'transaction/bet' }>['body'],
  memberId: number,
  launch: BatchLaunch,
  reads: BatchReads,
  now: Date,
  limitRefused: boolean,
): BatchDecision {
  const balance = balanceOf(memberId, reads);
  const row = reads.members.get(memberId);
  if (balance === undefined || !row) return GENERAL;
  // A repeat or a changed body under a used id, or a bet a rollback already spent.
  if (reads.transactions.has(call.transaction_uuid)) return GENERAL;
  if (reads.tombstoned.has(call.transaction_uuid)) return GENERAL;
  // Only a bet the round's table lets in is decided here; its refusals go the general way.
  const round = reads.rounds.get(roundKey(memberId, call.round)) ?? null;
  if (decideRound(roundStateOf(round), betEvent(call.round_closed)).kind !== 'move') {
    return GENERAL;
  }
  const member = { memberId, balance };
  const no = (status: WalletOutcome['status']): BatchDecision => ({
    kind: 'refused',
    outcome: refused(status, member),
  });
  if (!launchIsLive(launch, now)) return no('RS_ERROR_TOKEN_EXPIRED');
  if (call.game_code !== launch.game_code) return no('RS_ERROR_INVALID_GAME');
  if (call.currency !== 'KRW') return no('RS_ERROR_WRONG_CURRENCY');
  const refusal = refusalOf({ ...row, ...launch });
  if (refusal === 'member_disabled') return no('RS_ERROR_USER_DISABLED');
  if (refusal) return no('RS_ERROR_INVALID_GAME');
  if (limitRefused) return no('RS_ERROR_USER_DISABLED');
  if (balance < call.amount) return no('RS_ERROR_NOT_ENOUGH_MONEY');
  return { kind: 'bet', memberId, launch, amount: call.amount };
}

/** wallet-win.ts payWin's checks, in its order; its rarer answers go the general way. */
function decideWin(job: MoneyJob, memberId: number, reads: BatchReads): BatchDecision {
  if (job.call.endpoint !== 'transaction/win') return GENERAL;
  const call = job.call.body;
  const bet = reads.transactions.get(call.reference_transaction_uuid);
  const balance = balanceOf(memberId, reads);
  if (!bet || bet.kind !== 'bet' || bet.tombstone || bet.round_id === null) return GENERAL;
  if (balance === undefined) return GENERAL;
  // Only a win the round's table pays is decided here (not a rolled-back stake, a closed round
  // or one the operator decided); the rest go the general way.
  if (decideRound(stateOfBetRound(bet), winEvent(call.round_closed)).kind !== 'move') {
    return GENERAL;
  }
  if (reads.transactions.has(call.transaction_uuid)) return GENERAL;
  const launch = launchOf(job, reads);
  if (launch && launch.member_id !== memberId) return GENERAL;
  const member = { memberId, balance };
  if (call.game_code !== bet.game_code) {
    return { kind: 'refused', outcome: refused('RS_ERROR_INVALID_GAME', member) };
  }
  if (call.currency !== 'KRW') {
    return { kind: 'refused', outcome: refused('RS_ERROR_WRONG_CURRENCY', member) };
  }
  return { kind: 'win', memberId, bet, amount: call.amount };
}
