import { describe, expect, it } from 'vitest';
import { sortInbox } from '../../../src/features/message/MessagePage';
import { emptyJoinDraft, validateJoin } from '../../../src/features/auth/join-validation';

describe('sortInbox', () => {
  it('puts unread first, newest first within each group', () => {
    const m = (id: number, read: boolean) => ({
      id,
      title: `t${id}`,
      body: '',
      createdAt: '2024-01-01T00:00:00Z',
      readAt: read ? '2024-01-02T00:00:00Z' : null,
    });
    expect(sortInbox([m(1, false), m(2, true), m(3, false), m(4, true)]).map((x) => x.id)).toEqual([
      3, 1, 4, 2,
    ]);
  });
});

describe('validateJoin', () => {
  const valid = {
    ...emptyJoinDraft(),
    userId: 'newbie01',
    password: 'abcd1234',
    passwordConfirm: 'abcd1234',
    nickname: '새내기',
    phone: '010-1234-5678',
    withdrawPassword: '1234',
  };
  it('accepts a complete draft', () => {
    expect(validateJoin(valid, false)).toEqual({});
  });
  it('reports each broken rule in Korean', () => {
    const errors = validateJoin(
      { ...valid, userId: 'A!', passwordConfirm: 'x', phone: '12', withdrawPassword: 'ab' },
      true,
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['passwordConfirm', 'phone', 'recommendCode', 'userId', 'withdrawPassword'].sort(),
    );
    expect(errors.passwordConfirm).toBe('비밀번호가 일치하지 않습니다.');
  });
});
