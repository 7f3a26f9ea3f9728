/**
 * A game's card art, drawn (game art is SVG/CSS, never downloaded), chosen by the
 * catalog's thumbnail key: the two live tables, the three demo slots, or a generic drawing in a
 * colour derived from the key so every other catalog game still looks distinct.
 */
type Props = { thumbnail: string; label: string };

const VIEW = '0 0 160 100';

/** A stable hue per key, so a catalog game keeps its colour between visits. */
export function hueOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function Baccarat() {
  return (
    <>
      <rect width="160" height="100" fill="#0d4a2c" />
      <ellipse cx="80" cy="100" rx="90" ry="60" fill="#11643b" stroke="#d6b35a" strokeWidth="2" />
      {[
        [44, 30, -10],
        [62, 28, 6],
        [98, 28, -6],
        [116, 30, 10],
      ].map(([x, y, r], i) => (
        <g key={i} transform={`rotate(${r} ${x} ${y})`}>
          <rect x={x! - 9} y={y! - 13} width="18" height="26" rx="2" fill="#fdfdf8" />
          <text
            x={x}
            y={y! + 4}
            fontSize="11"
            textAnchor="middle"
            fill={i % 2 ? '#c81e1e' : '#111'}
          >
            {['A', '9', 'K', '8'][i]}
          </text>
        </g>
      ))}
      <text x="80" y="80" fontSize="12" textAnchor="middle" fill="#f5d77a" fontWeight="700">
        BACCARAT
      </text>
    </>
  );
}

function Roulette() {
  const pockets = Array.from({ length: 18 }, (_, i) => i);
  return (
    <>
      <rect width="160" height="100" fill="#2a0f12" />
      <circle cx="80" cy="50" r="42" fill="#5b3516" stroke="#d6b35a" strokeWidth="3" />
      {pockets.map((i) => (
        <path
          key={i}
          d={`M80 50 L${80 + 36 * Math.cos((i * Math.PI) / 9)} ${50 + 36 * Math.sin((i * Math.PI) / 9)} A36 36 0 0 1 ${80 + 36 * Math.cos(((i + 1) * Math.PI) / 9)} ${50 + 36 * Math.sin(((i + 1) * Math.PI) / 9)} Z`}
          fill={i === 0 ? '#138a3e' : i % 2 ? '#b3121f' : '#151515'}
        />
      ))}
      <circle cx="80" cy="50" r="14" fill="#d6b35a" />
      <circle cx="104" cy="30" r="3.5" fill="#fff" />
    </>
  );
}

function SlotReels({ symbols, tint }: { symbols: readonly string[]; tint: string }) {
  const columns = symbols.length;
  const width = 130 / columns;
  return (
    <>
      <rect width="160" height="100" fill={tint} />
      <rect
        x="12"
        y="18"
        width="136"
        height="64"
        rx="8"
        fill="#0b0f17"
        stroke="#f5b71a"
        strokeWidth="2"
      />
      {symbols.map((symbol, i) => (
        <g key={i}>
          <rect x={15 + i * width} y="22" width={width - 4} height="56" rx="4" fill="#fdfaf0" />
          <text
            x={15 + i * width + (width - 4) / 2}
            y="57"
            fontSize={columns > 3 ? 16 : 22}
            textAnchor="middle"
            fill="#c81e1e"
            fontWeight="900"
          >
            {symbol}
          </text>
        </g>
      ))}
    </>
  );
}

function Generic({ thumbnail, label }: Props) {
  const hue = hueOf(thumbnail || label);
  return (
    <>
      <rect width="160" height="100" fill={`hsl(${hue} 45% 22%)`} />
      <circle cx="130" cy="18" r="40" fill={`hsl(${(hue + 40) % 360} 60% 40% / 0.6)`} />
      <text x="14" y="84" fontSize="14" fill="#fff" fontWeight="800">
        {label.slice(0, 10)}
      </text>
    </>
  );
}

function Art({ thumbnail, label }: Props) {
  // Prefixes: a catalog may key several tables of one kind ('baccarat-1', 'baccarat-speed').
  if (thumbnail.startsWith('baccarat')) return <Baccarat />;
  if (thumbnail.startsWith('roulette')) return <Roulette />;
  if (thumbnail === 'classic-3x3') return <SlotReels symbols={['7', '7', '7']} tint="#3b0f4d" />;
  if (thumbnail === 'video-5x3') {
    return <SlotReels symbols={['W', '★', '7', '★', 'W']} tint="#0f2c4d" />;
  }
  if (thumbnail === 'cascade-5x3') {
    return <SlotReels symbols={['◆', '●', '▲', '●', '◆']} tint="#4d2a0f" />;
  }
  return <Generic thumbnail={thumbnail} label={label} />;
}

export function GameThumbnail(props: Props) {
  return (
    <svg viewBox={VIEW} role="img" aria-label={props.label} data-thumbnail={props.thumbnail}>
      <Art {...props} />
    </svg>
  );
}
