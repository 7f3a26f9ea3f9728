/**
 * The wheel (SVG): 37 pockets in wheel order, turned by a CSS transform to the drawn pocket when
 * the round deals (the stylesheet owns the easing and drops it under prefers-reduced-motion).
 */
import { useEffect, useState } from 'react';
import { pocketColor } from './pocket-color';
import { POCKET_DEGREES, spinTarget, WHEEL_ORDER } from './wheel';

const R_OUTER = 100;
const R_INNER = 70;

function polar(radius: number, degrees: number): [number, number] {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(rad), radius * Math.sin(rad)];
}

function pocketPath(index: number): string {
  const from = index * POCKET_DEGREES - POCKET_DEGREES / 2;
  const to = from + POCKET_DEGREES;
  const [x1, y1] = polar(R_OUTER, from);
  const [x2, y2] = polar(R_OUTER, to);
  const [x3, y3] = polar(R_INNER, to);
  const [x4, y4] = polar(R_INNER, from);
  return `M${x1},${y1} A${R_OUTER},${R_OUTER} 0 0 1 ${x2},${y2} L${x3},${y3} A${R_INNER},${R_INNER} 0 0 0 ${x4},${y4} Z`;
}

export function RouletteWheel({
  pocket,
  roundNo,
}: {
  readonly pocket: number | null;
  readonly roundNo: number;
}) {
  const [rotation, setRotation] = useState(0);
  useEffect(() => {
    if (pocket !== null) setRotation((previous) => spinTarget(previous, pocket));
    // One spin per round: a repeated event of the same round does not turn the wheel again.
  }, [pocket, roundNo]);

  return (
    <svg
      className="pd-wheel"
      viewBox="-110 -110 220 220"
      role="img"
      aria-label="룰렛 휠"
      data-testid="wheel"
    >
      <circle r="108" className="pd-wheel-rim" />
      <g className="pd-wheel-rotor" style={{ transform: `rotate(${rotation}deg)` }}>
        {WHEEL_ORDER.map((n, index) => {
          const [tx, ty] = polar((R_OUTER + R_INNER) / 2, index * POCKET_DEGREES);
          return (
            <g key={n} className={`pd-wheel-pocket pd-pocket-${pocketColor(n)}`}>
              <path d={pocketPath(index)} />
              <text
                x={tx}
                y={ty + 3}
                textAnchor="middle"
                transform={`rotate(${index * POCKET_DEGREES} ${tx} ${ty})`}
              >
                {n}
              </text>
            </g>
          );
        })}
        <circle r={R_INNER} className="pd-wheel-cone" />
        {[0, 45, 90, 135].map((deg) => {
          const [x, y] = polar(48, deg);
          return <line key={deg} x1={-x} y1={-y} x2={x} y2={y} className="pd-wheel-turret" />;
        })}
      </g>
      {pocket !== null && <circle className="pd-wheel-ball" cx="0" cy={-(R_INNER + 8)} r="5" />}
      <path d="M0,-99 L-6,-109 L6,-109 Z" className="pd-wheel-pointer" />
    </svg>
  );
}
