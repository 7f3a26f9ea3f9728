/**
 * What the simulation did and heard: one record per operation, every acknowledged answer and
 * every unknown outcome (a timeout, a reset). The checks read it beside the database.
 */
export type OpKind =
  | 'charge'
  | 'exchange'
  | 'approve'
  | 'reject'
  | 'cancelRequest'
  | 'pointGrant'
  | 'pointConvert'
  | 'couponIssue'
  | 'couponUse'
  | 'minigameBet'
  | 'sportsSingle'
  | 'sportsMultiple'
  | 'sportsSameKeyRace'
  | 'sportsSettle'
  | 'sportsResettle'
  | 'sportsCashout'
  | 'casinoBet'
  | 'casinoWin'
  | 'casinoRollback'
  | 'casinoDeskSettle'
  | 'casinoDeskRollback'
  | 'sportsVoid'
  | 'tournamentJoin'
  | 'tournamentCancel';

/**
 * ok: acknowledged (2xx, or RS_OK). refused: a definite no (4xx, or an RS_ERROR other than
 * UNKNOWN) to every attempt. unknown: no answer to any attempt (timeouts, resets, 5xx).
 */
export type Outcome = 'ok' | 'refused' | 'unknown';

export interface OpRecord {
  step: number;
  kind: OpKind;
  memberId: number | null;
  /** The client's idempotency key (casino: the transaction uuid). */
  key: string | null;
  outcome: Outcome;
  /** An attempt of this operation went unanswered before the last one (a retry followed). */
  hadUnknownAttempt: boolean;
  /** Why the last unanswered attempt went unanswered (TIMEOUT, ECONNRESET, http 5xx …). */
  unknownReason?: string | null;
  attempts: number;
  /** The nodes the attempts went to. */
  nodes: number[];
  /** HTTP status (or casino status) and error code of the last answer. */
  status?: number | string;
  code?: string;
  /** What the acknowledged answer said that the checks compare (ids, amounts). */
  ack?: Record<string, unknown>;
}

export class History {
  readonly records: OpRecord[] = [];

  add(record: OpRecord): void {
    this.records.push(record);
  }

  /** Why operations were refused or left unknown: `kind status code` → count (most are the site saying no). */
  refusals(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const r of this.records) {
      if (r.outcome === 'ok') continue;
      const reason =
        r.outcome === 'refused'
          ? `${r.kind} ${r.status ?? ''} ${r.code ?? ''}`.trim()
          : `${r.kind} unknown ${r.unknownReason ?? ''}`.trim();
      counts[reason] = (counts[reason] ?? 0) + 1;
    }
    return counts;
  }

  countsByKind(): Record<string, Record<Outcome, number>> {
    const counts: Record<string, Record<Outcome, number>> = {};
    for (const r of this.records) {
      counts[r.kind] ??= { ok: 0, refused: 0, unknown: 0 };
      counts[r.kind]![r.outcome] += 1;
    }
    return counts;
  }
}
