import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchCasinoCatalog, type CasinoGameView } from '../../api/casino.api';
import type { CasinoKind, CasinoLobby } from '../../api/casino.api';
import { openDialog } from '../../app/commands';
import { Card } from '../../ui/Card';
import { FilterChip } from '../../ui/FilterChips';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import { CASINO_TEXT as T } from '../../../common/i18n/casino-pages.ko';
import { GameCard } from './GameCard';
import { LaunchDialog } from './LaunchDialog';
import { filterGames, isUnderMaintenance } from './lobby-filter';
import { lobbyPage, lobbyTabs } from './lobbies';
import styles from './Casino.module.css';
import chips from '../../ui/FilterChips.module.css';
import pageTabs from '../../ui/PageTabs.module.css';

type Props = { kind: CasinoKind; lobby: CasinoLobby };

/**
 * A casino or slot lobby: its catalog as drawn cards with a provider filter and a
 * search box; a card opens the spec §2 pop-up. The balance is never read here: the top bar shows
 * it live from the bets stream.
 */
export function CasinoLobbyPage({ kind, lobby }: Props) {
  const page = lobbyPage(kind, lobby);
  const catalog = useAsync(() => fetchCasinoCatalog(kind, lobby), [kind, lobby]);
  const [providerId, setProviderId] = useState<number | undefined>(undefined);
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<CasinoGameView | null>(null);
  const games = catalog.data?.games ?? [];
  const shown = filterGames(games, { providerId, q });
  const open = (game: CasinoGameView) => {
    if (isUnderMaintenance(game)) return;
    setChosen(game);
    openDialog(kind === 'slot' ? 'slotGame' : 'evolution');
  };

  return (
    <div className={pageTabs.page} data-testid={`casino-lobby-${kind}-${lobby}`}>
      <nav className={pageTabs.tabs} aria-label={page.title}>
        {lobbyTabs(kind).map((tab) => (
          <Link
            key={tab.path}
            to={tab.path}
            className={pageTabs.tab}
            aria-current={tab.path === page.path ? 'page' : undefined}
          >
            {T.lobbyTabs[tab.lobby]}
          </Link>
        ))}
      </nav>
      <Card
        id="casino-lobby-title"
        heading="h1"
        title={page.title}
        actions={
          <input
            type="search"
            className={styles.search}
            aria-label={T.search}
            placeholder={T.searchPlaceholder}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            data-testid="casino-search"
          />
        }
      >
        <div className={chips.row} role="group" aria-label={T.providers}>
          <FilterChip
            label={T.allProviders}
            pressed={providerId === undefined}
            onClick={() => setProviderId(undefined)}
            testId="casino-provider-filter"
          />
          {(catalog.data?.providers ?? []).map((provider) => (
            <FilterChip
              key={provider.id}
              label={provider.name}
              pressed={providerId === provider.id}
              onClick={() => setProviderId(provider.id)}
              testId="casino-provider-filter"
            />
          ))}
        </div>
      </Card>
      {catalog.error ? (
        // Spec §8: a casino or slot page that cannot be reached.
        <Notice error>{T.navigationFailed}</Notice>
      ) : catalog.loading && !catalog.data ? (
        <Notice>{T.loading}</Notice>
      ) : shown.length === 0 ? (
        <Notice>{T.noGames}</Notice>
      ) : (
        <ul className={styles.grid} data-testid="casino-game-grid">
          {shown.map((game) => (
            <GameCard key={game.id} game={game} onOpen={() => open(game)} />
          ))}
        </ul>
      )}
      <LaunchDialog game={chosen} onDone={() => setChosen(null)} />
    </div>
  );
}
