import type { CasinoGameView } from '../../api/casino.api';
import { CASINO_TEXT as T } from '../../../common/i18n/casino-pages.ko';
import { GameThumbnail } from './GameThumbnail';
import { isUnderMaintenance } from './lobby-filter';
import styles from './Casino.module.css';

/** RTP in basis points as the game's info shows it: 9583 → "95.83 %". */
export const rtpText = (rtpBp: number): string => `${(rtpBp / 100).toFixed(2)} %`;

/** One catalog game: drawn art, name, studio, RTP (slots); a game in maintenance does not open. */
export function GameCard({ game, onOpen }: { game: CasinoGameView; onOpen: () => void }) {
  const maintenance = isUnderMaintenance(game);
  return (
    <li>
      <button
        type="button"
        className={styles.card}
        disabled={maintenance}
        onClick={onOpen}
        data-testid={`casino-game-${game.gameCode}`}
        data-maintenance={maintenance}
      >
        <span className={styles.thumb}>
          <GameThumbnail thumbnail={game.thumbnail} label={game.name} />
          {maintenance && <span className={styles.badge}>{T.maintenance}</span>}
        </span>
        <span className={styles.meta}>
          <span className={styles.name}>{game.name}</span>
          <span className={styles.studio}>{game.studio}</span>
          {game.rtpBp !== null && (
            <span className={styles.rtp} data-testid="casino-game-rtp">
              {T.rtp(rtpText(game.rtpBp))}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
