/** The `/api/member/user` answer of a logged-in demo member, for page tests; override per test. */
export function memberUser<Overrides extends object = object>(overrides?: Overrides) {
  return {
    id: 1,
    userId: 'demo',
    nickname: '행운의별',
    type: 1 as const,
    role: 0,
    withdrawalType: 0,
    level: 1,
    emoney: 1_000_000,
    point: 5_000,
    tendency: [],
    disableCasinoFlag: 0 as const,
    disableSlotFlag: 0 as const,
    recommendCode: 'ABC123',
    phone: '01012345678',
    ...overrides,
  };
}
