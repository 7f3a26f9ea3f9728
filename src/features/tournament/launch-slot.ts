import type { ReactNode } from 'react';
import type { CasinoGameView } from '../../api/casino.api';

/**
 * The casino's game-opening dialog, handed in by the route (features never import each other,
 * docs/architecture.md §2): the tournament's play button opens a qualifying game through the same
 * launch path as the lobbies, with its blocks, maintenance and pop-up dialogs.
 */
export type RenderLaunch = (game: CasinoGameView | null, onDone: () => void) => ReactNode;
