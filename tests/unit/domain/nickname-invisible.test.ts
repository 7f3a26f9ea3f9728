/**
 * Sign-up and the profile edit apply one nickname rule (common/domain/nickname.ts; sign-up
 * through the contract's nicknameSchema), which refuses what looks like nothing or like
 * something else.
 */
import { describe, expect, it } from 'vitest';
import { nicknameSchema } from '../../../common/contract/member.contract';
import { nicknameProblem, normaliseNickname } from '../../../common/domain/nickname';

const INVISIBLE_OR_CONFUSABLE: Record<string, string[]> = {
  'zero-width U+200B–U+200F': [
    'ad\u200bmin',
    '닉\u200c네임',
    '닉\u200d네임',
    'ab\u200ecd',
    'ab\u200fcd',
  ],
  'word joiner and invisible operators U+2060–U+2064': ['ab\u2060cd', 'ab\u2061cd', 'ab\u2064cd'],
  'byte order mark U+FEFF inside': ['ab\ufeffcd'],
  'bidi controls U+202A–U+202E, U+2066–U+2069': [
    'ab\u202ecd',
    'ab\u202acd',
    'ab\u2066cd',
    'ab\u2069cd',
  ],
  'combining marks on letters': ['ab\u0301cd', 'a\u0336b\u0336', '닉\u0300네임'],
  'Hangul fillers U+3164, U+115F, U+1160, U+FFA0': [
    '\u3164\u3164',
    '닉\u3164',
    '\u115f\u1160닉',
    '닉\uffa0네임',
  ],
  'markup and symbols': ['<img/src>', '<b>x</b>', 'a&amp;b', '닉"네임'],
  'look-alike letters outside the set': ['аdmin', 'ｎｉｃｋ', 'nick①', 'Ⅻ닉'],
  'control characters': ['ab\u0000cd', 'ab\u0085cd', 'ab\ncd'],
};

describe('one nickname rule for sign-up and the profile edit', () => {
  for (const [kind, names] of Object.entries(INVISIBLE_OR_CONFUSABLE)) {
    it(`refuses ${kind}`, () => {
      for (const raw of names) {
        const label = JSON.stringify(raw);
        expect(nicknameProblem(normaliseNickname(raw)), label).not.toBeNull();
        expect(nicknameSchema.safeParse(raw).success, label).toBe(false);
      }
    });
  }

  it('sign-up gives the same verdict as the profile edit, and stores the normalised name', () => {
    for (const raw of ['데모회원', ' 행운7 ', 'Tiger77', '관리자', 'Admin01', '가', '닉 네임']) {
      const editAccepts = nicknameProblem(normaliseNickname(raw)) === null;
      expect(nicknameSchema.safeParse(raw).success, raw).toBe(editAccepts);
    }
    expect(nicknameSchema.parse('  한글'.normalize('NFD'))).toBe('한글');
  });
});
