/**
 * 정보: the slot's published maths: paytable in line bets, paylines, how its features
 * work, and the theoretical RTP computed exactly from the strips (slotRtpText).
 */
import { slotRtpText } from '../../../../common/domain/casino/slots/catalog';
import { FREE_SPINS, FREE_SPIN_MULTIPLIER } from '../../../../common/domain/casino/slots/video-5x3';
import { MULTIPLIERS } from '../../../../common/domain/casino/slots/cascade-core';
import type { SlotGame } from '../../../../common/domain/casino/types';
import { SymbolArt } from './symbol-art';

function featureText(game: SlotGame): string {
  const scatter = game.symbols.find((symbol) => symbol.kind === 'scatter');
  const wild = game.symbols.find((symbol) => symbol.kind === 'wild');
  const parts: string[] = [];
  if (game.paylines.length > 0) {
    parts.push(`${game.paylines.length}개 고정 라인, 왼쪽 첫 릴부터 같은 심볼이 이어지면 당첨.`);
  } else {
    parts.push(
      `${Math.pow(game.rows, game.reels)} 웨이: 첫 릴부터 3릴 이상 이어지면 당첨. 당첨 심볼은 사라지고 위에서 새 심볼이 떨어지며, 배수가 ${MULTIPLIERS.join(' → ')}배로 오릅니다.`,
    );
  }
  if (wild) parts.push(`${wild.name}는 모든 일반 심볼을 대신합니다.`);
  if (scatter) {
    parts.push(
      `${scatter.name}는 어디서나 3개 이상이면 당첨되고 프리스핀 ${FREE_SPINS}회(모든 당첨 ${FREE_SPIN_MULTIPLIER}배, 재당첨 가능)를 줍니다.`,
    );
  }
  parts.push(
    `베팅액을 ${game.lineCount}으로 나눈 금액이 라인 베팅이며, 배당은 라인 베팅의 배수입니다.`,
  );
  return parts.join(' ');
}

/** The symbol counts the paytable pays for (2 only where a symbol pays two, as cherries do). */
function paidCounts(game: SlotGame): number[] {
  const counts = new Set<number>();
  for (const pays of Object.values(game.paytable))
    for (const n of Object.keys(pays)) counts.add(Number(n));
  return [...counts].sort((a, b) => a - b);
}

export function SlotInfoPanel({ game }: { readonly game: SlotGame }) {
  const counts = paidCounts(game);
  return (
    <section className="pd-panel pd-info" aria-label="게임 정보" data-testid="info-panel">
      <p className="pd-rtp">
        이론 환수율(RTP) <b data-testid="rtp">{slotRtpText(game.code)}</b>
      </p>
      <p className="pd-feature-text">{featureText(game)}</p>
      <table className="pd-paytable">
        <thead>
          <tr>
            <th>심볼</th>
            {counts.map((n) => (
              <th key={n}>{n}개</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {game.symbols.map((symbol) => (
            <tr key={symbol.id}>
              <td className="pd-paytable-symbol">
                <SymbolArt gameCode={game.code} symbolId={symbol.id} name={symbol.name} />
                <span>{symbol.name}</span>
              </td>
              {counts.map((n) => {
                const pay = game.paytable[symbol.id]?.[n];
                return <td key={n}>{pay ? `×${pay}` : '-'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {game.paylines.length > 0 && (
        <div className="pd-paylines-list" aria-label="페이라인">
          {game.paylines.map((rows, line) => (
            <svg
              key={line}
              viewBox={`0 0 ${game.reels * 10} ${game.rows * 10}`}
              className="pd-payline-mini"
              role="img"
              aria-label={`라인 ${line + 1}`}
            >
              {rows.map((row, reel) => (
                <rect
                  key={reel}
                  x={reel * 10 + 1}
                  y={row * 10 + 1}
                  width="8"
                  height="8"
                  className="pd-payline-mini-cell"
                />
              ))}
              <text x="1" y={game.rows * 10 - 1} className="pd-payline-mini-no">
                {line + 1}
              </text>
            </svg>
          ))}
        </div>
      )}
    </section>
  );
}
