/**
 * One drawing per symbol id of each slot's `symbols` (game art is drawn, never
 * downloaded). Every drawing is a 100×100 SVG; fills come from the stylesheet (classes), and the
 * shared gradients from SymbolDefs, mounted once per page.
 */
import type { ReactElement } from 'react';

type Drawing = () => ReactElement;

const letter = (text: string, tone: string): Drawing =>
  function Letter() {
    return (
      <>
        <rect x="14" y="14" width="72" height="72" rx="14" className={`art-tile art-${tone}`} />
        <text x="50" y="66" textAnchor="middle" className="art-letter">
          {text}
        </text>
      </>
    );
  };

const gem = (points: string, tone: string): Drawing =>
  function Gem() {
    return (
      <>
        <polygon points={points} className={`art-gem art-${tone}`} />
        <polygon
          points={points}
          className="art-gem-shine"
          transform="translate(50 50) scale(0.55) translate(-50 -50)"
        />
      </>
    );
  };

const fruit = (tone: string, rx: number, ry: number): Drawing =>
  function Fruit() {
    return (
      <>
        <ellipse cx="50" cy="56" rx={rx} ry={ry} className={`art-fruit art-${tone}`} />
        <path d="M50 24 q6 -10 16 -10" className="art-stem" />
        <ellipse cx="62" cy="22" rx="9" ry="5" className="art-leaf" />
        <ellipse cx="40" cy="46" rx="7" ry="4" className="art-shine" />
      </>
    );
  };

function Wild() {
  return (
    <>
      <polygon
        points="50,6 62,36 94,38 69,58 78,90 50,72 22,90 31,58 6,38 38,36"
        className="art-star"
      />
      <text x="50" y="60" textAnchor="middle" className="art-wild-text">
        와일드
      </text>
    </>
  );
}

function Seven() {
  return (
    <text x="50" y="82" textAnchor="middle" className="art-seven">
      7
    </text>
  );
}

function Bar() {
  return (
    <>
      <rect x="10" y="32" width="80" height="36" rx="6" className="art-bar" />
      <text x="50" y="60" textAnchor="middle" className="art-bar-text">
        바
      </text>
    </>
  );
}

function Bell() {
  return (
    <>
      <path
        d="M50 14 C28 14 26 40 24 62 L18 72 L82 72 L76 62 C74 40 72 14 50 14 Z"
        className="art-bell"
      />
      <circle cx="50" cy="80" r="8" className="art-bell" />
      <rect x="46" y="8" width="8" height="8" rx="2" className="art-bell" />
    </>
  );
}

function Cherry() {
  return (
    <>
      <path d="M34 64 Q44 30 62 16 M68 64 Q64 36 62 16" className="art-stem" />
      <circle cx="32" cy="68" r="16" className="art-fruit art-red" />
      <circle cx="68" cy="68" r="16" className="art-fruit art-red" />
      <ellipse cx="26" cy="62" rx="4" ry="3" className="art-shine" />
      <ellipse cx="62" cy="62" rx="4" ry="3" className="art-shine" />
    </>
  );
}

function Chest() {
  return (
    <>
      <path d="M14 44 Q14 20 50 20 Q86 20 86 44 Z" className="art-chest-lid" />
      <rect x="14" y="44" width="72" height="40" rx="4" className="art-chest" />
      <rect x="44" y="38" width="12" height="18" rx="3" className="art-gold" />
      <text x="50" y="78" textAnchor="middle" className="art-chest-text">
        보물
      </text>
    </>
  );
}

const medallion = (glyph: string, tone: string): Drawing =>
  function Medallion() {
    return (
      <>
        <circle cx="50" cy="50" r="40" className={`art-medal art-${tone}`} />
        <circle cx="50" cy="50" r="32" className="art-medal-ring" />
        <text x="50" y="63" textAnchor="middle" className="art-medal-text">
          {glyph}
        </text>
      </>
    );
  };

function Koi() {
  return (
    <>
      <path
        d="M18 50 Q40 22 70 44 L88 30 L84 50 L88 70 L70 56 Q40 78 18 50 Z"
        className="art-koi"
      />
      <circle cx="30" cy="47" r="3" className="art-eye" />
      <path d="M46 40 q6 10 0 20" className="art-koi-scale" />
    </>
  );
}

function Coin() {
  return (
    <>
      <circle cx="50" cy="50" r="38" className="art-gold" />
      <circle cx="50" cy="50" r="30" className="art-coin-ring" />
      <rect x="41" y="41" width="18" height="18" className="art-coin-hole" />
    </>
  );
}

function Pearl() {
  return (
    <>
      <circle cx="50" cy="52" r="32" className="art-pearl" />
      <ellipse cx="40" cy="40" rx="10" ry="6" className="art-shine" />
    </>
  );
}

const DRAWINGS: Readonly<Record<string, Readonly<Record<string, Drawing>>>> = {
  'classic-3x3': {
    W: Wild,
    '7': Seven,
    B: Bar,
    L: Bell,
    P: fruit('purple', 28, 30),
    O: fruit('orange', 32, 30),
    M: fruit('yellow', 34, 24),
    C: Cherry,
  },
  'video-5x3': {
    W: Wild,
    S: Chest,
    D: medallion('용', 'red'),
    H: medallion('호', 'orange'),
    F: Koi,
    G: Coin,
    A: letter('A', 'red'),
    K: letter('K', 'blue'),
    Q: letter('Q', 'purple'),
    J: letter('J', 'green'),
    T: letter('10', 'orange'),
  },
  'cascade-5x3': {
    R: gem('50,8 88,36 74,90 26,90 12,36', 'red'),
    E: gem('30,10 70,10 90,30 90,70 70,90 30,90 10,70 10,30', 'green'),
    P: gem('50,6 92,50 50,94 8,50', 'blue'),
    M: gem('50,8 86,28 86,72 50,92 14,72 14,28', 'purple'),
    T: gem('20,24 80,24 92,50 50,92 8,50', 'yellow'),
    N: Pearl,
  },
};

interface SymbolArtProps {
  readonly gameCode: string;
  readonly symbolId: string;
  readonly name: string;
}

export function SymbolArt({ gameCode, symbolId, name }: SymbolArtProps) {
  const Drawing = DRAWINGS[gameCode]?.[symbolId];
  return (
    <svg
      viewBox="0 0 100 100"
      className="pd-symbol"
      role="img"
      aria-label={name}
      data-symbol={symbolId}
    >
      {Drawing ? (
        <Drawing />
      ) : (
        <text x="50" y="60" textAnchor="middle" className="art-letter">
          {name}
        </text>
      )}
    </svg>
  );
}
