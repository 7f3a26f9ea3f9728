import type { AdminSportsBet } from '../../../api/admin-sports.api';
import { formatOdds } from '../../../../common/domain/format';
import { SPORTS_ADMIN as T } from '../../../../common/i18n/sports-admin.ko';
import controls from '../../../ui/controls.module.css';

type Leg = AdminSportsBet['legs'][number];

const RESULT_BADGE: Record<string, string | undefined> = {
  '1': controls.badgeDanger,
  '2': controls.badgeOn,
  '4': controls.badgeWarn,
  '5': controls.badgeOn,
};

/** The legs of one bet, each with its result and the operator's '결과 정정' button. */
export function SportsBetLegs({
  legs,
  onResettle,
}: {
  legs: readonly Leg[];
  onResettle: (leg: Leg) => void;
}) {
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
      {legs.map((leg) => (
        <li
          key={leg.selectionId}
          data-testid="admin-sports-leg"
          data-selection-id={leg.selectionId}
        >
          {leg.isBonus ? (
            <span>{T.bonusLeg}</span>
          ) : (
            <span>
              {leg.homeName} vs {leg.awayName}
            </span>
          )}{' '}
          · {leg.marketNameKorean}
          {leg.line ? ` ${leg.line}` : ''} · {leg.selectionLabel} @{formatOdds(leg.priceHundredths)}
          {leg.result !== null ? (
            <span
              className={`${controls.badge} ${RESULT_BADGE[String(leg.result)] ?? ''}`}
              style={{ marginLeft: 6 }}
            >
              {T.results[String(leg.result)]}
            </span>
          ) : null}
          {leg.isBonus ? null : (
            <button
              type="button"
              className={`${controls.btn} ${controls.sm} ${controls.ghost}`}
              style={{ marginLeft: 6 }}
              onClick={() => onResettle(leg)}
            >
              {T.resettle}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
