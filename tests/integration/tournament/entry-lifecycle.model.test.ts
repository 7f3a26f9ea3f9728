/**
 * The tournament entry lifecycle (server/tournament/entry/entry-lifecycle.ts), model-based: runs
 * of up to five events — two members joining (again, and twice at once) and leaving before the
 * start, playing a round, the operator cancelling (twice at once, or racing the end job), the
 * start and the end passing, the end job — drive the real server (app.inject, the real end job) on
 * a paid tournament that starts a little later. After every step the
 * answers are the table's cells and the ledger holds: each member's fee taken at most once,
 * refunded at most once, never both prized and refunded; refunds only after a cancel, prizes only
 * after the end; every member debit a stake or exempt (the stake gate's table); the books balance.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageService } from '../../../server/community/message.service';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { Realtime } from '../../../server/platform/sse/realtime';
import { MEMBER_DEBIT_KINDS } from '../../../server/responsible/stake-gate-kinds';
import { TournamentEndJob } from '../../../server/tournament/end/tournament-end.job';
import {
  decideEntry,
  entryStateOf,
  type EntryEvent,
  type Membership,
} from '../../../server/tournament/entry/entry-lifecycle';
import { ADMIN, login, type LoggedIn } from '../helpers/app-harness';
import { createLaunchToken } from '../helpers/casino-signing';
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import { fund } from '../helpers/ledger-fixtures';
import { memberDebitKinds } from '../helpers/member-debits';
import { modelRunParameters } from '../helpers/model-runs';
import { dbTargets } from '../helpers/test-db';
import {
  createTournament,
  playRound,
  SLOT,
  startTournamentApp,
  type TournamentHarness,
} from './tournament-fixtures';

const FEE = 1_000;
const PRIZE = 5_000;

type Step =
  | { type: 'join'; who: 0 | 1 }
  | { type: 'leave'; who: 0 | 1 }
  | { type: 'joinTwiceAtOnce'; who: 0 | 1 }
  | { type: 'play'; who: 0 | 1 }
  | { type: 'cancel' }
  | { type: 'cancelTwiceAtOnce' }
  | { type: 'passStart' }
  | { type: 'passEnd' }
  | { type: 'endJob' }
  | { type: 'cancelRacingEndJob' };

const who = fc.constantFrom(0 as const, 1 as const);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  who.map((w) => ({ type: 'join' as const, who: w })),
  who.map((w) => ({ type: 'joinTwiceAtOnce' as const, who: w })),
  who.map((w) => ({ type: 'leave' as const, who: w })),
  who.map((w) => ({ type: 'play' as const, who: w })),
  fc.constant({ type: 'cancel' as const }),
  fc.constant({ type: 'cancelTwiceAtOnce' as const }),
  fc.constant({ type: 'passStart' as const }),
  fc.constant({ type: 'passEnd' as const }),
  fc.constant({ type: 'endJob' as const }),
  fc.constant({ type: 'cancelRacingEndJob' as const }),
);

/** The model: where the tournament stands and what each member did. */
interface Model {
  state: 'scheduled' | 'cancelled' | 'finished';
  /** Where the clock stands against the tournament's start and end. */
  phase: 'upcoming' | 'running' | 'ended';
  membership: [Membership, Membership];
  /** Played a counted round (entered, running): ranked at the end. */
  ranked: [boolean, boolean];
}

describe.each(dbTargets)('tournament entry lifecycle, model-based, on %s', (target) => {
  let t: TournamentHarness;

  beforeAll(async () => {
    t = await startTournamentApp(target);
  }, 60_000);
  afterAll(() => t?.close());

  const endJob = () =>
    new TournamentEndJob(
      t.h.db,
      t.clock.now,
      new Realtime(t.h.bus),
      new MessageService(t.h.db, t.clock.now, new Realtime(t.h.bus)),
    );

  /** A launch token of the member's live session (a new login ends the old one's tokens). */
  const launchToken = (memberId: number) =>
    createLaunchToken(t.h.db, { memberId, gameCode: SLOT, now: t.clock.now() });

  /** A request as `session()` gives it, logging in again when the moved clock idled it out. */
  async function asLoggedIn(
    session: { current: LoggedIn; credentials: { userId: string; password: string } },
    send: (who: LoggedIn) => Promise<LightMyRequestResponse>,
  ) {
    const first = await send(session.current);
    if (first.statusCode !== 401) return first;
    session.current = await login(t.h.app, session.credentials);
    return send(session.current);
  }

  it('fee at most once, refund at most once, never prized and refunded; answers are the table’s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 5 }), async (steps) => {
        const startsAt = t.clock.now().getTime() + 30 * 60_000;
        const tour = await createTournament(t, {
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(startsAt + 30 * 60_000).toISOString(),
          entryCurrency: 'cash',
          entryFee: FEE,
          prizes: [{ rankFrom: 1, rankTo: 3, currency: 'cash', amount: PRIZE }],
        });
        const admin = { current: t.admin, credentials: ADMIN };
        const members: { member: ExtraMember; session: typeof admin; token: string }[] = [];
        for (let i = 0; i < 2; i += 1) {
          const member = await createExtraMember(t.h.db);
          await fund(t.h.db, member.id, 100_000);
          const current = await login(t.h.app, member.credentials);
          const token = await launchToken(member.id);
          members.push({ member, session: { current, credentials: member.credentials }, token });
        }
        const model: Model = {
          state: 'scheduled',
          phase: 'upcoming',
          membership: ['none', 'none'],
          ranked: [false, false],
        };
        /** The entry's state as the table reads it, from the model (times around the clock). */
        const stateOf = (membership: Membership) => {
          const now = t.clock.now().getTime();
          const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
          return entryStateOf(
            {
              state: model.state,
              starts_at: model.phase === 'upcoming' ? at(1) : at(-1),
              ends_at: model.phase === 'ended' ? at(-1) : at(1),
            },
            membership,
            t.clock.now(),
          );
        };
        const cellFor = (membership: Membership, event: EntryEvent) =>
          decideEntry(stateOf(membership), event);

        const join = (w: 0 | 1, key: string) =>
          asLoggedIn(members[w]!.session, (s) =>
            t.h.app.inject({
              method: 'POST',
              url: `/api/tournaments/${tour.id}/join`,
              headers: s.headers,
              payload: { idempotencyKey: key },
            }),
          );
        const cancel = () =>
          asLoggedIn(admin, (s) =>
            t.h.app.inject({
              method: 'POST',
              url: `/api/admin/tournaments/${tour.id}/cancel`,
              headers: s.headers,
              payload: { reason: '모델 테스트 취소' },
            }),
          );
        /** A join's answer against the cell the model gives before it. */
        const expectJoin = (
          answer: { statusCode: number; json(): { code?: string; feePaid?: number } },
          cell: ReturnType<typeof cellFor>,
        ) => {
          if (cell.kind === 'refuse') {
            expect([answer.statusCode, answer.json().code]).toEqual([409, cell.code]);
          } else {
            expect(answer.statusCode).toBe(200);
            expect(answer.json().feePaid).toBe(cell.kind === 'move' ? FEE : 0);
          }
        };
        const applyCancel = () => {
          model.state = 'cancelled';
        };
        const applyEnd = () => {
          model.state = 'finished';
        };

        for (const step of steps) {
          switch (step.type) {
            case 'join': {
              const cell = cellFor(model.membership[step.who], 'memberJoin');
              expectJoin(await join(step.who, `m-${randomUUID()}`.slice(0, 40)), cell);
              if (cell.kind === 'move') model.membership[step.who] = 'entered';
              break;
            }
            case 'joinTwiceAtOnce': {
              const cell = cellFor(model.membership[step.who], 'memberJoin');
              const key = `m-${randomUUID()}`.slice(0, 40);
              const answers = await Promise.all([join(step.who, key), join(step.who, key)]);
              // The member's lock orders them: the first is the cell, the second its retry.
              const fees = answers.map((a) => (a.statusCode === 200 ? a.json().feePaid : null));
              if (cell.kind === 'move') {
                expect(fees.sort()).toEqual([0, FEE]);
                model.membership[step.who] = 'entered';
              } else {
                for (const a of answers) expectJoin(a, cell);
              }
              break;
            }
            case 'leave': {
              const cell = cellFor(model.membership[step.who], 'memberLeave');
              const answer = await asLoggedIn(members[step.who]!.session, (s) =>
                t.h.app.inject({
                  method: 'POST',
                  url: `/api/tournaments/${tour.id}/leave`,
                  headers: s.headers,
                }),
              );
              if (cell.kind === 'refuse') {
                expect([answer.statusCode, answer.json().code]).toEqual([409, cell.code]);
              } else {
                expect(answer.statusCode, answer.body).toBe(200);
                expect(answer.json().feeRefunded).toBe(cell.kind === 'move' ? FEE : 0);
              }
              if (cell.kind === 'move') model.membership[step.who] = 'left';
              break;
            }
            case 'play': {
              const { member, token } = members[step.who]!;
              await playRound(t, { memberId: member.id, token }, 1_000, 1_500);
              const counts =
                model.membership[step.who] === 'entered' &&
                model.state === 'scheduled' &&
                model.phase === 'running';
              if (counts) {
                model.ranked[step.who] = true;
              }
              break;
            }
            case 'cancel':
            case 'cancelTwiceAtOnce': {
              const cell = cellFor('none', 'operatorCancel');
              const answers = await Promise.all(
                step.type === 'cancel' ? [cancel()] : [cancel(), cancel()],
              );
              const statuses = answers.map((a) => a.statusCode).sort();
              if (cell.kind === 'move') {
                // One cancel moves; a second at once meets the cancelled tournament.
                expect(statuses[0]).toBe(200);
                for (const extra of answers.filter((a) => a.statusCode !== 200)) {
                  expect(extra.json().code).toBe('TOURNAMENT_NOT_CANCELLABLE');
                }
                expect(statuses.filter((s) => s === 200)).toHaveLength(1);
                applyCancel();
              } else if (cell.kind === 'refuse') {
                for (const a of answers)
                  expect([a.statusCode, a.json().code]).toEqual([409, cell.code]);
              }
              break;
            }
            case 'passStart':
            case 'passEnd': {
              const to = step.type === 'passStart' ? 'running' : 'ended';
              const minutes = { upcoming: 0, running: 30, ended: 60 } as const;
              const by = minutes[to] - minutes[model.phase];
              if (by <= 0) break;
              t.clock.advanceMinutes(by + 1);
              model.phase = to;
              // The moved clock idled every session out: log in again now, one at a time, so
              // requests sent at once later do not log in at once (a login ends the other), with
              // launch tokens of the new sessions.
              admin.current = await login(t.h.app, ADMIN);
              t.admin = admin.current;
              for (const m of members) {
                m.session.current = await login(t.h.app, m.session.credentials);
                m.token = await launchToken(m.member.id);
              }
              break;
            }
            case 'endJob': {
              const cell = cellFor('none', 'endJob');
              await endJob().run();
              if (cell.kind === 'move') applyEnd();
              break;
            }
            case 'cancelRacingEndJob': {
              const cancelCell = cellFor('none', 'operatorCancel');
              const endCell = cellFor('none', 'endJob');
              const [cancelled] = await Promise.all([cancel(), endJob().run()]);
              if (cancelCell.kind === 'move') {
                // Before the end the job has nothing to do: the cancel moves.
                expect(cancelled.statusCode).toBe(200);
                applyCancel();
              } else if (endCell.kind === 'move') {
                // Whichever takes the tournament's lock first, the cancel is refused: the cell
                // of the ended tournament, or of the finished one after the job.
                const before = cellFor('none', 'operatorCancel');
                applyEnd();
                const after = cellFor('none', 'operatorCancel');
                expect(
                  [before, after].map((c) => (c.kind === 'refuse' ? c.code : c.kind)),
                ).toContain(cancelled.json().code);
                expect(cancelled.statusCode).toBe(409);
              } else if (cancelCell.kind === 'refuse') {
                expect([cancelled.statusCode, cancelled.json().code]).toEqual([
                  409,
                  cancelCell.code,
                ]);
              }
              break;
            }
          }
          await checkLedger(
            tour.id,
            members.map((m) => m.member.id),
            model,
          );
        }
      }),
      modelRunParameters('tournament entry lifecycle', 8),
    );
  }, 300_000);

  /** The ledger against the model, for this tournament's two members. */
  async function checkLedger(tournamentId: number, memberIds: number[], model: Model) {
    const rows = await t.h.db.query<{ kind: string; member_id: number; n: number }>(
      `SELECT t.kind, a.member_id, count(*)::int AS n
         FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id IN (t.from_account_id, t.to_account_id) AND a.member_id IS NOT NULL
        WHERE t.reference = $1 AND t.kind LIKE 'tournament_%'
        GROUP BY t.kind, a.member_id`,
      [`tournament:${tournamentId}`],
    );
    const count = (kind: string, memberId: number) =>
      rows.find((r) => r.kind === kind && Number(r.member_id) === memberId)?.n ?? 0;
    memberIds.forEach((memberId, i) => {
      const fees = count('tournament_entry', memberId);
      const refunds = count('tournament_refund', memberId);
      const prizes = count('tournament_prize', memberId);
      const membership = model.membership[i];
      expect(fees, 'fee taken at most once, exactly when entered').toBe(
        membership === 'none' ? 0 : 1,
      );
      expect(refunds, 'refunded at most once, after a leave or a cancel').toBe(
        membership === 'left' || (model.state === 'cancelled' && membership === 'entered') ? 1 : 0,
      );
      expect(prizes, 'prized at most once, only after the end').toBe(
        model.state === 'finished' && membership === 'entered' && model.ranked[i] ? 1 : 0,
      );
      expect(refunds + prizes, 'never both refunded and prized').toBeLessThanOrEqual(1);
    });
    expect((await verifyLedger(t.h.db)).problems).toEqual([]);
    for (const kind of await memberDebitKinds(t.h.db)) {
      expect(MEMBER_DEBIT_KINDS as readonly string[], `${kind} debits a member`).toContain(kind);
    }
  }
});
