import { unixNow } from '../../domain/format';
import { MENU, RIGHT_TABS } from '../../i18n/menu.ko';
import { SPORTS } from '../../i18n/sports.ko';

/** A link of the shell; a function `href` is re-evaluated on click (fresh `time=`, spec §2). */
export type MenuLink = {
  label: string;
  href: string | (() => string);
  /**
   * Spec §2/§4: the European and in-play entries first show this confirm dialog, which opens the
   * book in a new window; the `href` stays for new-tab clicks and the drawer.
   */
  confirm?: 'europeConfirm' | 'inplayConfirm';
};
export type MenuEntry = MenuLink | { label: string; children: MenuLink[] };

/** Domestic sports links carry the current unix time (spec §2). */
const withTime = (path: string) => () => `${path}?time=${unixNow()}`;

export const KOREA_LINKS: MenuLink[] = [
  { label: MENU.cross, href: withTime('/korea/cross') },
  { label: MENU.winTieLose, href: withTime('/korea/wintielose') },
  { label: MENU.handicap, href: withTime('/korea/handicap') },
  { label: MENU.special, href: withTime('/korea/special') },
  { label: MENU.live, href: withTime('/korea/live') },
  { label: MENU.proto, href: withTime('/korea/proto') },
];

export const GAME_RESULT_LINKS: MenuLink[] = [
  { label: MENU.sportsResult, href: '/game_result/sports' },
  { label: MENU.minigameResult, href: '/game_result/minigame' },
  { label: MENU.virtualsResult, href: '/game_result/virtuals' },
];

export const GLOBAL_MENU: MenuEntry[] = [
  { label: MENU.koreaSports, children: KOREA_LINKS },
  { label: MENU.europeSports, href: '/europe', confirm: 'europeConfirm' },
  { label: MENU.inplay, href: '/inplay', confirm: 'inplayConfirm' },
  { label: MENU.liveCasino, href: '/casino' },
  { label: MENU.slot, href: '/slot' },
  { label: MENU.minigame, href: '/minigame/eos/powerball1' },
  { label: MENU.attendance, href: '/attendance' },
  { label: MENU.freeBoard, href: '/free' },
  { label: MENU.event, href: '/event' },
  { label: MENU.rule, href: '/rule' },
  { label: MENU.tournament, href: '/tournament' },
  { label: MENU.calculate, href: '/calculate' },
  { label: MENU.friend, href: '/friend' },
  { label: MENU.betHistory, href: '/bet_result' },
  { label: MENU.customer, href: '/customer' },
  { label: MENU.gameResult, children: GAME_RESULT_LINKS },
];

export const RIGHT_TAB_LINKS: (MenuLink & { icon: string })[] = [
  { label: RIGHT_TABS.bettingRule, href: '/rule', icon: 'rule' },
  { label: RIGHT_TABS.point, href: '/mywallet/point', icon: 'point' },
  { label: RIGHT_TABS.deposit, href: '/charge', icon: 'deposit' },
  { label: RIGHT_TABS.withdraw, href: '/exchange', icon: 'withdraw' },
  { label: RIGHT_TABS.result, href: '/game_result', icon: 'result' },
  { label: RIGHT_TABS.faq, href: '/customer', icon: 'faq' },
  { label: RIGHT_TABS.message, href: '/message', icon: 'message' },
];

/** Prematch links of the side menu: `/europe?sport_id=6046&Football=1` (spec §2). */
export const SPORT_LINKS = SPORTS.map((sport) => ({
  ...sport,
  href: `/europe?sport_id=${sport.id}&${sport.flag}=1`,
}));

export function flattenMenu(entries: MenuEntry[]): MenuLink[] {
  return entries.flatMap((entry) => ('children' in entry ? entry.children : [entry]));
}
