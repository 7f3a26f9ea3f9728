import {
  POINT_CONVERT_KINDS,
  POINT_CONVERT_LIMITS,
  POINT_MESSAGES,
  type PointConvertBody,
  type PointConvertResponse,
  type StatementCurrency,
  type StatementPage,
} from '../../common/contract/points.contract';
import type { Db } from '../platform/db/db';
import { accountId, type AccountRef } from '../platform/ledger/accounts';
import { memberStatement } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { lockMember } from './member-lock';
import { AppError } from '../platform/lib/app-error';
import type { Realtime } from '../platform/sse/realtime';

const HOUSE: AccountRef = { system: 'house', currency: 'KRW' };
const PROMOTIONS_POINT: AccountRef = { system: 'promotions', currency: 'POINT' };

/** A conversion's minimum and unit (POINT_CONVERT_LIMITS); each refusal is a 400 with its own Korean message. */
export function checkConvertPoints(points: number): void {
  if (!Number.isSafeInteger(points))
    throw new AppError(400, 'VALIDATION', POINT_MESSAGES.notInteger);
  if (points < POINT_CONVERT_LIMITS.minPoint) {
    throw new AppError(400, 'VALIDATION', POINT_MESSAGES.tooLow);
  }
  if (points % POINT_CONVERT_LIMITS.unitPoint !== 0) {
    throw new AppError(400, 'VALIDATION', POINT_MESSAGES.unit);
  }
}

/**
 * Point → cash conversion and the member's statements (money-change and point-change
 * histories, spec §4 dialog flags). Both legs of a conversion are ledger transfers in one transaction,
 * keyed from the member's idempotency key, so a replay moves nothing twice.
 */
export class PointsService {
  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
  ) {}

  async convert(memberId: number, input: PointConvertBody): Promise<PointConvertResponse> {
    checkConvertPoints(input.points);
    const won = input.points * POINT_CONVERT_LIMITS.wonPerPoint;
    // Scoped to the member: another member's identical key is a different conversion.
    const key = `point-convert:${memberId}:${input.idempotencyKey}`;
    const balances = await this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const pointAccount = await accountId(tx, { memberId, kind: 'member_point' });
      const cashAccount = await accountId(tx, { memberId, kind: 'member_cash' });
      const pointLeg = await transfer(tx, {
        idempotencyKey: `${key}:point`,
        kind: POINT_CONVERT_KINDS.point,
        reference: `point-convert:${input.idempotencyKey}`,
        from: { memberId, kind: 'member_point' },
        to: PROMOTIONS_POINT,
        amount: input.points,
      });
      const cashLeg = await transfer(tx, {
        idempotencyKey: `${key}:cash`,
        kind: POINT_CONVERT_KINDS.cash,
        reference: `point-convert:${input.idempotencyKey}`,
        from: HOUSE,
        to: { memberId, kind: 'member_cash' },
        amount: won,
      });
      // Balances right after each leg: a replay answers the first conversion's figures again.
      return { emoney: cashLeg.balances[cashAccount]!, point: pointLeg.balances[pointAccount]! };
    });
    this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    return balances;
  }

  async statement(
    memberId: number,
    currency: StatementCurrency,
    page: number,
  ): Promise<StatementPage> {
    const result = await memberStatement(
      this.db,
      memberId,
      currency === 'cash' ? 'KRW' : 'POINT',
      page,
    );
    return {
      items: result.items.map((line) => ({
        id: line.entryId,
        amount: line.amount,
        balanceAfter: line.balanceAfter,
        kind: line.kind,
        memo: line.memo,
        createdAt: new Date(line.createdAt).toISOString(),
      })),
      page: result.page,
      pageCount: result.pageCount,
      totalCount: result.totalCount,
    };
  }
}
