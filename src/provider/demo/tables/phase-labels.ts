/** The phase a table shows (common/contract TABLE_PHASES), in Korean. */
import type { TABLE_PHASES } from '../../../../common/contract/demo-provider.contract';

export type TablePhase = (typeof TABLE_PHASES)[number];

export function phaseLabel(table: 'baccarat' | 'roulette', phase: TablePhase | null): string {
  switch (phase) {
    case 'betting':
      return '베팅 중';
    case 'dealing':
      return table === 'baccarat' ? '카드 딜링 중' : '휠 회전 중';
    case 'settled':
      return '결과 발표';
    default:
      return '테이블 연결 중';
  }
}
