import type { MinigameGame } from '../../../common/domain/minigame/catalog';
import { formatOdds } from '../../../common/domain/format';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';
import type { SlipPick } from '../../machines/minigame-slip.machine';
import {
  boardMarketLabel,
  marketName,
  selectionName,
} from '../../../common/i18n/minigame-names.ko';
import styles from './Minigame.module.css';

type Props = {
  game: MinigameGame;
  /** 'market.selection' → odds in hundredths (settingMinigame), the catalog's as fallback. */
  odds: Readonly<Record<string, number>> | undefined;
  selectedKey: string | null;
  closed: boolean;
  /** Closed because the round has not opened yet (rather than because betting has closed). */
  notYetOpen?: boolean;
  onPick: (pick: SlipPick) => void;
};

/** Every market of the game with its selections and odds; a click puts the pick on the slip. */
export function BettingBoard({ game, odds, selectedKey, closed, notYetOpen, onPick }: Props) {
  return (
    <section className={styles.board} data-testid="minigame-board" aria-label={T.board}>
      {closed && (
        <div className={styles.closedOverlay}>{notYetOpen ? T.notYetOpen : T.bettingClosed}</div>
      )}
      {game.markets.map((market) => (
        <div key={market.key} className={styles.market}>
          <h4 className={styles.marketName}>{marketName(game, market.key)}</h4>
          <div className={styles.selections}>
            {market.selections.map((selection) => {
              const key = `${market.key}.${selection.key}`;
              const price = odds?.[key] ?? selection.oddsHundredths;
              const name = selectionName(game, market.key, selection.key);
              return (
                <button
                  key={key}
                  type="button"
                  className={styles.selection}
                  aria-pressed={selectedKey === key}
                  aria-label={`${boardMarketLabel(game, market.key)} ${name}`}
                  disabled={closed}
                  data-selection={key}
                  onClick={() => onPick({ selectionKey: key, oddsHundredths: price })}
                >
                  <span className={styles.selectionName}>{name}</span>
                  <span className={styles.selectionOdds}>{formatOdds(price)}</span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
