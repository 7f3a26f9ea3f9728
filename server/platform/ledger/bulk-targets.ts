/**
 * Resolves the targets of a bulk transfer to account ids in a constant number of statements
 * (one per distinct-ref chunk), instead of one `accountId()` lookup per credit.
 */
import type { Queryable } from '../db/db';
import { MEMBER_ACCOUNT_CURRENCY, type Currency, type MemberAccountRef } from './accounts';

/** A member's wallet, or an account already known by id (a system account, usually). */
export type CreditTarget = MemberAccountRef | number;

/** Keeps each parameter array a few hundred kB at most. */
export const BULK_CHUNK = 20_000;

export function chunks<T>(items: readonly T[], size = BULK_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const refKey = (ref: MemberAccountRef) => `${ref.kind}#${ref.memberId}`;

/**
 * The account id of every target, in the order given. Throws when a member account is missing
 * (as `accountId` does: money must not open a wallet) or a target's currency differs from the
 * source's (a transfer never crosses currencies).
 */
export async function resolveTargets(
  tx: Queryable,
  targets: readonly CreditTarget[],
  currency: Currency,
): Promise<number[]> {
  const members = new Map<string, MemberAccountRef>();
  const ids = new Set<number>();
  for (const t of targets) {
    if (typeof t === 'number') ids.add(t);
    else {
      if (MEMBER_ACCOUNT_CURRENCY[t.kind] !== currency) {
        throw new Error(`bulk transfer crosses currencies: ${refKey(t)} is not ${currency}`);
      }
      members.set(refKey(t), t);
    }
  }

  const byRef = new Map<string, number>();
  for (const part of chunks([...members.values()])) {
    const rows = await tx.query<{ id: number; member_id: number; kind: string }>(
      `SELECT a.id, a.member_id, a.kind
         FROM unnest($1::bigint[], $2::text[]) AS u(member_id, kind)
         JOIN ledger_accounts a ON a.member_id = u.member_id AND a.kind = u.kind`,
      [part.map((r) => r.memberId), part.map((r) => r.kind)],
    );
    for (const r of rows) byRef.set(`${r.kind}#${r.member_id}`, r.id);
  }
  for (const key of members.keys()) {
    if (!byRef.has(key)) throw new Error(`ledger account ${key} does not exist`);
  }

  for (const part of chunks([...ids])) {
    const rows = await tx.query<{ id: number; currency: Currency }>(
      'SELECT id, currency FROM ledger_accounts WHERE id = ANY($1::bigint[])',
      [part],
    );
    if (rows.length !== part.length) throw new Error('bulk transfer to an unknown account id');
    const crossing = rows.find((r) => r.currency !== currency);
    if (crossing) throw new Error(`bulk transfer crosses currencies: account ${crossing.id}`);
  }

  return targets.map((t) => (typeof t === 'number' ? t : byRef.get(refKey(t))!));
}
