import type { StatementCurrency } from '../../common/contract/points.contract';
import type { MemberHistoryPage } from '../../common/contract/money-history.contract';
import type { Db } from '../platform/db/db';
import { getMemberBalances, memberStatement } from '../platform/ledger/balances';
import { AppError } from '../platform/lib/app-error';

/**
 * Operators' money-change / point-change history of any member (spec §4 dialogs): the
 * ledger's own statement of the member's cash or point account, 15 entries a page, newest first.
 * Read-only; members read theirs through PointsService.statement.
 */
export class MoneyHistoryService {
  constructor(private readonly db: Db) {}

  async ofMember(
    memberId: number,
    currency: StatementCurrency,
    page: number,
  ): Promise<MemberHistoryPage> {
    const [member] = await this.db.query<{ id: number; userId: string; nickname: string }>(
      'SELECT id, user_id AS "userId", nickname FROM members WHERE id = $1',
      [memberId],
    );
    if (!member) throw new AppError(404, 'MEMBER_NOT_FOUND');
    const [balances, statement] = await Promise.all([
      getMemberBalances(this.db, memberId),
      memberStatement(this.db, memberId, currency === 'cash' ? 'KRW' : 'POINT', page),
    ]);
    return {
      member: { ...member, ...balances },
      items: statement.items.map((line) => ({
        id: line.entryId,
        amount: line.amount,
        balanceAfter: line.balanceAfter,
        kind: line.kind,
        reference: line.reference,
        memo: line.memo,
        createdAt: new Date(line.createdAt).toISOString(),
      })),
      page: statement.page,
      pageCount: statement.pageCount,
      totalCount: statement.totalCount,
    };
  }
}
