/** The bead plate and the big road, drawn in SVG from the table's history. */
import { ROAD_ROWS } from '../../../../common/domain/casino/tables/baccarat-roads';
import { BEAD_COLUMNS, BIG_ROAD_COLUMNS, roadCells } from './road-input';

const CELL = 20;
const BEAD_TEXT = { player: 'P', banker: 'B', tie: 'T' } as const;

function Grid({ columns }: { readonly columns: number }) {
  const lines = [];
  for (let c = 0; c <= columns; c += 1) {
    lines.push(<line key={`c${c}`} x1={c * CELL} y1={0} x2={c * CELL} y2={ROAD_ROWS * CELL} />);
  }
  for (let r = 0; r <= ROAD_ROWS; r += 1) {
    lines.push(<line key={`r${r}`} x1={0} y1={r * CELL} x2={columns * CELL} y2={r * CELL} />);
  }
  return <g className="pd-road-grid">{lines}</g>;
}

export function Roads({ history }: { readonly history: readonly (string | number)[] }) {
  const { bead, big, counts } = roadCells(history);
  return (
    <section className="pd-roads" aria-label="출목표">
      <div className="pd-road-counts">
        <span className="pd-count-player">플레이어 {counts.player}</span>
        <span className="pd-count-banker">뱅커 {counts.banker}</span>
        <span className="pd-count-tie">타이 {counts.tie}</span>
      </div>
      <div className="pd-road-boards">
        <svg
          className="pd-road pd-bead-plate"
          viewBox={`0 0 ${BEAD_COLUMNS * CELL} ${ROAD_ROWS * CELL}`}
          role="img"
          aria-label="구슬 출목표"
          data-testid="bead-plate"
        >
          <Grid columns={BEAD_COLUMNS} />
          {bead.map((cell) => (
            <g key={cell.round} className={`pd-bead pd-bead-${cell.winner}`}>
              <circle
                cx={cell.column * CELL + CELL / 2}
                cy={cell.row * CELL + CELL / 2}
                r={CELL / 2 - 2}
              />
              <text
                x={cell.column * CELL + CELL / 2}
                y={cell.row * CELL + CELL / 2 + 4}
                textAnchor="middle"
              >
                {BEAD_TEXT[cell.winner]}
              </text>
            </g>
          ))}
        </svg>
        <svg
          className="pd-road pd-big-road"
          viewBox={`0 0 ${BIG_ROAD_COLUMNS * CELL} ${ROAD_ROWS * CELL}`}
          role="img"
          aria-label="빅 로드"
          data-testid="big-road"
        >
          <Grid columns={BIG_ROAD_COLUMNS} />
          {big.map((cell) => {
            const cx = cell.column * CELL + CELL / 2;
            const cy = cell.row * CELL + CELL / 2;
            return (
              <g key={cell.round} className={`pd-big pd-big-${cell.winner}`}>
                <circle cx={cx} cy={cy} r={CELL / 2 - 3} />
                {cell.ties > 0 && (
                  <>
                    <line className="pd-big-tie" x1={cx - 6} y1={cy + 6} x2={cx + 6} y2={cy - 6} />
                    {cell.ties > 1 && (
                      <text x={cx} y={cy + 4} textAnchor="middle" className="pd-big-tie-count">
                        {cell.ties}
                      </text>
                    )}
                  </>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </section>
  );
}
