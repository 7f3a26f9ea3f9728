/**
 * The verdict on one entry of the member's own record (common/contract/fairness-record.contract.ts).
 * Every check is made against what the page wrote down BEFORE play — the commitment and the
 * member's own client seed — and against the reveal only for values the member can recompute: the
 * combined seed is rebuilt from the published seats, never taken from the reveal, and the outcome
 * is recomputed by the independent implementations (docs/fairness.md, docs/fairness-minigames.md).
 */
import type { FairnessRecordEntry } from '../../../common/contract/fairness-record.contract';
import {
  combinedSeed,
  commitOf,
  isCasinoDraw,
  recomputeCasino,
  recomputeMinigame,
} from './recompute';
import { sameOutcome } from './same-outcome';

/** The values a mismatch can name, as the page shows them. */
export const CHECKED_VALUE = {
  commit: '서버 시드 커밋',
  ownSeed: '내 클라이언트 시드',
  combined: '결합 시드',
  outcome: '결과',
} as const;
export type CheckedValue = keyof typeof CHECKED_VALUE;

/** What a check could not run without. */
export const MISSING_VALUE = {
  reveal: '공개된 결과 정보',
  serverSeed: '서버 시드',
  seats: '좌석 시드 목록',
  outcome: '공개된 결과',
  roundId: '회차 번호',
  rule: '추첨 규칙',
  game: '알 수 없는 게임',
} as const;
export type MissingValue = keyof typeof MISSING_VALUE;

export type VerdictStatus = 'match' | 'mismatch' | 'unverifiable';

export interface RecordVerdict {
  readonly status: VerdictStatus;
  /** "일치", "불일치: …" or "확인 불가: …". */
  readonly text: string;
  readonly mismatches: readonly CheckedValue[];
  readonly missing: readonly MissingValue[];
  /** Checks that ran and passed. */
  readonly passed: readonly CheckedValue[];
  /** The outcome recomputed by the independent implementation, when it could be. */
  readonly recomputed?: unknown;
}

class Findings {
  readonly mismatches: CheckedValue[] = [];
  readonly missing: MissingValue[] = [];
  readonly passed: CheckedValue[] = [];
  recomputed: unknown;

  check(value: CheckedValue, ok: boolean): void {
    (ok ? this.passed : this.mismatches).push(value);
  }

  verdict(): RecordVerdict {
    const base = {
      mismatches: this.mismatches,
      missing: this.missing,
      passed: this.passed,
      recomputed: this.recomputed,
    };
    // A value proven wrong outweighs one that could not be checked: the member learns of it.
    if (this.mismatches.length > 0) {
      const names = this.mismatches.map((value) => CHECKED_VALUE[value]).join(', ');
      return { ...base, status: 'mismatch', text: `불일치: ${names}` };
    }
    if (this.missing.length > 0) {
      const names = this.missing.map((value) => MISSING_VALUE[value]).join(', ');
      return { ...base, status: 'unverifiable', text: `확인 불가: ${names}` };
    }
    return { ...base, status: 'match', text: '일치' };
  }
}

type Revealed = NonNullable<FairnessRecordEntry['revealed']>;

/** Runs the commit check; false when the revealed seed is not even a hex string. */
async function commitMatches(seedHex: string, recordedCommit: string): Promise<boolean> {
  try {
    return (await commitOf(seedHex)) === recordedCommit.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The client seed the outcome was drawn from, rebuilt from the published seats; undefined when it
 * cannot be (no seat list). Also records the own-seed and the published-combined-seed checks.
 */
async function seatSeed(
  entry: FairnessRecordEntry,
  revealed: Revealed,
  findings: Findings,
): Promise<string | undefined> {
  if (revealed.seats === undefined) {
    findings.missing.push('seats');
    return undefined;
  }
  const seeds = revealed.seats.map((seat) => seat.clientSeed);
  findings.check('ownSeed', seeds.includes(entry.shown.clientSeed));
  const combined = await combinedSeed(entry.kind, seeds);
  // The published combined seed is only compared, never used: the rebuilt one is what counts.
  if (revealed.combinedClientSeed !== undefined) {
    findings.check('combined', revealed.combinedClientSeed === combined);
  }
  return combined;
}

async function outcomeCheck(
  revealed: Revealed,
  findings: Findings,
  recompute: () => Promise<unknown>,
): Promise<void> {
  let recomputed: unknown;
  try {
    recomputed = await recompute();
  } catch {
    // The inputs do not describe a draw (a seed that is not hex, say): no outcome can match.
    findings.check('outcome', false);
    return;
  }
  findings.recomputed = recomputed;
  if (revealed.outcome === undefined || revealed.outcome === null) {
    findings.missing.push('outcome');
    return;
  }
  findings.check('outcome', sameOutcome(recomputed, revealed.outcome));
}

async function checkCasino(
  entry: FairnessRecordEntry,
  revealed: Revealed,
  seedHex: string,
  findings: Findings,
): Promise<void> {
  if (!isCasinoDraw(entry.drawCode)) {
    findings.missing.push('game');
    return;
  }
  const clientSeed =
    entry.kind === 'table' ? await seatSeed(entry, revealed, findings) : entry.shown.clientSeed;
  if (clientSeed === undefined) return;
  await outcomeCheck(revealed, findings, () =>
    recomputeCasino({
      drawCode: entry.drawCode,
      serverSeedHex: seedHex,
      clientSeed,
      nonce: entry.shown.nonce,
    }),
  );
}

async function checkMinigame(
  entry: FairnessRecordEntry,
  revealed: Revealed,
  seedHex: string,
  findings: Findings,
): Promise<void> {
  const gameId = Number(entry.gameCode);
  if (!/^\d+$/.test(entry.gameCode) || !Number.isSafeInteger(gameId)) {
    findings.missing.push('game');
    return;
  }
  const roundId = entry.shown.roundId;
  const rule = revealed.fairRule;
  if (roundId === undefined) findings.missing.push('roundId');
  if (rule === undefined) findings.missing.push('rule');
  if (roundId === undefined || rule === undefined) return;
  const roundClientSeed = rule === 2 ? await seatSeed(entry, revealed, findings) : undefined;
  if (rule === 2 && roundClientSeed === undefined) return;
  await outcomeCheck(revealed, findings, () =>
    recomputeMinigame({
      gameId,
      family: entry.drawCode,
      seedHex,
      roundId,
      rule,
      roundClientSeed,
    }),
  );
}

/** Checks one record entry; never throws. */
export async function checkRecordEntry(entry: FairnessRecordEntry): Promise<RecordVerdict> {
  const findings = new Findings();
  const revealed = entry.revealed;
  if (revealed === undefined) {
    findings.missing.push('reveal');
    return findings.verdict();
  }
  const seedHex = revealed.serverSeedHex;
  if (seedHex === null || seedHex === '') {
    findings.missing.push('serverSeed');
    return findings.verdict();
  }
  findings.check('commit', await commitMatches(seedHex, entry.shown.commitHex));
  if (entry.kind === 'minigame') await checkMinigame(entry, revealed, seedHex, findings);
  else await checkCasino(entry, revealed, seedHex, findings);
  return findings.verdict();
}
