/**
 * What a lobby shows (each lobby lists its catalog with a provider filter and a search
 * box). Pure, so the unit tests pin the rules without a page.
 */

/** The fields of a catalog game the lobby filters on. */
export interface FilterableGame {
  readonly providerId: number;
  readonly name: string;
  /** The brand shown on the card (에볼루션, …). */
  readonly studio: string;
  readonly gameCode: string;
  readonly status: string;
}

export interface LobbyFilter {
  /** A provider id, or undefined for every provider. */
  readonly providerId?: number | undefined;
  /** Free text matched against the game's name, studio and code (as the server's `q`). */
  readonly q?: string | undefined;
}

/** Case- and spacing-insensitive: '바카라 A' finds '바카라a'. */
const normalise = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

/** The games matching the provider filter and the search text, in catalog order. */
export function filterGames<T extends FilterableGame>(
  games: readonly T[],
  filter: LobbyFilter,
): T[] {
  const needle = normalise(filter.q ?? '');
  return games.filter(
    (game) =>
      (filter.providerId === undefined || game.providerId === filter.providerId) &&
      (needle === '' ||
        [game.name, game.studio, game.gameCode].some((text) => normalise(text).includes(needle))),
  );
}

/** A game in maintenance shows '점검중' and does not open. */
export const isUnderMaintenance = (game: FilterableGame): boolean => game.status !== 'on';
