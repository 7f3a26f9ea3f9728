import { useSyncExternalStore } from 'react';

/** Breakpoints of spec §9: below `mobile` the mobile shell shows, below `small` the phone layout. */
export const MOBILE_QUERY = '(max-width: 1263.98px)';
export const SMALL_QUERY = '(max-width: 959.98px)';

/** Live result of a CSS media query; `false` where `matchMedia` does not exist (tests, SSR). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}
