/**
 * Rolling along the agent tree: the turnover of every member below an agent,
 * credited piece by piece to the direct agent the member had when it was graded
 * (member_agent_periods), and split along the path: each level earns its rate minus the rate it
 * gave down (rolling-math.ts pathSharesBp), rounded down once per agent and category. Read from
 * the turnover sources the site already keeps (turnover-sources.ts), never typed in.
 */
import {
  ROLLING_CATEGORIES,
  type CategoryWon,
  type RatesBp,
  type RollingCategory,
} from '../../common/contract/rolling.contract';
import type { Queryable } from '../platform/db/db';
import { BP_PER_WHOLE, pathSharesBp } from './rolling-math';
import { ratesOfMembers, ZERO_RATES } from './member-rates';
import { subtreeAgents, subtreePieces, type TreeAgentRow } from './agent-tree';
import type { TurnoverSources } from './turnover-sources';

export const ZERO_WON: CategoryWon = { mini: 0, sports: 0, casino: 0, slot: 0 };

export interface SubtreeRolling {
  /** The asking agent (depth 0) and its sub-agents. */
  agents: TreeAgentRow[];
  rates: Map<number, RatesBp>;
  /** Each member's turnover credited to this subtree in the window. */
  memberTurnover: Map<number, CategoryWon>;
  /** The direct agent each member had at the end of its last piece in the window. */
  memberAgent: Map<number, number>;
  /** Per agent of the subtree: the turnover of its own subtree (its branch). */
  agentTurnover: Map<number, CategoryWon>;
  /** Per agent of the subtree: its share of that turnover, in won, rounded down. */
  agentRolling: Map<number, CategoryWon>;
}

function add(map: Map<number, CategoryWon>, id: number, category: RollingCategory, won: number) {
  const entry = map.get(id) ?? { ...ZERO_WON };
  entry[category] += won;
  map.set(id, entry);
}

/** The path from a direct agent up to the asking agent, both included. */
function pathUpTo(parents: Map<number, number | null>, from: number, top: number): number[] {
  const path: number[] = [];
  let node: number | null | undefined = from;
  while (node !== null && node !== undefined) {
    path.push(node);
    if (node === top) return path;
    node = parents.get(node);
  }
  throw new Error(`agent ${from} is not below agent ${top}`);
}

export async function subtreeRolling(
  sources: TurnoverSources,
  q: Queryable,
  agentId: number,
  from: Date,
  to: Date,
  categories: readonly RollingCategory[] = ROLLING_CATEGORIES,
): Promise<SubtreeRolling> {
  const [agents, pieces] = await Promise.all([
    subtreeAgents(q, agentId),
    subtreePieces(q, agentId, from, to),
  ]);
  const parents = new Map(agents.map((a) => [a.id, a.parentId]));
  const memberIds = [...new Set(pieces.map((p) => p.memberId))];
  const rates = await ratesOfMembers(q, [...agents.map((a) => a.id), ...memberIds]);

  // One read per category and distinct clipped interval: almost every member has one piece
  // spanning the whole window, so this is one read per category.
  const groups = new Map<string, typeof pieces>();
  for (const piece of pieces) {
    const key = `${piece.from.getTime()}:${piece.to.getTime()}`;
    groups.set(key, [...(groups.get(key) ?? []), piece]);
  }
  const pieceTurnover = new Map<(typeof pieces)[number], CategoryWon>();
  await Promise.all(
    [...groups.values()].flatMap((group) =>
      categories.map(async (category) => {
        const { from: gFrom, to: gTo } = group[0]!;
        const byMember = await sources[category].byMember(
          q,
          group.map((p) => p.memberId),
          gFrom,
          gTo,
        );
        for (const piece of group) {
          const entry = pieceTurnover.get(piece) ?? { ...ZERO_WON };
          entry[category] = byMember.get(piece.memberId) ?? 0;
          pieceTurnover.set(piece, entry);
        }
      }),
    ),
  );

  const memberTurnover = new Map<number, CategoryWon>();
  const memberAgent = new Map<number, number>();
  const agentTurnover = new Map<number, CategoryWon>();
  const exact = new Map<number, Record<RollingCategory, bigint>>();
  for (const piece of pieces) {
    const turnover = pieceTurnover.get(piece) ?? ZERO_WON;
    memberAgent.set(piece.memberId, piece.agentId);
    const path = pathUpTo(parents, piece.agentId, agentId);
    const memberRates = rates.get(piece.memberId) ?? ZERO_RATES;
    for (const category of categories) {
      const won = turnover[category];
      add(memberTurnover, piece.memberId, category, won);
      if (won === 0) continue;
      const shares = pathSharesBp(
        memberRates[category],
        path.map((id) => (rates.get(id) ?? ZERO_RATES)[category]),
      );
      path.forEach((id, level) => {
        add(agentTurnover, id, category, won);
        const sums = exact.get(id) ?? { mini: 0n, sports: 0n, casino: 0n, slot: 0n };
        sums[category] += BigInt(won) * BigInt(shares[level]!);
        exact.set(id, sums);
      });
    }
  }
  const agentRolling = new Map<number, CategoryWon>();
  for (const [id, sums] of exact) {
    agentRolling.set(id, {
      mini: Number(sums.mini / BP_PER_WHOLE),
      sports: Number(sums.sports / BP_PER_WHOLE),
      casino: Number(sums.casino / BP_PER_WHOLE),
      slot: Number(sums.slot / BP_PER_WHOLE),
    });
  }
  return { agents, rates, memberTurnover, memberAgent, agentTurnover, agentRolling };
}

/**
 * What an agent's settlement of one category claims for [from, to): the subtree's turnover and
 * the agent's share of it. The one computation the agent's summary and its request both use.
 */
export async function agentClaim(
  sources: TurnoverSources,
  q: Queryable,
  agentId: number,
  category: RollingCategory,
  from: Date,
  to: Date,
): Promise<{ turnoverWon: number; amountWon: number }> {
  if (to <= from) return { turnoverWon: 0, amountWon: 0 };
  const tree = await subtreeRolling(sources, q, agentId, from, to, [category]);
  return {
    turnoverWon: tree.agentTurnover.get(agentId)?.[category] ?? 0,
    amountWon: tree.agentRolling.get(agentId)?.[category] ?? 0,
  };
}
