/**
 * The dashboard's figures for a range of Seoul days (docs/reports.md). Bet
 * figures, deposits, withdrawals and active members per day come from migration 029's daily
 * aggregates; bonuses, rolling and new members from their own tables through a range index;
 * online members and the open liability are "now" figures.
 */
import {
  REPORT_PRODUCTS,
  type ReportDay,
  type ReportProduct,
  type ReportSummary,
} from '../../common/contract/reports.contract';
import type { Queryable } from '../platform/db/db';
import { productTable, type BetSums } from './report-figures';
import { REPORT_TRANSFER_KINDS_SQL, ROLLING_TRANSFER_KIND } from './report-kinds';
import { openLiability } from './report-liability.query';
import { daysOf, type ReportRange } from './report-range';

/** Members who play (not agents, not operators): the ones a report counts. */
const PLAYER = `m.type = 1 AND m.role = 0`;

interface DayProductRow {
  day: string;
  product: string;
  bets: number;
  stake: number;
  returns: number;
}

async function betsByDayAndProduct(q: Queryable, range: ReportRange): Promise<DayProductRow[]> {
  return q.query<DayProductRow>(
    `SELECT day::text AS day, product, sum(bets)::bigint AS bets, sum(stake)::bigint AS stake,
            sum(returns)::bigint AS returns
       FROM report_daily_products
      WHERE day BETWEEN $1::date AND $2::date
      GROUP BY day, product`,
    [range.from, range.to],
  );
}

async function moneyByDay(q: Queryable, range: ReportRange) {
  return q.query<{ day: string; kind: 'charge' | 'exchange'; n: number; total: number }>(
    `SELECT day::text AS day, kind, sum(requests)::bigint AS n, sum(amount)::bigint AS total
       FROM report_daily_money
      WHERE day BETWEEN $1::date AND $2::date
      GROUP BY day, kind`,
    [range.from, range.to],
  );
}

async function promotionsPaid(q: Queryable, range: ReportRange) {
  const rows = await q.query<{ kind: string; total: number }>(
    `SELECT kind, sum(amount)::bigint AS total
       FROM ledger_transfers
      WHERE kind IN (${REPORT_TRANSFER_KINDS_SQL}) AND created_at >= $1 AND created_at < $2
      GROUP BY kind`,
    [range.startsAt, range.endsAt],
  );
  let bonuses = 0;
  let rolling = 0;
  for (const row of rows) {
    if (row.kind === ROLLING_TRANSFER_KIND) rolling += row.total;
    else bonuses += row.total;
  }
  return { bonuses, rolling };
}

async function newMembersByDay(q: Queryable, range: ReportRange) {
  return q.query<{ day: string; n: number }>(
    `SELECT report_day(m.created_at)::text AS day, count(*)::bigint AS n
       FROM members m
      WHERE m.created_at >= $1 AND m.created_at < $2 AND ${PLAYER}
      GROUP BY 1`,
    [range.startsAt, range.endsAt],
  );
}

async function activeByDay(q: Queryable, range: ReportRange) {
  return q.query<{ day: string; n: number }>(
    `SELECT day::text AS day, sum(members)::bigint AS n FROM report_daily_active
      WHERE day BETWEEN $1::date AND $2::date GROUP BY day`,
    [range.from, range.to],
  );
}

/** Distinct members active in the range: one probe per member of report_member_days' key. */
async function activeInRange(q: Queryable, range: ReportRange): Promise<number> {
  if (range.from === range.to) {
    const [row] = await q.query<{ n: number }>(
      `SELECT COALESCE(sum(members), 0)::bigint AS n FROM report_daily_active WHERE day = $1::date`,
      [range.from],
    );
    return row?.n ?? 0;
  }
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM members m
      WHERE EXISTS (SELECT 1 FROM report_member_days d
                     WHERE d.member_id = m.id AND d.day BETWEEN $1::date AND $2::date)`,
    [range.from, range.to],
  );
  return row?.n ?? 0;
}

async function onlineNow(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.ended_at IS NULL AND ${PLAYER}`,
  );
  return row?.n ?? 0;
}

function emptyGgr(): Record<ReportProduct, number> {
  return Object.fromEntries(REPORT_PRODUCTS.map((p) => [p, 0])) as Record<ReportProduct, number>;
}

export async function reportSummary(q: Queryable, range: ReportRange): Promise<ReportSummary> {
  const [bets, money, promotions, newMembers, active, activeTotal, online, liability] =
    await Promise.all([
      betsByDayAndProduct(q, range),
      moneyByDay(q, range),
      promotionsPaid(q, range),
      newMembersByDay(q, range),
      activeByDay(q, range),
      activeInRange(q, range),
      onlineNow(q),
      openLiability(q),
    ]);

  const days = new Map<string, ReportDay>(
    daysOf(range).map((day) => [
      day,
      { day, deposits: 0, withdrawals: 0, newMembers: 0, activeMembers: 0, ggr: emptyGgr() },
    ]),
  );
  const byProduct = new Map<string, BetSums>();
  for (const row of bets) {
    const sums = byProduct.get(row.product) ?? { bets: 0, stake: 0, returns: 0 };
    byProduct.set(row.product, {
      bets: sums.bets + row.bets,
      stake: sums.stake + row.stake,
      returns: sums.returns + row.returns,
    });
    const day = days.get(row.day);
    if (day && row.product in day.ggr) {
      day.ggr[row.product as ReportProduct] += row.stake - row.returns;
    }
  }
  const totals = { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 };
  for (const row of money) {
    const day = days.get(row.day);
    if (row.kind === 'charge') {
      totals.deposits += row.total;
      totals.depositCount += row.n;
      if (day) day.deposits += row.total;
    } else {
      totals.withdrawals += row.total;
      totals.withdrawalCount += row.n;
      if (day) day.withdrawals += row.total;
    }
  }
  let newTotal = 0;
  for (const row of newMembers) {
    newTotal += row.n;
    const day = days.get(row.day);
    if (day) day.newMembers = row.n;
  }
  for (const row of active) {
    const day = days.get(row.day);
    if (day) day.activeMembers = row.n;
  }

  const table = productTable(byProduct);
  return {
    from: range.from,
    to: range.to,
    money: { ...totals, netDeposits: totals.deposits - totals.withdrawals },
    products: table.products,
    totals: table.totals,
    bonuses: promotions.bonuses,
    rolling: promotions.rolling,
    ngr: table.totals.ggr - promotions.bonuses - promotions.rolling,
    members: { new: newTotal, active: activeTotal, online },
    liability,
    days: [...days.values()],
  };
}
