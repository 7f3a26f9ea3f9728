import { unixNow } from '../../../common/domain/format';
import { MENU, RIGHT_TABS } from '../../../common/i18n/menu.ko';
import { SPORTS } from '../../../common/i18n/sports.ko';

/** A link of the shell; a function `href` is re-evaluated on click (fresh `time=`, spec §2). */
export type MenuLink = {
  label: string;
  href: string | (() => string);
  /**
   * Spec §2/§4: the European and in-play entries first show this confirm dialog, which opens the
   * book in a new window (global menu and drawer, confirm-link.ts); the `href` stays for new-tab
   * clicks.
   */
  confirm?: 'europeConfirm' | 'inplayConfirm';
  /** Spec §2: `/livetv` opens in a new tab (target=_blank, rel=noopener). */
  newTab?: boolean;
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

/** The settlement pages of spec §2 (/calculate*). */
export const CALCULATE_LINKS: MenuLink[] = [
  { label: MENU.calculateRolling, href: '/calculate' },
  { label: MENU.calculateCasino, href: '/calculateCasino' },
  { label: MENU.calculateSlot, href: '/calculateSlot' },
  { label: MENU.calculateEvent, href: '/calculateEvent' },
];

/** Spec §2 "rules/events" is one entry of the global menu. */
export const EVENT_RULE_LINKS: MenuLink[] = [
  { label: MENU.event, href: '/event' },
  { label: MENU.rule, href: '/rule' },
];

/** The member's own pages: account, inbox and wallet (spec §2). */
export const MY_LINKS: MenuLink[] = [
  { label: MENU.myPage, href: '/member' },
  { label: MENU.message, href: '/message' },
  { label: MENU.charge, href: '/charge' },
  { label: MENU.exchange, href: '/exchange' },
  { label: MENU.point, href: '/mywallet/point' },
  { label: MENU.coupon, href: '/coupon' },
];

export const LIVE_TV_LINK: MenuLink = { label: MENU.liveTv, href: '/livetv', newTab: true };

export const GLOBAL_MENU: MenuEntry[] = [
  { label: MENU.koreaSports, children: KOREA_LINKS },
  { label: MENU.europeSports, href: '/europe', confirm: 'europeConfirm' },
  { label: MENU.inplay, href: '/inplay', confirm: 'inplayConfirm' },
  { label: MENU.liveCasino, href: '/casino' },
  { label: MENU.slot, href: '/slot' },
  { label: MENU.minigame, href: '/minigame/eos/powerball1' },
  { label: MENU.attendance, href: '/attendance' },
  { label: MENU.freeBoard, href: '/free' },
  { label: MENU.eventRule, children: EVENT_RULE_LINKS },
  { label: MENU.tournament, href: '/tournament' },
  { label: MENU.calculate, children: CALCULATE_LINKS },
  { label: MENU.friend, href: '/friend' },
  { label: MENU.betHistory, href: '/bet_result' },
  { label: MENU.customer, href: '/customer' },
  { label: MENU.gameResult, children: GAME_RESULT_LINKS },
  LIVE_TV_LINK,
  { label: MENU.myMenu, children: MY_LINKS },
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

/** Each path once, first label wins: the drawer lists the menu and the tab bar together. */
export function uniqueLinks(links: readonly MenuLink[]): MenuLink[] {
  const seen = new Set<string>();
  return links.filter((link) => {
    const key = (typeof link.href === 'function' ? link.href() : link.href).split('?')[0]!;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Attributes of a link that opens in a new tab (spec §2 /livetv); none otherwise. */
export function newTabProps(link: MenuLink) {
  return link.newTab ? ({ target: '_blank', rel: 'noopener' } as const) : {};
}
