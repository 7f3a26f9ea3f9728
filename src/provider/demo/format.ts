/** Money is integer won (docs/architecture.md §5): shown with thousands separators and 원. */
export function formatWon(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/** Chip faces: 1,000 → "1천", 10,000 → "1만", 100,000 → "10만". */
export function chipLabel(amount: number): string {
  if (amount >= 10_000 && amount % 10_000 === 0) return `${amount / 10_000}만`;
  if (amount >= 1_000 && amount % 1_000 === 0) return `${amount / 1_000}천`;
  return amount.toLocaleString('ko-KR');
}
