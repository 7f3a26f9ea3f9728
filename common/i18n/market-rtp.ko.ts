/**
 * Korean texts of a market's return to player (환수율): the column the odds editor and the results
 * page show, and the refusal of odds that return more than every won staked, which the server
 * sends and the page shows before sending (one sentence for both).
 */
import type { MinigameGame } from '../domain/minigame/catalog';
import { formatOdds } from '../domain/format';
import { rtpTextAboveFullReturn, type MarketRtpRow } from '../domain/minigame/market-rtp';
import { gameName, marketName, selectionName } from './minigame-names.ko';

export const MARKET_RTP = {
  rtp: '환수율',
  title: '마켓별 환수율',
  note: '환수율은 베팅금 대비 평균 지급액(적중 확률 × 배당, 적특은 원금)이며 현재 배당 기준입니다.',
  colMarket: '마켓',
  colSelection: '선택',
  colOdds: '배당',
};

/** '환수율 125.5%는 100%를 넘을 수 없습니다.': beside the odds input that makes it. */
export function rtpAboveFullReturnText(row: MarketRtpRow): string {
  return `환수율 ${rtpTextAboveFullReturn(row.rtp)}는 100%를 넘을 수 없습니다.`;
}

/** '파워볼 1분 일반볼 대중소 중 (65-80) 배당 3.50: 환수율 125.5%는 100%를 넘을 수 없습니다.' */
export function oddsAboveFullReturnMessage(game: MinigameGame, row: MarketRtpRow): string {
  const pick = `${gameName(game)} ${marketName(game, row.marketKey)} ${selectionName(game, row.marketKey, row.selection)}`;
  return `${pick} 배당 ${formatOdds(row.oddsHundredths)}: ${rtpAboveFullReturnText(row)}`;
}
