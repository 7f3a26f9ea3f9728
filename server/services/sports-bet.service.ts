/**
 * Sports bet placement (issue 3 §Rules "Placement"; ARCHITECTURE §5–6). One transaction:
 *   1. the member's level limits, policy, and a bet already made with this idempotency key
 *      (a retry answers the first bet and moves nothing; the same key with another slip → 409);
 *   2. every pick's selection row read FOR SHARE and re-priced (sports-bet-assess.ts decides);
 *   3. the bet and its legs (names copied for history);
 *   4. last, the one ledger transfer member cash → bets_pending: the ledger locks the shared
 *      bets_pending row, so everything else happens before it and the lock lives only until the
 *      commit right after.
 * A refusal anywhere rolls the whole transaction back. Events go out after the commit.
 */
import { createHash } from 'node:crypto';
import type { PlaceSportsBetBody, SportsBetView } from '../../src/contract/sports.contract';
import type { OddsChangePolicy } from '../../src/domain/betting/odds-policy';
import type { Db, Queryable } from '../db/db';
import { getMemberBalances } from '../ledger/balances';
import { transfer } from '../ledger/transfer';
import { AppError } from './app-error';
import type { Clock } from './clock';
import type { Realtime } from './realtime';
import { assessSlip, type BetPlan } from './sports-bet-assess';
import { limitsFromRow } from './sports-bet-limits.service';
import { marketNameKorean, selectionLabel } from './sports-bet-labels';
import { readSelections } from './sports-bet-pricing';
import { withRetryOnDeadlock } from './sports-bet-retry';
import { betView, betViewsByIds, type LegRow } from './sports-bet-view';

export const BETS_PENDING = { system: 'bets_pending', currency: 'KRW' } as const;

interface BettorRow {
  level: number;
  policy: OddsChangePolicy | null;
  min_stake_won: number | null;
  max_stake_won: number | null;
  max_payout_won: number | null;
  max_selections: number | null;
  point: number | null;
  cash_account_id: number | null;
  existing_id: number | null;
  existing_fingerprint: string | null;
}

/** The request as a retry must repeat it; any difference under the same key is a conflict. */
function fingerprintOf(body: PlaceSportsBetBody): string {
  const canonical = JSON.stringify([
    body.family,
    body.picks.map((p) => [p.selectionId, p.priceHundredths]),
    body.stakeWon,
    body.systemSize ?? null,
    body.oddsPolicy ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

type Placed = { replayedBetId: number } | { bet: SportsBetView; emoney: number; point: number };

export class SportsBetService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async place(memberId: number, body: PlaceSportsBetBody) {
    const fingerprint = fingerprintOf(body);
    const placed = await withRetryOnDeadlock(() =>
      this.db.transaction((tx) => this.placeIn(tx, memberId, body, fingerprint)),
    );
    if ('replayedBetId' in placed) return this.replay(memberId, placed.replayedBetId);
    this.realtime.betsToMember(memberId, { type: 'sportsBet', bet: placed.bet });
    this.realtime.betsToMember(memberId, {
      type: 'balance',
      emoney: placed.emoney,
      point: placed.point,
    });
    return { bet: placed.bet, emoney: placed.emoney };
  }

  private async placeIn(
    tx: Queryable,
    memberId: number,
    body: PlaceSportsBetBody,
    fingerprint: string,
  ): Promise<Placed> {
    const [bettor] = await tx.query<BettorRow>(
      `SELECT m.level, p.policy, l.min_stake_won, l.max_stake_won, l.max_payout_won,
              l.max_selections, pt.balance AS point, c.id AS cash_account_id,
              b.id AS existing_id, b.request_fingerprint AS existing_fingerprint
         FROM members m
         LEFT JOIN sports_level_limits l ON l.level = m.level
         LEFT JOIN sports_odds_policies p ON p.member_id = m.id
         LEFT JOIN ledger_accounts pt ON pt.member_id = m.id AND pt.kind = 'member_point'
         LEFT JOIN ledger_accounts c ON c.member_id = m.id AND c.kind = 'member_cash'
         LEFT JOIN sports_bets b ON b.member_id = m.id AND b.idempotency_key = $2
        WHERE m.id = $1`,
      [memberId, body.idempotencyKey],
    );
    if (!bettor) throw new AppError(404, 'MEMBER_NOT_FOUND');
    if (bettor.existing_id !== null) return this.replayed(bettor, fingerprint);

    const now = this.clock();
    const book = await readSelections(
      tx,
      body.picks.map((p) => p.selectionId),
      true,
    );
    const plan = assessSlip(
      body,
      book,
      limitsFromRow(bettor),
      bettor.policy ?? 'none',
      now.getTime(),
    );

    const inserted = await this.insertBet(tx, memberId, body, fingerprint, plan, now);
    if (inserted === null) {
      // A twin request with the same key committed while we priced: answer its bet.
      const [twin] = await tx.query<BettorRow>(
        `SELECT id AS existing_id, request_fingerprint AS existing_fingerprint
           FROM sports_bets WHERE member_id = $1 AND idempotency_key = $2`,
        [memberId, body.idempotencyKey],
      );
      if (!twin) throw new Error('sports bet key conflicted but cannot be found');
      return this.replayed(twin, fingerprint);
    }
    const betId = inserted.id;
    const view = betView(
      {
        id: betId,
        member_id: memberId,
        family: body.family,
        kind: plan.kind,
        system_size: plan.systemSize,
        stake_won: plan.stakeWon,
        total_odds_hundredths: plan.totalOddsHundredths,
        potential_payout_won: plan.potentialPayoutWon,
        status: 0,
        payout_won: 0,
        cashed_out_won: null,
        created_at: now.toISOString(),
        settled_at: null,
      },
      inserted.legs,
      now.getTime(),
    );

    // Last: the ledger locks the shared bets_pending row until the commit right after.
    const moved = await transfer(tx, {
      idempotencyKey: `sports-stake:${betId}`,
      kind: 'sports_stake',
      reference: `sports-bet:${betId}`,
      from: { memberId, kind: 'member_cash' },
      to: BETS_PENDING,
      amount: plan.stakeWon,
    });
    const emoney = moved.balances[bettor.cash_account_id as number] as number;
    return { bet: view, emoney, point: bettor.point ?? 0 };
  }

  private replayed(stored: BettorRow, fingerprint: string): Placed {
    if (stored.existing_fingerprint !== fingerprint) {
      throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
    }
    return { replayedBetId: stored.existing_id as number };
  }

  private async replay(memberId: number, betId: number) {
    const [bet] = await betViewsByIds(this.db, [betId], this.clock().getTime());
    if (!bet) throw new Error(`sports bet ${betId} vanished`);
    const { memberId: _owner, ...view } = bet;
    const balances = await getMemberBalances(this.db, memberId);
    return { bet: view, emoney: balances.emoney };
  }

  /**
   * The bet and its legs in one statement (a placement is latency-bound: every round trip counts
   * at 64 clients). Returns the new bet's id and legs, or null when this member already used the
   * key (a twin request committed first).
   */
  private async insertBet(
    tx: Queryable,
    memberId: number,
    body: PlaceSportsBetBody,
    fingerprint: string,
    plan: BetPlan,
    now: Date,
  ): Promise<{ id: number; legs: LegRow[] } | null> {
    const legs = plan.legs.map(({ selection: s, priceHundredths }, legNo) => ({
      leg: {
        bet_id: 0,
        leg_no: legNo,
        selection_id: s.id,
        fixture_id: s.fixtureId,
        book: s.book,
        sport_id: s.fixture?.sportId ?? null,
        league_name: s.fixture?.leagueName ?? '',
        home_name: s.fixture?.homeName ?? '',
        away_name: s.fixture?.awayName ?? '',
        starts_at: s.fixture?.startsAt ?? null,
        market_name: s.marketName,
        market_name_korean: marketNameKorean(s.marketName),
        selection_name: s.name,
        selection_label: selectionLabel(s.name, s.minFolders),
        line: s.line,
        price_hundredths: priceHundredths,
        result: null,
        home_score: null,
        away_score: null,
      } satisfies LegRow,
      marketTypeId: s.marketTypeId,
      minFolders: s.minFolders,
    }));
    const column = <K extends keyof LegRow>(key: K) => legs.map((l) => l.leg[key]);
    const rows = await tx.query<{ id: number }>(
      `WITH bet AS (
         INSERT INTO sports_bets (member_id, family, kind, system_size, line_stake_won, stake_won,
           total_odds_hundredths, potential_payout_won, max_payout_won, odds_policy,
           idempotency_key, request_fingerprint, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (member_id, idempotency_key) DO NOTHING
         RETURNING id
       )
       INSERT INTO sports_bet_legs (bet_id, leg_no, selection_id, fixture_id, book, sport_id,
         league_name, home_name, away_name, starts_at, market_type_id, market_name,
         market_name_korean, line, selection_name, selection_label, min_folders, price_hundredths)
       SELECT bet.id, u.leg_no, u.selection_id, u.fixture_id, u.book, u.sport_id, u.league_name,
              u.home_name, u.away_name, u.starts_at, u.market_type_id, u.market_name,
              u.market_name_korean, u.line, u.selection_name, u.selection_label, u.min_folders,
              u.price
         FROM bet, unnest($14::int[], $15::bigint[], $16::bigint[], $17::text[], $18::int[],
                          $19::text[], $20::text[], $21::text[], $22::timestamptz[], $23::int[],
                          $24::text[], $25::text[], $26::text[], $27::text[], $28::text[],
                          $29::int[], $30::int[])
              AS u(leg_no, selection_id, fixture_id, book, sport_id, league_name, home_name,
                   away_name, starts_at, market_type_id, market_name, market_name_korean, line,
                   selection_name, selection_label, min_folders, price)
       RETURNING bet_id AS id`,
      [
        memberId,
        body.family,
        plan.kind,
        plan.systemSize,
        plan.lineStakeWon,
        plan.stakeWon,
        plan.totalOddsHundredths,
        plan.potentialPayoutWon,
        plan.maxPayoutWon,
        plan.oddsPolicy,
        body.idempotencyKey,
        fingerprint,
        now.toISOString(),
        column('leg_no'),
        column('selection_id'),
        column('fixture_id'),
        column('book'),
        column('sport_id'),
        column('league_name'),
        column('home_name'),
        column('away_name'),
        column('starts_at'),
        legs.map((l) => l.marketTypeId),
        column('market_name'),
        column('market_name_korean'),
        column('line'),
        column('selection_name'),
        column('selection_label'),
        legs.map((l) => l.minFolders),
        column('price_hundredths'),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) return null;
    return { id, legs: legs.map(({ leg }) => ({ ...leg, bet_id: id })) };
  }
}
