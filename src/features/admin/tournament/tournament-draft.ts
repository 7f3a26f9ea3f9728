/**
 * The operator's tournament form as typed (text fields) and its way to the contract's body.
 * Start and end are typed in Korean time: Asia/Seoul has no
 * daylight saving, so a `datetime-local` value is that wall time at +09:00.
 */
import {
  adminTournamentBodySchema,
  type AdminTournament,
  type AdminTournamentBodyParsed,
  type TournamentEntryCurrency,
  type TournamentKind,
  type TournamentPrizeCurrency,
  type TournamentScoring,
} from '../../../../common/contract/tournament.contract';
import { seoulDateTimeText, toEpochMs } from '../../../../common/domain/seoul-time';
import { TOURNAMENT_ADMIN as T } from '../../../../common/i18n/tournament-admin.ko';

const SEOUL_OFFSET = '+09:00';

export type PrizeLineDraft = {
  rankFrom: string;
  rankTo: string;
  currency: TournamentPrizeCurrency;
  amount: string;
};

export type TournamentDraft = {
  kind: TournamentKind;
  name: string;
  description: string;
  /** `YYYY-MM-DDTHH:mm`, Korean time. */
  startsAt: string;
  endsAt: string;
  scoring: TournamentScoring;
  minStake: string;
  entryCurrency: TournamentEntryCurrency;
  entryFee: string;
  autoJoin: boolean;
  gameIds: number[];
  providerIds: number[];
  prizes: PrizeLineDraft[];
};

/** A `datetime-local` value in Korean time → an instant with its offset; '' when malformed. */
export function seoulLocalToInstant(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00${SEOUL_OFFSET}` : '';
}

/** An instant → the `datetime-local` value of its Korean wall time. */
export function instantToSeoulLocal(instant: string | number): string {
  const ms = toEpochMs(instant);
  // 'YYYY-MM-DD HH:mm:ss' → 'YYYY-MM-DDTHH:mm'
  return ms === null ? '' : seoulDateTimeText(ms).slice(0, 16).replace(' ', 'T');
}

export const emptyPrizeLine = (rank: number): PrizeLineDraft => ({
  rankFrom: String(rank),
  rankTo: String(rank),
  currency: 'cash',
  amount: '',
});

/** A new tournament: starts in an hour, lasts a day, free, highest multiplier, one prize line. */
export function newDraft(kind: TournamentKind, nowMs: number): TournamentDraft {
  const HOUR_MS = 3_600_000;
  return {
    kind,
    name: '',
    description: '',
    startsAt: instantToSeoulLocal(nowMs + HOUR_MS),
    endsAt: instantToSeoulLocal(nowMs + 25 * HOUR_MS),
    scoring: 'multiplier',
    minStake: '0',
    entryCurrency: 'free',
    entryFee: '0',
    autoJoin: false,
    gameIds: [],
    providerIds: [],
    prizes: [emptyPrizeLine(1)],
  };
}

export function draftOf(t: AdminTournament): TournamentDraft {
  return {
    kind: t.kind,
    name: t.name,
    description: t.description,
    startsAt: instantToSeoulLocal(t.startsAt),
    endsAt: instantToSeoulLocal(t.endsAt),
    scoring: t.scoring,
    minStake: String(t.minStake),
    entryCurrency: t.entryCurrency,
    entryFee: String(t.entryFee),
    autoJoin: t.autoJoin,
    gameIds: t.games.map((game) => game.id),
    providerIds: t.providers.map((provider) => provider.id),
    prizes: t.prizes.map((prize) => ({
      rankFrom: String(prize.rankFrom),
      rankTo: String(prize.rankTo),
      currency: prize.currency,
      amount: String(prize.amount),
    })),
  };
}

/** Digits only (amounts are integer won); NaN otherwise, which the schema then refuses. */
const integerOf = (text: string): number => (/^\d{1,10}$/.test(text.trim()) ? Number(text) : NaN);

/** The Korean sentence for the first rule a draft breaks, by the field the schema names. */
function problemOf(path: readonly PropertyKey[]): string {
  const [field] = path;
  switch (field) {
    case 'name':
      return T.problems.name;
    case 'description':
      return T.problems.description;
    case 'startsAt':
    case 'endsAt':
      return T.problems.period;
    case 'minStake':
      return T.problems.number;
    case 'entryFee':
      return T.problems.entryFee;
    case 'autoJoin':
      return T.problems.autoJoin;
    case 'gameIds':
    case 'providerIds':
      return T.problems.games;
    case 'prizes':
      return T.problems.prizes;
    default:
      return T.problems.other;
  }
}

export type DraftResult =
  { ok: true; body: AdminTournamentBodyParsed } | { ok: false; problem: string };

/** The body the server takes, or the first problem in Korean (the server checks it all again). */
export function bodyOf(draft: TournamentDraft): DraftResult {
  const parsed = adminTournamentBodySchema.safeParse({
    kind: draft.kind,
    name: draft.name.trim(),
    description: draft.description.trim(),
    startsAt: seoulLocalToInstant(draft.startsAt),
    endsAt: seoulLocalToInstant(draft.endsAt),
    scoring: draft.scoring,
    minStake: integerOf(draft.minStake),
    entryCurrency: draft.entryCurrency,
    entryFee: draft.entryCurrency === 'free' ? 0 : integerOf(draft.entryFee),
    autoJoin: draft.entryCurrency === 'free' && draft.autoJoin,
    gameIds: draft.gameIds,
    providerIds: draft.providerIds,
    prizes: draft.prizes.map((line) => ({
      rankFrom: integerOf(line.rankFrom),
      rankTo: integerOf(line.rankTo),
      currency: line.currency,
      amount: integerOf(line.amount),
    })),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, problem: problemOf(parsed.error.issues[0]?.path ?? []) };
}
