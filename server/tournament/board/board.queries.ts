/**
 * The leaderboard: top 50, the member's own rank and score pinned, the gap to the next prize.
 * Ranked: entries with a counted round whose member may still play (a blocked or barred
 * member's score stops counting, tournament-eligibility.ts), best score first, then the first to
 * reach it (reached_at), then member id. A finished tournament reads its frozen final_rank.
 * Every read is an index walk of tournament_entries_board_idx: the top rows, one count per pinned
 * member, one offset probe per prize boundary a pinned member aims at.
 */
import type {
  TournamentBoard,
  TournamentBoardRow,
  TournamentMyRow,
} from '../../../common/contract/tournament.contract';
import { TOURNAMENT_LIMITS } from '../../../common/contract/tournament.contract';
import type { Queryable } from '../../platform/db/db';
import { memberMayPlaySql } from '../tournament-eligibility';
import {
  maskNickname,
  prizeOf,
  sortedPrizes,
  statusOf,
  type TournamentRow,
} from '../tournament-rows';

/** The ranked entries of tournament $1 (alias e, members m), live or frozen. */
const RANKED_FROM = `tournament_entries e JOIN members m ON m.id = e.member_id`;
const liveRanked = (kind: 'slot' | 'casino') =>
  `e.tournament_id = $1 AND e.rounds > 0 AND ${memberMayPlaySql('m', `'${kind}'`)}`;
const LIVE_ORDER = 'e.score DESC, e.reached_at, e.member_id';

export interface RankedRow {
  member_id: number;
  nickname: string;
  score: number;
  rank: number;
}

/** Rows `offset+1`… of the board, `limit` of them, with their ranks. */
export async function rankedPage(
  q: Queryable,
  t: TournamentRow,
  limit: number,
  offset = 0,
): Promise<RankedRow[]> {
  if (t.state === 'finished') {
    return q.query<RankedRow>(
      `SELECT e.member_id, m.nickname, e.score, e.final_rank AS rank FROM ${RANKED_FROM}
        WHERE e.tournament_id = $1 AND e.final_rank IS NOT NULL
        ORDER BY e.final_rank LIMIT $2 OFFSET $3`,
      [t.id, limit, offset],
    );
  }
  const rows = await q.query<Omit<RankedRow, 'rank'>>(
    `SELECT e.member_id, m.nickname, e.score FROM ${RANKED_FROM}
      WHERE ${liveRanked(t.kind)} ORDER BY ${LIVE_ORDER} LIMIT $2 OFFSET $3`,
    [t.id, limit, offset],
  );
  return rows.map((row, i) => ({ ...row, rank: offset + i + 1 }));
}

interface MemberStanding {
  member_id: number;
  score: number;
  rank: number | null;
}

/** Each asked member's score and rank (null: joined, not ranked), in one statement. */
export async function standingsOf(
  q: Queryable,
  t: TournamentRow,
  memberIds: readonly number[],
): Promise<Map<number, MemberStanding>> {
  if (memberIds.length === 0) return new Map();
  const rows =
    t.state === 'finished'
      ? await q.query<MemberStanding>(
          `SELECT e.member_id, e.score, e.final_rank AS rank FROM tournament_entries e
            WHERE e.tournament_id = $1 AND e.member_id = ANY($2::bigint[])`,
          [t.id, memberIds],
        )
      : await q.query<MemberStanding>(
          `SELECT e.member_id, e.score,
                  CASE WHEN e.rounds > 0 AND ${memberMayPlaySql('m', `'${t.kind}'`)} THEN 1 + (
                    SELECT count(*) FROM tournament_entries o JOIN members om ON om.id = o.member_id
                     WHERE o.tournament_id = $1 AND o.rounds > 0
                       AND ${memberMayPlaySql('om', `'${t.kind}'`)}
                       AND (o.score > e.score OR (o.score = e.score
                            AND (o.reached_at, o.member_id) < (e.reached_at, e.member_id))))
                  END AS rank
             FROM ${RANKED_FROM}
            WHERE e.tournament_id = $1 AND e.member_id = ANY($2::bigint[])`,
          [t.id, memberIds],
        );
  return new Map(rows.map((r) => [r.member_id, r]));
}

/** How many are ranked now (live) or were ranked (finished). */
export async function rankedCount(q: Queryable, t: TournamentRow): Promise<number> {
  const where =
    t.state === 'finished'
      ? 'e.tournament_id = $1 AND e.final_rank IS NOT NULL'
      : liveRanked(t.kind);
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*) AS count FROM ${RANKED_FROM} WHERE ${where}`,
    [t.id],
  );
  return row?.count ?? 0;
}

/**
 * The pinned row: rank and score, and the gap to the next better prize line (its last rank's
 * score − mine + 1: equal scores rank by who reached them first, so passing takes one more).
 */
function myRow(
  t: TournamentRow,
  standing: MemberStanding,
  scoreAtRank: (rank: number) => number | undefined,
): TournamentMyRow {
  const lines = sortedPrizes(t.prizes);
  const rank = standing.rank;
  const target = [...lines].reverse().find((line) => rank === null || line.rankTo < rank);
  const inFirstLine = rank !== null && lines[0] !== undefined && rank <= lines[0].rankTo;
  if (!target || inFirstLine) {
    return { rank, score: standing.score, gapToNextPrize: null, nextPrizeRank: null };
  }
  const targetScore = scoreAtRank(target.rankTo);
  return {
    rank,
    score: standing.score,
    gapToNextPrize: targetScore === undefined ? 0 : Math.max(0, targetScore - standing.score + 1),
    nextPrizeRank: target.rankTo,
  };
}

/** One computed board: the shared part, and each asked member's pinned row. */
export interface ComputedBoard {
  shared: Omit<TournamentBoard, 'me' | 'rows'> & { rows: Omit<TournamentBoardRow, 'isMe'>[] };
  topMemberIds: number[];
  /** The top rows' nicknames unmasked: a member sees their own name (contract: displayName). */
  topNicknames: string[];
  mine: Map<number, TournamentMyRow>;
}

export async function computeBoard(
  q: Queryable,
  t: TournamentRow,
  memberIds: readonly number[],
  now: Date,
): Promise<ComputedBoard> {
  const [top, standings, participants] = await Promise.all([
    rankedPage(q, t, TOURNAMENT_LIMITS.boardTop),
    standingsOf(q, t, memberIds),
    q.query<{ count: number }>(
      'SELECT count(*) AS count FROM tournament_entries WHERE tournament_id = $1',
      [t.id],
    ),
  ]);
  // Scores at the prize boundaries the pinned members aim at, beyond the top rows: one probe each.
  const scores = new Map(top.map((row) => [row.rank, row.score]));
  const wanted = new Set<number>();
  for (const line of t.prizes) if (!scores.has(line.rankTo)) wanted.add(line.rankTo);
  if (standings.size > 0) {
    await Promise.all(
      [...wanted].map(async (rank) => {
        const [row] = await rankedPage(q, t, 1, rank - 1);
        if (row) scores.set(rank, row.score);
      }),
    );
  }
  const mine = new Map<number, TournamentMyRow>();
  for (const [memberId, standing] of standings) {
    mine.set(
      memberId,
      myRow(t, standing, (rank) => scores.get(rank)),
    );
  }
  return {
    shared: {
      tournamentId: t.id,
      status: statusOf(t, now),
      scoring: t.scoring,
      participantCount: participants[0]?.count ?? 0,
      rows: top.map((row) => ({
        rank: row.rank,
        displayName: maskNickname(row.nickname),
        score: row.score,
        prize: prizeOf(t.prizes, row.rank),
      })),
      final: t.state === 'finished',
      asOf: now.toISOString(),
    },
    topMemberIds: top.map((row) => row.member_id),
    topNicknames: top.map((row) => row.nickname),
    mine,
  };
}

/** The board as one member (or nobody) sees it: their row marked and pinned. */
export function boardFor(board: ComputedBoard, memberId: number | null): TournamentBoard {
  return {
    ...board.shared,
    rows: board.shared.rows.map((row, i) => {
      const isMe = memberId !== null && board.topMemberIds[i] === memberId;
      return { ...row, displayName: isMe ? board.topNicknames[i]! : row.displayName, isMe };
    }),
    me: memberId === null ? null : (board.mine.get(memberId) ?? null),
  };
}
