/**
 * What the site reads from the provider (docs/casino-wallet.md "Provider endpoints"): a round's
 * detail for the member's fairness check (the seed only once revealed) and the daily report of
 * every wallet transaction the provider made, with its final status, for reconciliation.
 */
import { timingSafeEqual } from 'node:crypto';
import type {
  ProviderReport,
  ProviderRoundDetail,
} from '../../../common/contract/demo-provider.contract';
import type { Queryable } from '../../platform/db/db';
import { seoulDayRange } from '../../platform/lib/seoul-day';
import { findDemoGame } from './demo-games';
import { ProviderError } from './provider-errors';
import { roundSeats, tableRoundByNo, tableRoundView } from './table-rounds';

interface SpinRow {
  game_code: string;
  outcome: unknown;
  server_seed_hex: string;
  commit_hex: string;
  client_seed: string;
  nonce: number;
}

export async function roundDetail(db: Queryable, roundRef: string): Promise<ProviderRoundDetail> {
  const match = /^(.+)-([rs])(\d+)$/.exec(roundRef);
  const game = match ? findDemoGame(match[1]!) : undefined;
  if (!match || !game) throw new ProviderError(404, 'ROUND_NOT_FOUND');
  const id = Number(match[3]);
  if (match[2] === 'r') {
    const round = await tableRoundByNo(db, game.code, id);
    if (!round) throw new ProviderError(404, 'ROUND_NOT_FOUND');
    const view = tableRoundView(round, await roundSeats(db, round));
    return {
      roundRef,
      gameCode: game.code,
      drawCode: game.drawCode,
      outcome: view.outcome,
      fairness: view.fairness,
      seats: view.seats,
    };
  }
  const [spin] = await db.query<SpinRow>(
    `SELECT game_code, outcome, server_seed_hex, commit_hex, client_seed, nonce
       FROM demo_provider_spins WHERE id = $1 AND game_code = $2 AND status = 'played'`,
    [id, game.code],
  );
  if (!spin) throw new ProviderError(404, 'ROUND_NOT_FOUND');
  return {
    roundRef,
    gameCode: game.code,
    drawCode: game.drawCode,
    outcome: spin.outcome,
    fairness: {
      commitHex: spin.commit_hex,
      serverSeedHex: spin.server_seed_hex,
      clientSeed: spin.client_seed,
      nonce: spin.nonce,
    },
    seats: [],
  };
}

function sameKey(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface ReportRow {
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  reference_transaction_uuid: string | null;
  round_ref: string;
  wallet_user: string;
  amount: number;
  status: 'pending' | 'ok' | 'failed' | 'rolled_back';
  created_at: Date;
}

export async function transactionReport(
  db: Queryable,
  reportKey: string,
  givenKey: string | undefined,
  date: string,
): Promise<ProviderReport> {
  if (!sameKey(givenKey, reportKey)) throw new ProviderError(401, 'BAD_REPORT_KEY');
  const { from, to } = seoulDayRange(date);
  const rows = await db.query<ReportRow>(
    `SELECT t.transaction_uuid, t.kind, t.reference_transaction_uuid, t.round_ref,
            s.wallet_user, t.amount, t.status, t.created_at
       FROM demo_provider_transactions t JOIN demo_provider_sessions s ON s.id = t.session_id
      WHERE t.created_at >= $1 AND t.created_at < $2 ORDER BY t.id`,
    [from, to],
  );
  return {
    date,
    transactions: rows.map((row) => ({
      transactionUuid: row.transaction_uuid,
      kind: row.kind,
      referenceTransactionUuid: row.reference_transaction_uuid,
      roundRef: row.round_ref,
      user: row.wallet_user,
      amount: row.amount,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
