/**
 * The seamless wallet providers call (docs/casino-wallet.md): checks the provider's signature over the raw body, reads the call,
 * runs its use-case in one database transaction — money calls that arrive together share one,
 * each in its own savepoint (wallet-batch.ts) — logs the call outside it, and after commit
 * tells the member's /api/sse/bets stream their new balance.
 */
import type {
  CasinoWalletAnswer,
  CasinoWalletEndpoint,
} from '../../../common/contract/casino-wallet.contract';
import type { Db, Queryable } from '../../platform/db/db';
import { isDeadlock } from '../../platform/db/deadlock-retry';
import type { BatchAnswer, BatcherOptions } from '../../platform/lib/batcher';
import type { Clock } from '../../platform/lib/clock';
import { accountId } from '../../platform/ledger/accounts';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { AppError } from '../../platform/lib/app-error';
import type { Realtime } from '../../platform/sse/realtime';
import { placeBet } from './wallet-bet';
import { isMoneyCall, runMoneyBatchIn, type MoneyBatchOutcome } from './wallet-batch';
import type { MoneyJob } from './wallet-batch.types';
import { WalletCallLog, type WalletCall } from './wallet-call-log';
import { mayLogUnsigned, unsignedBodyOf } from './unsigned-call-log';
import { refused, type WalletOutcome } from './wallet-outcome';
import { casinoHouse, HOUSE_SHARDS } from '../casino-house';
import { parseCall, readJson, requestUuidOf, type ParsedCall } from './wallet-parse';
import { WalletMoneyLanes } from './wallet-lanes';
import { WalletProviders } from './wallet-providers';
import { tokenHash } from './wallet-records';
import { rollBack } from './wallet-rollback';
import { payWin } from './wallet-win';
import { userOf } from './wallet-user';
import { tellRoundsChanged, type RoundsChanged } from './round-observers';

export interface CasinoWalletDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  /** Other areas' views of the rounds (tournament scores), kept in the money's transaction. */
  roundObservers?: readonly RoundsChanged[];
  /** Where a failed use-case or call log is reported (the app logger); silent by default. */
  onError?: (error: unknown, what: string) => void;
}

export interface WalletRequest {
  providerCode: string;
  endpoint: CasinoWalletEndpoint;
  raw: Buffer;
  signature: string | undefined;
  /** The caller's address (the request's ip): whose quota an unsigned call's log row takes. */
  address?: string;
}

/**
 * The body as kept in casino_calls: the launch token is replaced by a short fingerprint of its
 * hash (tokens are stored hashed everywhere, like session tokens: the log and the admin desk that
 * shows it must not hand out a live token), and NUL, which text columns cannot hold, by U+FFFD.
 * Everything else stays byte for byte.
 */
function loggable(raw: Buffer, json: unknown): string {
  let text = raw.toString('utf8').replace(/\0/g, '\uFFFD');
  const token = (json as { token?: unknown } | undefined)?.token;
  if (typeof token === 'string' && token.length >= 8) {
    text = text.split(token).join(`[token sha256:${tokenHash(token).slice(0, 16)}]`);
  }
  return text;
}

/**
 * Per lane (wallet-lanes.ts): up to 64 money calls per transaction (at most 64 savepoints that
 * write, PostgreSQL's per-backend cache of subtransaction ids: beyond it every snapshot in the
 * database gets slower), one batch in flight: calls arriving meanwhile form the next (how many
 * lanes: wallet-lanes.ts MONEY_LANES, measured).
 */
const MONEY_BATCHING: BatcherOptions = { maxBatch: 64, maxConcurrent: 1 };

export class CasinoWalletService {
  private readonly providers: WalletProviders;
  private readonly callLog: WalletCallLog;
  /** The batches money calls join, one lane per provider and house shard. */
  private readonly lanes: WalletMoneyLanes;
  /** Told, inside each money transaction, of the rounds it changed (round-observers.ts). */
  private get observers(): readonly RoundsChanged[] {
    return this.deps.roundObservers ?? [];
  }
  /** Providers whose house rows exist (opened once per process, see openHouse). */
  private readonly housesOpened = new Map<number, Promise<void>>();

  constructor(
    private readonly deps: CasinoWalletDeps,
    batching: BatcherOptions = MONEY_BATCHING,
  ) {
    this.providers = new WalletProviders(deps.db, deps.clock);
    this.callLog = new WalletCallLog(deps.db);
    this.lanes = new WalletMoneyLanes(
      (providerId, jobs) => this.runBatch(providerId, jobs),
      batching,
    );
  }

  /** Batches run and calls they held, over all providers (the bench prints the mean). */
  batchStats(): { batches: number; jobs: number } {
    return this.lanes.stats();
  }

  /** The routes hand in the app's logger (the services are built before the app). */
  reportErrorsTo(onError: (error: unknown, what: string) => void): void {
    this.deps.onError = onError;
  }

  async handle(request: WalletRequest): Promise<CasinoWalletAnswer> {
    const started = process.hrtime.bigint();
    const { provider, signatureOk } = await this.providers.authenticate(
      request.providerCode,
      request.raw,
      request.signature,
    );
    const json = readJson(request.raw);
    const requestUuid = requestUuidOf(json);
    const trusted = provider !== null && signatureOk;
    const transactionUuid = (json as { transaction_uuid?: unknown } | undefined)?.transaction_uuid;
    // The call as kept in casino_calls, once its outcome is known: a money call decided in a batch
    // is logged inside the batch's transaction (one commit for both), any other here after it.
    const logEntry = (decided: WalletOutcome): WalletCall => {
      const answer = answerOf(decided, requestUuid);
      return {
        providerId: provider?.id ?? null,
        endpoint: request.endpoint,
        requestUuid: answer.request_uuid,
        transactionUuid: typeof transactionUuid === 'string' ? transactionUuid.slice(0, 128) : '',
        requestBody: trusted ? loggable(request.raw, json) : unsignedBodyOf(request.raw),
        signatureOk,
        status: answer.status,
        responseBody: JSON.stringify(answer),
        durationUs: Number(process.hrtime.bigint() - started) / 1000,
        at: this.deps.clock(),
      };
    };
    let outcome: WalletOutcome;
    if (!trusted) {
      outcome = refused('RS_ERROR_INVALID_SIGNATURE');
    } else {
      const call = parseCall(request.endpoint, json);
      outcome = call
        ? await this.dispatch(provider.id, call, logEntry)
        : refused('RS_ERROR_UNKNOWN');
    }
    const answer = answerOf(outcome, requestUuid);
    if (!outcome.callLogged) {
      await this.logCall(trusted, request.address, () => logEntry(outcome));
    }
    if (outcome.moved && outcome.memberId !== undefined) {
      // After commit; emoney and points were read in the call's own transaction.
      this.deps.realtime.betsToMember(outcome.memberId, {
        type: 'balance',
        emoney: outcome.balance ?? 0,
        point: outcome.point ?? 0,
      });
    }
    return answer;
  }

  /** A provider's call is always logged; anyone else's within its address's quota. */
  private async logCall(
    trusted: boolean,
    address: string | undefined,
    entry: () => WalletCall,
  ): Promise<void> {
    try {
      if (!trusted && !(await mayLogUnsigned(this.deps.db, address ?? ''))) return;
      await this.callLog.write(entry());
    } catch (error) {
      this.deps.onError?.(error, 'casino wallet call log');
    }
  }

  /** Money calls go through the provider's batcher; reads run alone. */
  private dispatch(
    providerId: number,
    call: ParsedCall,
    logEntry: MoneyJob['logEntry'],
  ): Promise<WalletOutcome> {
    if (!isMoneyCall(call)) return this.run(providerId, call);
    return this.lanes.submit({ providerId, call, logEntry });
  }

  /**
   * One batch in one transaction (wallet-batch.ts). A call it sent back, or every call of a
   * batch that failed as a whole (rolled back: nothing of it stayed), runs alone after it.
   */
  private async runBatch(
    providerId: number,
    jobs: MoneyJob[],
  ): Promise<BatchAnswer<WalletOutcome>[]> {
    await this.openHouse(providerId);
    const outcomes = await this.deps.db
      .transaction((tx) =>
        runMoneyBatchIn(tx, providerId, jobs, this.deps.clock(), this.observers, (error) =>
          this.deps.onError?.(error, 'casino wallet batch call (run again alone)'),
        ),
      )
      .catch((error: unknown): MoneyBatchOutcome[] => {
        this.deps.onError?.(error, 'casino wallet batch (each call run again alone)');
        return jobs.map(() => ({ kind: 'alone' }));
      });
    const answers: BatchAnswer<WalletOutcome>[] = [];
    // Alone, one after another in arrival order: two calls under one id keep their order.
    for (const [i, outcome] of outcomes.entries()) {
      const value =
        outcome.kind === 'done' ? outcome.outcome : await this.run(providerId, jobs[i]!.call);
      answers.push({ ok: true, value });
    }
    return answers;
  }

  /**
   * Every house row of the provider, opened outside any batch: a row's first use inside two
   * batches at once would have each wait for the other's uncommitted insert while holding its
   * locks. Failing here only leaves the first use to the transfer, as before.
   */
  private openHouse(providerId: number): Promise<void> {
    let opened = this.housesOpened.get(providerId);
    if (!opened) {
      opened = (async () => {
        for (let shard = 0; shard < HOUSE_SHARDS; shard += 1) {
          await accountId(this.deps.db, casinoHouse(providerId, shard));
        }
      })().catch((error: unknown) => {
        this.housesOpened.delete(providerId);
        this.deps.onError?.(error, 'casino wallet house rows');
      });
      this.housesOpened.set(providerId, opened);
    }
    return opened;
  }

  /**
   * The single-call path (reads, and money calls a batch sent back): one transaction per call.
   * Two calls can only collide on (provider, transaction_uuid) when they name different members
   * (one member's calls queue on their lock): the loser runs again and is answered by the
   * winner's row. Anything unexpected is RS_ERROR_UNKNOWN, nothing moved.
   */
  private async run(providerId: number, call: ParsedCall, attempt = 1): Promise<WalletOutcome> {
    try {
      return await this.deps.db.transaction(async (tx) => {
        const now = this.deps.clock();
        const outcome = await runAlone(tx, providerId, call, now);
        await tellRoundsChanged(this.observers, tx, [outcome.changedRoundId], now);
        return outcome;
      });
    } catch (error) {
      // The same id from two members at once: the loser's ledger key or row collides.
      const collided =
        isUniqueViolation(error) ||
        (error instanceof AppError && error.code === 'IDEMPOTENCY_CONFLICT');
      if (attempt === 1 && collided) return this.run(providerId, call, 2);
      // A batch holding the house row met this call's member lock (a member the batch could
      // not name before locking): PostgreSQL rolled this one back; run it once more.
      if (attempt === 1 && isDeadlock(error)) return this.run(providerId, call, 2);
      // The member's cash moved between our check and the ledger's (an area that does not take
      // the member lock): the ledger refused and the transaction rolled back.
      if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') {
        return refused('RS_ERROR_NOT_ENOUGH_MONEY');
      }
      this.deps.onError?.(error, `casino wallet ${call.endpoint}`);
      return refused('RS_ERROR_UNKNOWN');
    }
  }
}

/** One call's use-case, inside its own transaction. */
function runAlone(
  tx: Queryable,
  providerId: number,
  call: ParsedCall,
  now: Date,
): Promise<WalletOutcome> {
  switch (call.endpoint) {
    case 'user/info':
    case 'user/balance':
      return userOf(tx, providerId, call.body, now);
    case 'transaction/bet':
      return placeBet(tx, providerId, call.body, call.bodySha256, now);
    case 'transaction/win':
      return payWin(tx, providerId, call.body, call.bodySha256, now);
    case 'transaction/rollback':
      return rollBack({ tx, providerId, call: call.body, bodySha256: call.bodySha256, now });
  }
}

function answerOf(outcome: WalletOutcome, requestUuid: string): CasinoWalletAnswer {
  return {
    status: outcome.status,
    request_uuid: requestUuid,
    ...(outcome.memberId !== undefined ? { user: String(outcome.memberId) } : {}),
    ...(outcome.balance !== undefined ? { balance: outcome.balance } : {}),
    currency: 'KRW',
    ...(outcome.nickname !== undefined ? { nickname: outcome.nickname, country: 'KR' } : {}),
  };
}
