/** Line icons of the right tab bar. */
const PATHS: Record<string, string> = {
  rule: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  point: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 16V8h3.2a2.5 2.5 0 0 1 0 5H9.5',
  deposit: 'M3 7h18v12H3zM3 11h18M12 3v6M9.5 6.5 12 9l2.5-2.5',
  withdraw: 'M3 7h18v12H3zM3 11h18M12 9V3M9.5 5.5 12 3l2.5 2.5',
  result: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  faq: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  message: 'M3 5h18v14H3zM3 6l9 7 9-7',
};

export function TabIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={PATHS[name] ?? ''}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
