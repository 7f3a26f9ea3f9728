import type { z } from 'zod';
import type { adminBalanceAdjustSchema } from '../../common/contract/admin.contract';
import type { Db } from '../platform/db/db';
import type { AccountRef } from '../platform/ledger/accounts';
import { getMemberBalances } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import { lockMember, memberTarget } from '../member/member-lock';
import type { Realtime } from '../platform/sse/realtime';

type AdjustRequest = z.infer<typeof adminBalanceAdjustSchema>;

/**
 * Where an operator's adjustment comes from or goes to: cash against the house, points against
 * the promotions budget (docs/architecture.md §5: every movement is a transfer between two accounts).
 */
function counterparties(memberId: number, currency: AdjustRequest['currency']) {
  const member: AccountRef =
    currency === 'cash' ? { memberId, kind: 'member_cash' } : { memberId, kind: 'member_point' };
  const system: AccountRef =
    currency === 'cash'
      ? { system: 'house', currency: 'KRW' }
      : { system: 'promotions', currency: 'POINT' };
  return { member, system };
}

/** An operator credits or debits a member, through the ledger, audited in the same transaction. */
export class BalanceAdjustService {
  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
  ) {}

  async adjust(actor: Actor, memberId: number, request: AdjustRequest) {
    const { member, system } = counterparties(memberId, request.currency);
    const credit = request.amount > 0;
    const after = await this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const before = await getMemberBalances(tx, memberId);
      const result = await transfer(tx, {
        // Namespaced so an operator's key can never collide with another use-case's.
        idempotencyKey: `admin-adjust:${request.idempotencyKey}`,
        kind: 'admin_adjustment',
        reference: memberTarget(memberId),
        from: credit ? system : member,
        to: credit ? member : system,
        amount: Math.abs(request.amount),
        memo: request.reason,
      });
      const after = await getMemberBalances(tx, memberId);
      // A retried request moved nothing, so it adds no second audit row either.
      if (!result.replayed) {
        await writeAudit(tx, actor, {
          action: 'member.balanceAdjust',
          target: memberTarget(memberId),
          before,
          after: {
            ...after,
            currency: request.currency,
            amount: request.amount,
            reason: request.reason,
          },
        });
      }
      return after;
    });
    this.realtime.betsToMember(memberId, { type: 'balance', ...after });
    return after;
  }
}
