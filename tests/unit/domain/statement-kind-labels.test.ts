import { describe, expect, it } from 'vitest';
import { POINTS, statementKindLabel } from '../../../common/i18n/points.ko';
import { moneyKindLabel } from '../../../common/i18n/money-history.ko';
import { TRANSFER_KINDS } from '../../../server/platform/ledger/transfer-kinds';

/**
 * Every ledger transfer kind that touches a member's cash or points appears in their statements
 * (/mywallet/point and the money/point-change dialogs of spec §4) with a Korean name, never as
 * '기타'. The list is the kinds the server's use-cases write with a member account on one side.
 */
const MEMBER_FACING_KINDS = [
  'charge',
  'exchange',
  'exchange_reserve',
  'exchange_return',
  'admin_adjustment',
  'minigame_stake',
  'minigame_payout',
  'minigame_refund',
  'point_convert',
  'point_convert_cash',
  'seed_credit',
  'coupon',
  'deposit_bonus',
  'attendance',
  'rolling_payout',
  'event_payout',
  'sports_stake',
  'sports_payout',
  'sports_refund',
  'sports_cashout',
  'sports_reversal',
];

/** The only kinds with no member account on either side: never on a statement. */
const HOUSE_ONLY_KINDS = ['sports_house'];

describe('statement kind labels', () => {
  it.each(TRANSFER_KINDS.filter((kind) => !HOUSE_ONLY_KINDS.includes(kind)))(
    'the ledger kind %s has a Korean label',
    (kind) => {
      expect(statementKindLabel(kind)).not.toBe(POINTS.kindOther);
    },
  );

  it.each(MEMBER_FACING_KINDS)('%s has a Korean label', (kind) => {
    expect(statementKindLabel(kind)).not.toBe(POINTS.kindOther);
    expect(statementKindLabel(kind)).toMatch(/[가-힣]/);
  });

  it('the money-history dialogs and the points page read the same table', () => {
    for (const kind of [...MEMBER_FACING_KINDS, 'unknown_kind']) {
      expect(moneyKindLabel(kind)).toBe(statementKindLabel(kind));
    }
    expect(statementKindLabel('unknown_kind')).toBe('기타');
  });
});
