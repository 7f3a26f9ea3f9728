/**
 * Korean mobile numbers (spec §9 "Phone numbers formatted with hyphens"): stored as digits only,
 * shown and typed with hyphens. Display of a stored number is `formatPhone` in ./format.ts; this
 * file is the input side shared by the member form and the server.
 */

/** 010/011/016/017/018/019, then 7 or 8 digits: what members may register. */
export const MOBILE_PHONE_PATTERN = /^01[016789]\d{7,8}$/;
export const MOBILE_PHONE_MAX_DIGITS = 11;

/** Every non-digit dropped: `'010-1234-5678'` → `'01012345678'`. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

export function isMobilePhone(input: string): boolean {
  return MOBILE_PHONE_PATTERN.test(phoneDigits(input));
}

/**
 * Hyphens placed while the member types: `0101` → `010-1`, `01012345678` → `010-1234-5678`, an
 * old 10-digit number `0111234567` → `011-123-4567` (010 numbers always have 11 digits, so
 * `0101234567` is still being typed: `010-1234-567`). Digits past 11 are cut off.
 */
export function formatPhoneInput(input: string): string {
  const d = phoneDigits(input).slice(0, MOBILE_PHONE_MAX_DIGITS);
  if (d.length <= 3) return d;
  if (d.length <= 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length === 10 && !d.startsWith('010')) {
    return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  }
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}
