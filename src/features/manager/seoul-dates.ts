/** Calendar days in Asia/Seoul (spec §9), as the 'YYYY-MM-DD' the manager report takes. */
const SEOUL_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function seoulDate(at: Date): string {
  return SEOUL_DAY.format(at);
}

/** The report opens on the current Seoul month up to today. */
export function defaultReportRange(now: Date): { from: string; to: string } {
  const to = seoulDate(now);
  return { from: `${to.slice(0, 8)}01`, to };
}
