import { describe, expect, it } from 'vitest';
import { isActive } from '../../../src/ui/AppLink';

describe('isActive', () => {
  it('matches by path prefix on segment boundaries', () => {
    expect(isActive('/korea/cross?time=1', '/korea/cross?time=2', false)).toBe(true);
    expect(isActive('/game_result/sports', '/game_result', false)).toBe(true);
    expect(isActive('/casinoX', '/casino', false)).toBe(false);
    expect(isActive('/member', '/', false)).toBe(false);
    expect(isActive('/', '/', false)).toBe(true);
  });
  it('requires the query of the link, except time', () => {
    const football = '/europe?sport_id=6046&Football=1';
    expect(isActive('/europe?sport_id=6046&Football=1&time=9', football, false)).toBe(true);
    expect(isActive('/europe?sport_id=48242&Basketball=1', football, false)).toBe(false);
    expect(isActive('/europe?sport_id=6046', '/europe', true)).toBe(true);
  });
});
