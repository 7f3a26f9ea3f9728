import type { MinigameGame } from '../../../../common/domain/minigame/catalog';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { MARKET_RTP } from '../../../../common/i18n/market-rtp.ko';
import { FieldError, invalidProps } from '../../../ui/FormField';
import controls from '../../../ui/controls.module.css';
import { oddsRtpPreview, type OddsEntry } from './minigame-admin-input';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.minigame;

type Props = {
  game: MinigameGame | undefined;
  baseId: string;
  entries: readonly OddsEntry[];
  /** The odds as typed ('1.95'), by selection key. */
  odds: Readonly<Record<string, string>>;
  /** Messages by `odds:<key>`. */
  errors: Readonly<Record<string, string>>;
  onChange: (key: string, text: string) => void;
};

/**
 * One row per selection: its odds input and the return to player (환수율) those odds make, worked
 * out as the operator types from the stated probabilities (over 100 % shown as an error).
 */
export function MinigameOddsTable({ game, baseId, entries, odds, errors, onChange }: Props) {
  return (
    <div className={controls.tableWrap}>
      <table className={controls.table}>
        <caption className={controls.label} style={{ textAlign: 'left' }}>
          {T.oddsTitle}
        </caption>
        <thead>
          <tr>
            <th>{T.colMarket}</th>
            <th>{T.colSelection}</th>
            <th>{T.colSelectionKey}</th>
            <th className={controls.num}>{T.colOdds}</th>
            <th className={controls.num}>{MARKET_RTP.rtp}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const id = `${baseId}-odds-${entry.key}`;
            const error = errors[`odds:${entry.key}`];
            const preview = oddsRtpPreview(game, entry.key, odds[entry.key] ?? '');
            return (
              <tr key={entry.key} data-testid="admin-odds-row" data-odds-key={entry.key}>
                <td>{entry.market}</td>
                <td>{entry.selection}</td>
                <td>
                  <code className={styles.json}>{entry.key}</code>
                </td>
                <td className={controls.num}>
                  <input
                    id={id}
                    className={controls.input}
                    style={{ width: 110, textAlign: 'right' }}
                    inputMode="decimal"
                    aria-label={T.oddsLabel(entry.market, entry.selection)}
                    value={odds[entry.key] ?? ''}
                    onChange={(e) => onChange(entry.key, e.target.value)}
                    {...invalidProps(error, `${id}-error`)}
                  />
                  <FieldError id={`${id}-error`} announce={false}>
                    {error ?? null}
                  </FieldError>
                </td>
                <td
                  className={`${controls.num} ${preview.aboveFullReturn ? controls.error : ''}`}
                  data-testid="admin-odds-rtp"
                >
                  {preview.text}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
