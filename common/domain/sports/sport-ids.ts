/**
 * LSports sport ids the site offers (docs/architecture.md §8, spec §2). Korean names live with the other
 * texts in common/i18n/sports.ko.ts (`SPORTS`, `sportName`).
 */
export const SPORT_IDS = {
  football: 6046,
  basketball: 48242,
  baseball: 154914,
  volleyball: 154830,
  iceHockey: 35232,
} as const;

export type SportId = (typeof SPORT_IDS)[keyof typeof SPORT_IDS];

const KNOWN_SPORT_IDS: ReadonlySet<number> = new Set(Object.values(SPORT_IDS));

export function isKnownSportId(id: number): id is SportId {
  return KNOWN_SPORT_IDS.has(id);
}
