import type { MemberActivity } from '../../../common/contract/member-profile.contract';
import { findGameById } from '../../../common/domain/minigame/catalog';
import { formatWon } from '../../../common/domain/format';
import { MINIGAME_GAME_NAMES, MINIGAME_PROVIDER_NAMES } from '../../../common/i18n/minigame.ko';
import { ACTIVITY } from '../../../common/i18n/member-profile.ko';

/** `EOS 파워볼 1분` for a bet's game id; the id itself when the catalog no longer has it. */
export function activityGameName(gameId: number): string {
  const game = findGameById(gameId);
  if (!game) return String(gameId);
  const provider = (MINIGAME_PROVIDER_NAMES as Record<string, string>)[game.provider];
  const name = MINIGAME_GAME_NAMES[game.provider]?.[game.game] ?? game.game;
  return provider ? `${provider} ${name}` : name;
}

/** The Korean status word of one activity line. */
export function activityStatus(item: MemberActivity): string {
  if (item.kind === 'bet') return ACTIVITY.betStatus[item.status] ?? String(item.status);
  return ACTIVITY.walletStatus[item.status];
}

/** What the line is about: the game of a bet (and its payout once won), nothing for money. */
export function activityDetail(item: MemberActivity): string {
  if (item.kind !== 'bet') return '';
  const name = activityGameName(item.gameId);
  return item.payoutWon > 0 ? `${name} · ${ACTIVITY.payout(formatWon(item.payoutWon))}` : name;
}
