/**
 * Nickname rules of the member's info edit: what a member may call
 * themselves in the top bar, the board and the operators' lists. Shared by the form and the
 * server, which decides.
 */

export const NICKNAME_MIN_CHARS = 2;
export const NICKNAME_MAX_CHARS = 12;

/** Hangul syllables, Latin letters and digits only: no spaces, no markup, no look-alikes. */
const NICKNAME_CHARACTERS = /^[가-힣A-Za-z0-9]+$/;

/**
 * Words that would let a member pass for staff in messages and on the board; matched anywhere in
 * the name, ignoring case.
 */
export const RESERVED_NICKNAME_WORDS = [
  '관리자',
  '운영자',
  '운영진',
  '운영팀',
  '고객센터',
  '상담원',
  '벳코리아',
  'admin',
  'operator',
  'system',
  '시스템',
] as const;

export type NicknameProblem = 'length' | 'characters' | 'reserved';

/** NFC (a name typed as separate jamo becomes syllables) and no surrounding spaces. */
export function normaliseNickname(raw: string): string {
  return raw.normalize('NFC').trim();
}

/** Null when a normalised nickname may be used. */
export function nicknameProblem(nickname: string): NicknameProblem | null {
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_CHARS || length > NICKNAME_MAX_CHARS) return 'length';
  if (!NICKNAME_CHARACTERS.test(nickname)) return 'characters';
  const lower = nickname.toLowerCase();
  if (RESERVED_NICKNAME_WORDS.some((word) => lower.includes(word))) return 'reserved';
  return null;
}
