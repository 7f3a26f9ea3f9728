import {
  gamesOfProvider,
  MINIGAME_CATALOG,
  type MinigameGame,
} from '../../../common/domain/minigame/catalog';
import type { ProviderKey } from '../../../common/domain/minigame/catalog-data';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';
import { AppLink } from '../../ui/AppLink';
import { gameName, providerName } from '../../../common/i18n/minigame-names.ko';
import styles from './Minigame.module.css';

const PROVIDERS: ProviderKey[] = [...new Set(MINIGAME_CATALOG.map((game) => game.provider))];

/** Provider tabs (each opens its first game) and the current provider's game tabs. */
export function GameTabs({ game }: { game: MinigameGame }) {
  return (
    <nav className={styles.tabs}>
      <ul className={styles.tabRow} aria-label={T.providers}>
        {PROVIDERS.map((provider) => (
          <li key={provider}>
            <AppLink
              href={gamesOfProvider(provider)[0]?.route ?? '/minigame'}
              className={styles.tab}
              aria-current={provider === game.provider ? 'page' : undefined}
            >
              {providerName(provider)}
            </AppLink>
          </li>
        ))}
      </ul>
      <ul className={`${styles.tabRow} ${styles.gameTabs}`} aria-label={T.games}>
        {gamesOfProvider(game.provider).map((entry) => (
          <li key={entry.id}>
            <AppLink
              href={entry.route}
              className={styles.tab}
              aria-current={entry.id === game.id ? 'page' : undefined}
            >
              {gameName(entry)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
