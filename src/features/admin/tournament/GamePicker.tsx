import { fetchAdminCasinoCatalog } from '../../../api/admin-casino.api';
import type { TournamentKind } from '../../../../common/contract/tournament.contract';
import { TOURNAMENT_ADMIN as T } from '../../../../common/i18n/tournament-admin.ko';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import own from './TournamentAdmin.module.css';

type Props = {
  kind: TournamentKind;
  gameIds: readonly number[];
  providerIds: readonly number[];
  onChange: (next: { gameIds: number[]; providerIds: number[] }) => void;
};

const toggled = (ids: readonly number[], id: number, on: boolean) =>
  on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id);

/**
 * The games that count: whole providers, or games one by one, of the tournament's
 * kind, from the casino catalog (games in maintenance or off are listed: an operator may plan).
 */
export function GamePicker({ kind, gameIds, providerIds, onChange }: Props) {
  const catalog = useAsync(fetchAdminCasinoCatalog, []);
  if (catalog.error) return <Notice error>{T.problems.games}</Notice>;
  const games = (catalog.data?.games ?? []).filter((game) => game.kind === kind);
  const providers = (catalog.data?.providers ?? []).filter((provider) =>
    games.some((game) => game.providerId === provider.id),
  );
  return (
    <>
      <fieldset className={controls.field}>
        <legend className={controls.label}>{T.field.providers}</legend>
        <div className={own.picker} data-testid="admin-tournament-providers">
          {providers.map((provider) => (
            <label key={provider.id} className={own.pickItem}>
              <input
                type="checkbox"
                checked={providerIds.includes(provider.id)}
                onChange={(e) =>
                  onChange({
                    gameIds: [...gameIds],
                    providerIds: toggled(providerIds, provider.id, e.target.checked),
                  })
                }
              />
              {provider.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={controls.field}>
        <legend className={controls.label}>{T.field.games}</legend>
        <div className={own.picker} data-testid="admin-tournament-games">
          {games.map((game) => (
            <label key={game.id} className={own.pickItem}>
              <input
                type="checkbox"
                checked={gameIds.includes(game.id)}
                data-testid={`admin-tournament-game-${game.gameCode}`}
                onChange={(e) =>
                  onChange({
                    gameIds: toggled(gameIds, game.id, e.target.checked),
                    providerIds: [...providerIds],
                  })
                }
              />
              {game.name} <small>({game.providerName})</small>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
