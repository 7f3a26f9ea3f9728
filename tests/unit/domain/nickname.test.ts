import { describe, expect, it } from 'vitest';
import { nicknameProblem, normaliseNickname } from '../../../common/domain/nickname';

describe('nickname rules of the info edit', () => {
  it('accepts 2-12 Hangul syllables, Latin letters and digits', () => {
    for (const ok of ['데모회원', 'ab', '가나다라마바사아자차카타', 'Tiger77', '행운7', '12']) {
      expect(nicknameProblem(ok), ok).toBeNull();
    }
  });

  it('refuses names too short or too long, counting characters', () => {
    expect(nicknameProblem('가')).toBe('length');
    expect(nicknameProblem('')).toBe('length');
    expect(nicknameProblem('가'.repeat(13))).toBe('length');
    expect(nicknameProblem('a'.repeat(13))).toBe('length');
  });

  it('refuses spaces, markup, symbols, loose jamo and emoji', () => {
    for (const bad of [
      '닉 네임',
      '<b>닉</b>',
      'nick!',
      '닉_네임',
      'ㄱㄴㄷ',
      '웃음😀',
      'ｆｕｌｌ',
    ]) {
      expect(nicknameProblem(bad), bad).toBe('characters');
    }
  });

  it('refuses names that pass for staff, in any letter case', () => {
    for (const bad of ['관리자', '운영자님', '고객센터1', 'Admin01', 'OPERATOR', '벳코리아짱']) {
      expect(nicknameProblem(bad), bad).toBe('reserved');
    }
  });

  it('normalises to NFC and trims, so jamo typed apart become syllables', () => {
    const decomposed = '한글'.normalize('NFD');
    expect(decomposed).not.toBe('한글');
    expect(normaliseNickname(`  ${decomposed} `)).toBe('한글');
    expect(nicknameProblem(normaliseNickname(decomposed))).toBeNull();
  });
});
