import { COMMON } from '../../common/i18n/common.ko';

/**
 * A box that scrolls sideways on a phone (a wide table) must be reachable by keyboard, or its
 * hidden columns are out of reach without a pointer (WCAG 2.1 2.1.1; axe's
 * scrollable-region-focusable): a tab stop, and a name for the screen reader to announce.
 */
export const scrollRegion = (label: string = COMMON.scrollTable) =>
  ({ tabIndex: 0, role: 'region', 'aria-label': label }) as const;
