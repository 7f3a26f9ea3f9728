/** Line icons of the shell (sports, game families). Decorative: always `aria-hidden`. */
const PATHS = {
  Football:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5l3.3 2.4-1.3 3.9h-4l-1.3-3.9zM12 3v4.5M15.3 9.9l4.9-1.6M14 13.8l3 4.2M10 13.8l-3 4.2M8.7 9.9 3.8 8.3',
  Basketball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8',
  Baseball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM6.5 5a9 9 0 0 1 0 14M17.5 5a9 9 0 0 0 0 14M8 8.5l-1.6.6M8.6 12H7M8 15.5l-1.6-.6M16 8.5l1.6.6M15.4 12H17M16 15.5l1.6-.6',
  Volleyball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3c0 4 1.5 7 5 9M12 12c-3.5 1.8-6.5 1.8-9 .5M12 12c0 3.6 2 6.5 5.5 7.2M12 12c-2-1-4-3.5-4.8-7.6',
  IceHockey: 'M5 3l6 13h7a2 2 0 0 1 0 4H9L3 6M15 20h4M4 20h4',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9S14.5 18.4 12 21M12 3C9.5 5.6 8.2 8.6 8.2 12s1.3 6.4 3.8 9',
  live: 'M12 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14',
  minigame: 'M4 4h16v16H4zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  casino:
    'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8.5l2.5 3.5-2.5 3.5-2.5-3.5z',
  slot: 'M3 6h15v13H3zM18 9h2.5V5M20.5 5a1 1 0 1 0 0-.01M6 10h2.5l-1.5 5M9.8 10h2.5l-1.5 5M13.6 10h2.5l-1.5 5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
