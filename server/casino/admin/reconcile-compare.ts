/**
 * The reconciliation of one provider and one Seoul day: the provider's
 * transactions beside ours, id by id, and the totals on both sides. Pure: the report service
 * fetches and loads, this decides what matches.
 */
import type {
  ReconcileLine,
  ReconcileLineStatus,
  ReconcileTotals,
} from '../../../common/contract/casino-admin.contract';
import type { ProviderReport } from '../../../common/contract/demo-provider.contract';

export type TheirTransaction = ProviderReport['transactions'][number];
type Kind = TheirTransaction['kind'];

/** One of our casino_transactions (we keep RS_OK calls only), with the won its transfer moved. */
export interface OurTransaction {
  transactionUuid: string;
  kind: Kind;
  referenceTransactionUuid: string | null;
  roundRef: string | null;
  /** The ledger transfer's amount; 0 for a tombstone, which moved nothing. */
  amount: number;
  tombstone: boolean;
}

/**
 * The provider's 'failed' calls were refused by our wallet: no money moved on either side. A
 * 'rolled_back' bet did move (and its rollback moved it back), so it counts as a bet. A
 * 'pending' call has no answer yet: the provider does not count it (it is shown as pending).
 */
const theirMoved = (t: TheirTransaction): boolean =>
  t.status === 'ok' || t.status === 'rolled_back';

export function totalsOf(amounts: Iterable<{ kind: Kind; amount: number }>): ReconcileTotals {
  const totals = { bets: 0, wins: 0, rollbacks: 0, net: 0 };
  for (const { kind, amount } of amounts) {
    if (kind === 'bet') totals.bets += amount;
    else if (kind === 'win') totals.wins += amount;
    else totals.rollbacks += amount;
  }
  totals.net = totals.bets - totals.wins - totals.rollbacks;
  return totals;
}

/** Differences first (what the operator must look at), each group in the provider's order. */
const STATUS_ORDER: Record<ReconcileLineStatus, number> = {
  missing_ours: 0,
  missing_theirs: 0,
  amount_differs: 0,
  pending: 1,
  tombstone: 1,
  matched: 2,
};

export function compareTransactions(
  theirs: readonly TheirTransaction[],
  ours: readonly OurTransaction[],
): { lines: ReconcileLine[]; theirs: ReconcileTotals; ours: ReconcileTotals } {
  const ourById = new Map(ours.map((o) => [o.transactionUuid, o]));
  // Bets we never received but whose rollback we answered OK with a tombstone.
  const tombstonedBets = new Set(
    ours
      .filter((o) => o.tombstone && o.referenceTransactionUuid)
      .map((o) => o.referenceTransactionUuid!),
  );
  const lines: ReconcileLine[] = [];
  const seen = new Set<string>();

  for (const their of theirs) {
    if (seen.has(their.transactionUuid)) continue;
    seen.add(their.transactionUuid);
    const our = ourById.get(their.transactionUuid);
    const theirAmount = theirMoved(their) ? their.amount : null;
    // Refused by us and kept by nobody: nothing moved. (A pending call stays: it is in flight.)
    if (theirAmount === null && !our && their.status !== 'pending') continue;
    lines.push({
      transactionUuid: their.transactionUuid,
      kind: their.kind,
      roundRef: their.roundRef,
      theirAmount,
      ourAmount: our ? our.amount : null,
      status: lineStatus(their, theirAmount, our, tombstonedBets),
    });
  }
  for (const our of ours) {
    if (seen.has(our.transactionUuid)) continue;
    lines.push({
      transactionUuid: our.transactionUuid,
      kind: our.kind,
      roundRef: our.roundRef,
      theirAmount: null,
      ourAmount: our.amount,
      status: 'missing_theirs',
    });
  }
  lines.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);

  return {
    lines,
    theirs: totalsOf(theirs.filter(theirMoved)),
    ours: totalsOf(ours),
  };
}

function lineStatus(
  their: TheirTransaction,
  theirAmount: number | null,
  our: OurTransaction | undefined,
  tombstonedBets: ReadonlySet<string>,
): ReconcileLineStatus {
  if (our?.tombstone) return 'tombstone';
  if (their.status === 'pending') return 'pending';
  if (!our) {
    if (their.kind === 'bet' && tombstonedBets.has(their.transactionUuid)) return 'tombstone';
    return 'missing_ours';
  }
  if (theirAmount === null) return 'missing_theirs';
  if (our.kind !== their.kind || our.amount !== theirAmount) return 'amount_differs';
  return 'matched';
}
