/**
 * The daily reconciliation (per provider and day, the provider's
 * transactions beside our ledger movements, which must match to the won). The provider's side
 * is its own report, fetched over HTTP as from any other company (docs/casino-wallet.md:
 * `GET <api_base_url>/report/transactions?date=`, header x-report-key); ours is
 * casino_transactions with the won each one's ledger transfer moved, and the ledger's own
 * movements on the provider's casino_house account that Seoul day.
 */
import type { AdminCasinoReconcile } from '../../../common/contract/casino-admin.contract';
import {
  PROVIDER_REPORT_KEY_HEADER,
  providerReportSchema,
  type ProviderReport,
} from '../../../common/contract/demo-provider.contract';
import type { Db } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { seoulDayRange } from '../../platform/lib/seoul-day';
import { compareTransactions, totalsOf, type OurTransaction } from './reconcile-compare';

/** A provider that has not answered in this long is down; the operator tries again later. */
const REPORT_TIMEOUT_MS = 10_000;
/** The operator's own stuck-round actions (casino-stuck-rounds.service.ts) carry these keys. */
const OPERATOR_KEY_PREFIX = 'casino:admin-';
const LEDGER_KINDS: Record<string, OurTransaction['kind']> = {
  casino_bet: 'bet',
  casino_win: 'win',
  casino_rollback: 'rollback',
};

interface ProviderRow {
  id: number;
  name: string;
  api_base_url: string;
  report_key: string;
}

export type FetchReport = typeof fetch;

export class CasinoReconciliationService {
  constructor(
    private readonly db: Db,
    private readonly fetchReport: FetchReport = fetch,
  ) {}

  /**
   * `origin` is where a provider API given as a path (the built-in demo provider's
   * '/provider/demo/api') lives: this server's own address. An absolute api_base_url needs none.
   */
  async report(
    providerId: number,
    date: string,
    origin: string | null,
  ): Promise<AdminCasinoReconcile> {
    const [provider] = await this.db.query<ProviderRow>(
      'SELECT id, name, api_base_url, report_key FROM casino_providers WHERE id = $1',
      [providerId],
    );
    if (!provider) throw new AppError(404, 'CASINO_PROVIDER_NOT_FOUND');
    const [theirReport, ours, ledger] = await Promise.all([
      this.fetchTheirs(provider, date, origin),
      this.ourTransactions(providerId, date),
      this.ledgerMovements(providerId, date),
    ]);
    const compared = compareTransactions(theirReport.transactions, ours);
    const wallet = ledger.filter((m) => !m.operator);
    const operator = totalsOf(ledger.filter((m) => m.operator));
    const ledgerTotals = totalsOf(wallet);
    return {
      providerId,
      providerName: provider.name,
      date,
      theirs: compared.theirs,
      ours: compared.ours,
      ledger: ledgerTotals,
      operator: { rollbacks: operator.rollbacks, wins: operator.wins },
      netMatches: compared.theirs.net === ledgerTotals.net,
      lines: compared.lines,
    };
  }

  private async fetchTheirs(
    provider: ProviderRow,
    date: string,
    origin: string | null,
  ): Promise<ProviderReport> {
    const base = /^https?:\/\//.test(provider.api_base_url)
      ? provider.api_base_url
      : origin && provider.api_base_url
        ? `${origin}${provider.api_base_url}`
        : null;
    if (!base) throw new AppError(502, 'CASINO_REPORT_UNAVAILABLE');
    try {
      const response = await this.fetchReport(
        `${base}/report/transactions?date=${encodeURIComponent(date)}`,
        {
          headers: { [PROVIDER_REPORT_KEY_HEADER]: provider.report_key },
          signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
        },
      );
      if (!response.ok) throw new Error(`report answered ${response.status}`);
      const parsed = providerReportSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('report does not follow the contract');
      return parsed.data;
    } catch {
      // Unreachable, refused or malformed: the operator sees one clear refusal, nothing is kept.
      throw new AppError(502, 'CASINO_REPORT_UNAVAILABLE');
    }
  }

  /** Our wallet transactions of the day, each with the won its ledger transfer really moved. */
  private ourTransactions(providerId: number, date: string): Promise<OurTransaction[]> {
    const { from, to } = seoulDayRange(date);
    return this.db.query<OurTransaction>(
      `SELECT t.transaction_uuid AS "transactionUuid", t.kind,
              t.reference_transaction_uuid AS "referenceTransactionUuid",
              r.round_ref AS "roundRef", COALESCE(lt.amount, 0) AS amount, t.tombstone
         FROM casino_transactions t
         LEFT JOIN casino_rounds r ON r.id = t.round_id
         LEFT JOIN ledger_transfers lt ON lt.id = t.ledger_transfer_id
        WHERE t.provider_id = $1 AND t.created_at >= $2 AND t.created_at < $3
        ORDER BY t.id`,
      [providerId, from, to],
    );
  }

  /**
   * The ledger's own view: every casino transfer on the provider's house rows that day (its
   * shards, wallet-outcome.ts houseShardOf: shard % 1000 = provider id).
   */
  private async ledgerMovements(providerId: number, date: string) {
    const { from, to } = seoulDayRange(date);
    const rows = await this.db.query<{ kind: string; amount: number; operator: boolean }>(
      `SELECT lt.kind, lt.amount, starts_with(lt.idempotency_key, $4) AS operator
         FROM ledger_accounts a
         JOIN ledger_transfers lt ON lt.from_account_id = a.id OR lt.to_account_id = a.id
        WHERE a.member_id IS NULL AND a.kind = 'casino_house' AND a.currency = 'KRW'
          AND a.shard % 1000 = $1 AND lt.created_at >= $2 AND lt.created_at < $3`,
      [providerId, from, to, OPERATOR_KEY_PREFIX],
    );
    return rows.flatMap((row) => {
      const kind = LEDGER_KINDS[row.kind];
      return kind ? [{ kind, amount: row.amount, operator: row.operator }] : [];
    });
  }
}
