import {
  tournamentPrizeCurrencySchema,
  TOURNAMENT_LIMITS,
} from '../../../../common/contract/tournament.contract';
import { TOURNAMENT_ADMIN as T } from '../../../../common/i18n/tournament-admin.ko';
import controls from '../../../ui/controls.module.css';
import { emptyPrizeLine, type PrizeLineDraft } from './tournament-draft';
import own from './TournamentAdmin.module.css';

type Props = { lines: readonly PrizeLineDraft[]; onChange: (lines: PrizeLineDraft[]) => void };

/** The prize table by rank ranges, in cash or points, at most 20 lines. */
export function PrizeLinesField({ lines, onChange }: Props) {
  const set = (index: number, patch: Partial<PrizeLineDraft>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const nextRank = () => {
    const last = lines.at(-1);
    const rank = last ? Number(last.rankTo) + 1 : 1;
    return Number.isInteger(rank) && rank > 0 ? rank : 1;
  };
  return (
    <fieldset className={controls.field} data-testid="admin-tournament-prizes">
      <legend className={controls.label}>{T.field.prizes}</legend>
      {lines.map((line, index) => {
        const id = `admin-tournament-prize-${index}`;
        return (
          <div key={index} className={own.prizeLine} data-testid="admin-tournament-prize-line">
            <label htmlFor={`${id}-from`} className={controls.label}>
              {T.field.rankFrom}
              <input
                id={`${id}-from`}
                className={controls.input}
                inputMode="numeric"
                value={line.rankFrom}
                onChange={(e) => set(index, { rankFrom: e.target.value })}
              />
            </label>
            <label htmlFor={`${id}-to`} className={controls.label}>
              {T.field.rankTo}
              <input
                id={`${id}-to`}
                className={controls.input}
                inputMode="numeric"
                value={line.rankTo}
                onChange={(e) => set(index, { rankTo: e.target.value })}
              />
            </label>
            <label htmlFor={`${id}-currency`} className={controls.label}>
              {T.field.prizeCurrency}
              <select
                id={`${id}-currency`}
                className={controls.input}
                value={line.currency}
                onChange={(e) =>
                  set(index, { currency: tournamentPrizeCurrencySchema.parse(e.target.value) })
                }
              >
                {tournamentPrizeCurrencySchema.options.map((currency) => (
                  <option key={currency} value={currency}>
                    {T.prizeCurrencies[currency]}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-amount`} className={controls.label}>
              {T.field.amount}
              <input
                id={`${id}-amount`}
                className={controls.input}
                inputMode="numeric"
                value={line.amount}
                onChange={(e) => set(index, { amount: e.target.value })}
              />
            </label>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm}`}
              disabled={lines.length <= 1}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            >
              {T.field.removePrize}
            </button>
          </div>
        );
      })}
      <div>
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          disabled={lines.length >= TOURNAMENT_LIMITS.maxPrizeRows}
          onClick={() => onChange([...lines, emptyPrizeLine(nextRank())])}
        >
          {T.field.addPrize}
        </button>
      </div>
    </fieldset>
  );
}
