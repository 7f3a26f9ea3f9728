import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  instantToSeoulLocal,
  newDraft,
  seoulLocalToInstant,
  type TournamentDraft,
} from '../../../src/features/admin/tournament/tournament-draft';

const NOW = Date.parse('2026-11-25T03:00:00Z');
const valid = (): TournamentDraft => ({
  ...newDraft('slot', NOW),
  name: '주말 슬롯 대회',
  gameIds: [5],
  prizes: [
    { rankFrom: '1', rankTo: '1', currency: 'cash', amount: '100000' },
    { rankFrom: '2', rankTo: '5', currency: 'points', amount: '5000' },
  ],
});

describe('tournament form', () => {
  it('reads Korean wall time (+09:00, no daylight saving) both ways', () => {
    expect(seoulLocalToInstant('2026-11-25T20:00')).toBe('2026-11-25T20:00:00+09:00');
    expect(seoulLocalToInstant('2026-11-25 20:00')).toBe('');
    expect(instantToSeoulLocal('2026-11-25T11:00:00Z')).toBe('2026-11-25T20:00');
  });

  it('a new draft starts in an hour and lasts a day, in Korean time', () => {
    const draft = newDraft('casino', NOW);
    expect(draft.startsAt).toBe('2026-11-25T13:00');
    expect(draft.endsAt).toBe('2026-11-26T13:00');
  });

  it('turns a good draft into the body the server takes', () => {
    const result = bodyOf(valid());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.startsAt).toBe('2026-11-25T13:00:00+09:00');
    expect(result.body.prizes[1]).toEqual({
      rankFrom: 2,
      rankTo: 5,
      currency: 'points',
      amount: 5_000,
    });
    expect(result.body.entryFee).toBe(0);
  });

  it('names the first broken rule in Korean', () => {
    const problem = (patch: Partial<TournamentDraft>) => {
      const result = bodyOf({ ...valid(), ...patch });
      return result.ok ? null : result.problem;
    };
    expect(problem({ name: '  ' })).toContain('이름');
    expect(problem({ endsAt: '2026-11-25T13:05' })).toContain('최소 10분');
    expect(problem({ entryCurrency: 'cash', entryFee: '0' })).toContain('참가비');
    expect(problem({ gameIds: [], providerIds: [] })).toContain('대상 게임');
    expect(
      problem({
        prizes: [
          { rankFrom: '1', rankTo: '3', currency: 'cash', amount: '1000' },
          { rankFrom: '3', rankTo: '5', currency: 'cash', amount: '500' },
        ],
      }),
    ).toContain('상금표');
    expect(problem({ minStake: '1.5' })).toContain('정수');
  });

  it('a paid tournament never joins by itself', () => {
    const result = bodyOf({
      ...valid(),
      entryCurrency: 'points',
      entryFee: '1000',
      autoJoin: true,
    });
    expect(result.ok && result.body.autoJoin).toBe(false);
  });
});
