/**
 * The reels: while the provider answers they run (a CSS loop over the reel's own strip), then
 * they stop one by one on the frame's screen; later frames drop their symbols in (tumbles, free
 * spins), winning cells glow and paid paylines are traced over them.
 */
import type { CSSProperties } from 'react';
import type { SlotGame, SlotScreen } from '../../../../common/domain/casino/types';
import { cellKey, type SlotFrame } from './slot-frames';
import { SymbolArt } from './symbol-art';

interface ReelsViewProps {
  readonly game: SlotGame;
  readonly frame: SlotFrame | null;
  readonly spinning: boolean;
}

/** What the reels show before the first spin: the top of each strip. */
export function idleScreen(game: SlotGame): SlotScreen {
  return game.strips.map((strip) =>
    Array.from({ length: game.rows }, (_, row) => strip[row] ?? ''),
  );
}

const SPIN_BLUR_SYMBOLS = 8;

function PaylineTrace({ game, frame }: { readonly game: SlotGame; readonly frame: SlotFrame }) {
  const lines = frame.wins.filter((win) => win.line >= 0);
  if (lines.length === 0) return null;
  return (
    <svg
      className="pd-paylines"
      viewBox={`0 0 ${game.reels * 100} ${game.rows * 100}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {lines.map((win) => {
        const rows = game.paylines[win.line] ?? [];
        const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        return (
          <polyline
            key={win.line}
            points={points}
            className={`pd-payline pd-payline-${win.line % 6}`}
          />
        );
      })}
    </svg>
  );
}

export function ReelsView({ game, frame, spinning }: ReelsViewProps) {
  const screen = frame?.screen ?? idleScreen(game);
  const names = new Map(game.symbols.map((symbol) => [symbol.id, symbol.name]));
  const dropIn = frame !== null && frame.index > 0 && frame.phase === 'cascade';
  return (
    <div
      className={`pd-reels pd-reels-${game.reels}x${game.rows}`}
      data-testid="reels"
      data-frame={frame?.index ?? -1}
    >
      {screen.map((column, reel) => {
        const style = { '--reel-index': reel } as CSSProperties;
        if (spinning) {
          const strip = game.strips[reel] ?? [];
          return (
            <div key={`spin-${reel}`} className="pd-reel pd-reel-spinning" style={style}>
              <div className="pd-reel-blur">
                {[...strip.slice(0, SPIN_BLUR_SYMBOLS), ...strip.slice(0, SPIN_BLUR_SYMBOLS)].map(
                  (id, i) => (
                    <div key={i} className="pd-cell">
                      <SymbolArt gameCode={game.code} symbolId={id} name={names.get(id) ?? id} />
                    </div>
                  ),
                )}
              </div>
            </div>
          );
        }
        return (
          <div
            key={`${frame?.index ?? 'idle'}-${reel}`}
            className={`pd-reel${frame && !dropIn ? ' pd-reel-stop' : ''}`}
            style={style}
          >
            {column.map((id, row) => {
              const won = frame?.winningCells.has(cellKey(reel, row)) ?? false;
              const cellStyle = { '--row-index': row } as CSSProperties;
              return (
                <div
                  key={row}
                  className={`pd-cell${won ? ' pd-cell-win' : ''}${dropIn ? ' pd-cell-drop' : ''}`}
                  style={cellStyle}
                  data-testid="slot-cell"
                  data-win={won}
                >
                  <SymbolArt gameCode={game.code} symbolId={id} name={names.get(id) ?? id} />
                </div>
              );
            })}
          </div>
        );
      })}
      {frame && !spinning && <PaylineTrace game={game} frame={frame} />}
    </div>
  );
}
